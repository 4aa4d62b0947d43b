// Every GET of the public OpenAPI the emulator answers, checked against the response schema the OpenAPI
// gives for it: lists, and each item read by the id of the list's first entry. A script written for the
// real REST API reads the same fields, with the same types, from the emulator. The reference stays in
// ../shared (never copied into the project); calls the emulator does not answer (404) are listed, not failed.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Ajv, { type ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const OPENAPI_FILE = fileURLToPath(
  new URL("../../../shared/reference/horizon-rest-openapi.yaml", import.meta.url),
);

interface Operation {
  parameters?: { in?: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * OpenAPI 3.0 schema objects as JSON Schema: references into one registered document, and the draft-04
 * boolean exclusiveMinimum / exclusiveMaximum (bounds the emulator's values never approach) left out.
 */
function withDocumentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDocumentRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key.startsWith("exclusiveM") && typeof inner === "boolean"))
      .map(([key, inner]) =>
        key === "$ref" && typeof inner === "string"
          ? [key, `openapi${inner}`]
          : [key, withDocumentRefs(inner)],
      ),
  );
}

/**
 * Where the emulator knowingly answers otherwise, and why. A new divergence fails the test; fixing one of
 * these means deleting its line.
 */
const KNOWN_DIVERGENCES: Record<string, string> = {
  "/monitor/rds-servers": "the unversioned, deprecated call answers with the v1 states",
};

/** Not data reads, or reads that need one of several parameters (global sessions: a pod or a user). */
const READ_WITHOUT_PARAMETERS = (template: string) =>
  template !== "/login" && template !== "/inventory/v1/global-sessions";

function responseSchema(operation: Operation | undefined): unknown {
  const content = operation?.responses?.["200"]?.content;
  return content?.["application/json"]?.schema ?? content?.["*/*"]?.schema;
}

describe.skipIf(!existsSync(OPENAPI_FILE))("the emulator's answers against the OpenAPI schemas", () => {
  it("answers every GET it implements with the documented shape", async () => {
    const spec = parse(readFileSync(OPENAPI_FILE, "utf8")) as OpenApi;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, verbose: true });
    ajv.addSchema({ components: withDocumentRefs(spec.components) }, "openapi");
    const validators = new Map<string, ValidateFunction>();
    const validatorOf = (path: string, schema: unknown) => {
      let validate = validators.get(path);
      if (!validate) {
        validate = ajv.compile(withDocumentRefs(schema) as object);
        validators.set(path, validate);
      }
      return validate;
    };

    const emulator = createEmulator({ scale: "small" });
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const mismatches: string[] = [];
    const unanswered: string[] = [];
    let checked = 0;
    const check = async (template: string, path: string, schema: unknown) => {
      if (template in KNOWN_DIVERGENCES) return undefined;
      const response = await client.rest("GET", `/rest${path}`, token);
      if (response.status === 404 || response.status === 405) {
        unanswered.push(template);
        return undefined;
      }
      if (response.status !== 200) {
        mismatches.push(`${path}: status ${response.status}`);
        return undefined;
      }
      const body: unknown = await response.json();
      const validate = validatorOf(template, schema);
      checked += 1;
      if (!validate(body)) {
        const errors = (validate.errors ?? [])
          .slice(0, 3)
          .map((error) => `${error.instancePath} ${error.message}: ${JSON.stringify(error.data)}`);
        mismatches.push(`${path}: ${errors.join("; ")}`);
      }
      return body;
    };

    const paths = Object.entries(spec.paths);
    for (const [template, operations] of paths) {
      const schema = responseSchema(operations.get);
      // Calls that need query parameters (a vCenter, a pod) are read by their own contract tests.
      const needsParameters = operations.get?.parameters?.some(
        (parameter) => parameter.in === "query" && parameter.required,
      );
      if (!schema || template.includes("{") || needsParameters || !READ_WITHOUT_PARAMETERS(template))
        continue;
      const body = await check(template, template, schema);
      // Items by id: the list's first entry, read through the matching {id} path.
      const first = Array.isArray(body) ? (body[0] as { id?: unknown } | undefined) : undefined;
      if (typeof first?.id !== "string") continue;
      for (const [itemTemplate, itemOperations] of paths) {
        const itemSchema = responseSchema(itemOperations.get);
        if (!itemSchema || itemTemplate.replace(/\/\{[^}]+\}$/, "") !== template) continue;
        await check(
          itemTemplate,
          itemTemplate.replace(/\{[^}]+\}$/, encodeURIComponent(first.id)),
          itemSchema,
        );
      }
    }
    console.log(
      `${checked} answers checked against the OpenAPI; ${unanswered.length} calls the emulator does not answer`,
    );
    expect(checked).toBeGreaterThan(150);
    expect(mismatches).toEqual([]);
  });
});
