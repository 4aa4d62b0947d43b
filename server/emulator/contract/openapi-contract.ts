// The public REST API as an oracle: which calls a real pod of one version has, which query parameters
// and request bodies it accepts, and which answers it gives. Built from the OpenAPI document (never
// copied into the project: tests and tools read it from ../shared), it runs in Node and in the browser.
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";

/** The parts of an OpenAPI 3.0 operation the oracle reads. */
export interface OpenApiOperation {
  parameters?: { in?: string; name?: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  description?: string;
}

/** An OpenAPI 3.0 document, as parsed from YAML or JSON. */
export interface OpenApiDocument {
  info?: { version?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
}

/** A documented operation and the template it was found under (`/inventory/v1/farms/{id}`). */
export interface MatchedOperation {
  template: string;
  method: string;
  operation: OpenApiOperation;
}

export interface OpenApiContract {
  /** The document's API version ("2212"). */
  version: string;
  /** The documented operation for a method and a path below /rest, or undefined. */
  match(method: string, restPath: string): MatchedOperation | undefined;
  /** Whether any method is documented for a path below /rest. */
  hasPath(restPath: string): boolean;
  /** What a real pod would refuse in a request: unknown query parameters, a body outside the schema. */
  checkRequest(matched: MatchedOperation, query: URLSearchParams, body: BodyOf): string[];
  /**
   * The body half of `checkRequest`: a missing required body, a body that is not JSON, one outside the
   * closed schema (unknown keys, wrong types), or a text longer than the document allows. The emulator
   * refuses such bodies with this same rule before any route reads them.
   */
  checkRequestBody(matched: MatchedOperation, body: BodyOf): string[];
  /** What in an answer the document does not allow: an undocumented success status, fields outside the schema. */
  checkResponse(matched: MatchedOperation, status: number, body: BodyOf): string[];
  /** The answer with every field the response schema lacks removed (the real-pod profile). */
  pruneResponse(matched: MatchedOperation, status: number, body: unknown): unknown;
  /** The privileges the operation's description names ("At least one of" or "All"), for the scope checks. */
  privilegesOf(matched: MatchedOperation): { names: string[]; rule: "any" | "all" } | undefined;
}

/** A body as sent or answered: absent, JSON (parsed), or text that did not parse. */
export type BodyOf = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "text"; text: string };

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface CompiledTemplate {
  template: string;
  segments: string[];
  literalCount: number;
}

/**
 * The longest text a request may carry where the document sets no maxLength (bytes sent as base64 are
 * bounded by the body limit alone): what a pod stores must not be a megabyte a stranger chose.
 */
export const UNBOUNDED_TEXT_LIMIT = 4096;

/** A problem line quotes at most this much of what was sent (a hostile key can be a megabyte long). */
const QUOTED_LIMIT = 80;

function quoted(text: string): string {
  return text.length > QUOTED_LIMIT ? `${text.slice(0, QUOTED_LIMIT)}…` : text;
}

/** Schemas of query filters use allOf over a discriminated base: left open, they are not bodies. */
const OPEN_SCHEMA = /Filter(_\d+)?$|^BaseFilter/;

/**
 * OpenAPI 3.0 schema objects as JSON Schema for Ajv: references into one registered document; draft-04
 * boolean exclusive bounds dropped; object schemas closed (`additionalProperties: false` where the
 * document lists properties and says nothing else), since a field the document lacks is exactly what
 * the oracle must catch, in a request (a real pod refuses it) and in an answer (a real pod never sends it).
 */
function asJsonSchema(value: unknown, close: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => asJsonSchema(item, close));
  if (value === null || typeof value !== "object") return value;
  const node = value as Record<string, unknown>;
  // Java char[] fields (passwords): the document says "array of strings" and shows a string as the
  // example, and the server's JSON reader takes a string for a char[]. Both forms are accepted.
  if (
    node.type === "array" &&
    typeof node.example === "string" &&
    (node.items as { type?: string } | undefined)?.type === "string"
  )
    return { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] };
  const entries = Object.entries(node)
    .filter(([key, inner]) => !(key.startsWith("exclusiveM") && typeof inner === "boolean"))
    .filter(([key]) => key !== "example" && key !== "discriminator")
    .map(([key, inner]): [string, unknown] => {
      if (key === "$ref" && typeof inner === "string") return [key, `openapi${inner}`];
      // Property names are data, not schema keywords: recurse into each property's schema only.
      if (key === "properties" && inner && typeof inner === "object")
        return [
          key,
          Object.fromEntries(
            Object.entries(inner as Record<string, unknown>).map(([name, schema]) => [
              name,
              asJsonSchema(schema, close),
            ]),
          ),
        ];
      return [key, asJsonSchema(inner, close)];
    });
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (close && "properties" in schema && !("additionalProperties" in schema) && !("allOf" in schema))
    schema.additionalProperties = false;
  return schema;
}

function compileTemplate(template: string): CompiledTemplate {
  const segments = template.split("/").filter((segment) => segment !== "");
  return { template, segments, literalCount: segments.filter((segment) => !segment.startsWith("{")).length };
}

function templateMatches(compiled: CompiledTemplate, segments: string[]): boolean {
  if (compiled.segments.length !== segments.length) return false;
  return compiled.segments.every((part, index) => part.startsWith("{") || part === segments[index]);
}

function describeErrors(errors: ErrorObject[] | null | undefined, limit = 4): string[] {
  return (errors ?? []).slice(0, limit).map((error) => {
    const where = error.instancePath === "" ? "(body)" : error.instancePath;
    if (error.keyword === "additionalProperty" || error.keyword === "additionalProperties")
      return `${quoted(where)}: field "${quoted(String((error.params as { additionalProperty?: string }).additionalProperty))}" is not in the schema`;
    return `${quoted(where)}: ${error.message ?? error.keyword}`;
  });
}

function schemaOfContent(content: Record<string, { schema?: unknown }> | undefined): unknown {
  if (!content) return undefined;
  return content["application/json"]?.schema ?? content["*/*"]?.schema ?? Object.values(content)[0]?.schema;
}

/** A query string value as the typed value the parameter's schema describes. */
function queryValue(type: string | undefined, raw: string): unknown {
  if (type === "integer" || type === "number") return raw.trim() === "" ? raw : Number(raw);
  if (type === "boolean") return raw === "true" ? true : raw === "false" ? false : raw;
  return raw;
}

/** The privilege table of an operation's description: "| NAME | Caller should have permission …". */
function privilegesOfDescription(
  description: string | undefined,
): { names: string[]; rule: "any" | "all" } | undefined {
  if (!description) return undefined;
  const names = [...description.matchAll(/^\|\s*([A-Z][A-Z0-9_]+)\s*\|/gm)].map((found) => found[1] ?? "");
  if (names.length === 0) return undefined;
  return { names, rule: /All the listed privileges are required/i.test(description) ? "all" : "any" };
}

/**
 * Texts of a request body longer than UNBOUNDED_TEXT_LIMIT where the schema sets no maxLength and does not
 * say the text is bytes (format byte or binary); every branch of allOf, anyOf and oneOf is walked.
 */
function overlongTexts(
  schema: unknown,
  value: unknown,
  resolve: (ref: string) => unknown,
  where: string,
  found: string[],
  depth = 0,
): void {
  if (found.length >= 4 || depth > 40) return;
  const node = (schema !== null && typeof schema === "object" ? schema : {}) as Record<string, unknown>;
  if (typeof node.$ref === "string") {
    overlongTexts(resolve(node.$ref), value, resolve, where, found, depth + 1);
    return;
  }
  const branches = ["allOf", "anyOf", "oneOf"].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]) : [],
  );
  if (branches.length > 0) {
    for (const branch of branches) overlongTexts(branch, value, resolve, where, found, depth + 1);
    return;
  }
  if (typeof value === "string") {
    const bounded = typeof node.maxLength === "number" || node.format === "byte" || node.format === "binary";
    if (
      !bounded &&
      value.length > UNBOUNDED_TEXT_LIMIT &&
      !found.some((line) => line.startsWith(`${where}:`))
    )
      found.push(`${quoted(where)}: longer than ${UNBOUNDED_TEXT_LIMIT} characters`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      overlongTexts(node.items, item, resolve, `${where}/${index}`, found, depth + 1),
    );
    return;
  }
  if (value === null || typeof value !== "object") return;
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
    const own = Object.hasOwn(properties, name) ? properties[name] : node.additionalProperties;
    overlongTexts(own, inner, resolve, `${where}/${name}`, found, depth + 1);
  }
}

/** Walks a schema along an answer, removing the fields the schema does not list. */
function prune(schema: unknown, value: unknown, resolve: (ref: string) => unknown, depth = 0): unknown {
  if (depth > 40 || schema === null || typeof schema !== "object") return value;
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === "string") return prune(resolve(node.$ref), value, resolve, depth + 1);
  if (Array.isArray(value)) {
    return node.items === undefined
      ? value
      : value.map((item) => prune(node.items, item, resolve, depth + 1));
  }
  if (value === null || typeof value !== "object") return value;
  const properties = node.properties as Record<string, unknown> | undefined;
  if (!properties) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
    if (name in properties) kept[name] = prune(properties[name], inner, resolve, depth + 1);
    else if (node.additionalProperties !== undefined && node.additionalProperties !== false)
      kept[name] = inner;
  }
  return kept;
}

/** Builds the oracle of one OpenAPI document. Validators are compiled on first use of each operation. */
export function createOpenApiContract(document: OpenApiDocument): OpenApiContract {
  // Built on first use: every test file installs a contract, but most never hold an exchange against it,
  // and the schemas and path templates cost each of them time (half a second of CPU) for nothing.
  let built: { ajv: Ajv; templates: CompiledTemplate[] } | undefined;
  const build = () => {
    if (built) return built;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const schemas = Object.fromEntries(
      Object.entries(document.components.schemas).map(([name, schema]) => [
        name,
        asJsonSchema(schema, !OPEN_SCHEMA.test(name)),
      ]),
    );
    ajv.addSchema({ components: { schemas } }, "openapi");
    built = { ajv, templates: Object.keys(document.paths).map(compileTemplate) };
    return built;
  };
  const validators = new Map<string, ValidateFunction>();

  const validatorOf = (key: string, schema: unknown): ValidateFunction => {
    let validate = validators.get(key);
    if (!validate) {
      validate = build().ajv.compile(asJsonSchema(schema, true) as object);
      validators.set(key, validate);
    }
    return validate;
  };
  const resolve = (ref: string): unknown =>
    document.components.schemas[ref.replace(/^#\/components\/schemas\//, "")];

  const templatesOf = (restPath: string): CompiledTemplate[] => {
    const segments = restPath.split("/").filter((segment) => segment !== "");
    return build()
      .templates.filter((compiled) => templateMatches(compiled, segments))
      .sort((a, b) => b.literalCount - a.literalCount);
  };

  const contract: OpenApiContract = {
    version: document.info?.version ?? "unknown",
    hasPath: (restPath) => templatesOf(restPath).length > 0,
    match(method, restPath) {
      const lower = method.toLowerCase();
      for (const compiled of templatesOf(restPath)) {
        const operation = document.paths[compiled.template]?.[lower];
        if (operation && (METHODS as readonly string[]).includes(lower))
          return { template: compiled.template, method: lower, operation };
      }
      return undefined;
    },
    checkRequest({ template, method, operation }, query, body) {
      const problems: string[] = [];
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      for (const name of new Set(query.keys())) {
        const parameter = parameters.find((known) => known.name === name);
        if (!parameter) {
          problems.push(`query parameter "${name}" is not documented`);
          continue;
        }
        const validate = validatorOf(`query ${method} ${template} ${name}`, parameter.schema ?? {});
        const schema = (parameter.schema ?? {}) as { type?: string; items?: { type?: string } };
        // An array parameter is the name repeated (ids=a&ids=b), as the server's form binding reads it.
        const value =
          schema.type === "array"
            ? query.getAll(name).map((raw) => queryValue(schema.items?.type, raw))
            : queryValue(schema.type, query.get(name) ?? "");
        if (!validate(value))
          problems.push(
            `query parameter "${name}=${query.getAll(name).join(",")}": ${describeErrors(validate.errors).join("; ")}`,
          );
      }
      for (const parameter of parameters)
        if (parameter.required && parameter.name && !query.has(parameter.name))
          problems.push(`required query parameter "${parameter.name}" is missing`);

      return [
        ...problems.map((problem) => `${method.toUpperCase()} ${template}: ${problem}`),
        ...contract.checkRequestBody({ template, method, operation }, body),
      ];
    },
    checkRequestBody({ template, method, operation }, body) {
      const problems: string[] = [];
      const bodySchema = schemaOfContent(operation.requestBody?.content);
      if (body.kind === "none") {
        if (operation.requestBody?.required && bodySchema !== undefined)
          problems.push("the request body is missing");
      } else if (bodySchema === undefined) {
        problems.push("the operation takes no request body");
      } else if (body.kind === "text") {
        problems.push("the request body is not JSON");
      } else {
        const validate = validatorOf(`request ${method} ${template}`, bodySchema);
        if (!validate(body.value)) problems.push(...describeErrors(validate.errors));
        else overlongTexts(bodySchema, body.value, resolve, "(body)", problems);
      }
      return problems.map((problem) => `${method.toUpperCase()} ${template}: ${problem}`);
    },
    checkResponse({ template, method, operation }, status, body) {
      const label = `${method.toUpperCase()} ${template} → ${status}`;
      const responses = operation.responses ?? {};
      if (status >= 400) {
        // Errors: the documented body of a REST error, whatever the status.
        if (body.kind !== "json" || body.value === null || typeof body.value !== "object") return [];
        const errors = (body.value as { errors?: unknown }).errors;
        if (errors === undefined) return [];
        const validate = validatorOf("error list", {
          type: "array",
          items: { $ref: "#/components/schemas/APIError" },
        });
        return validate(errors)
          ? []
          : describeErrors(validate.errors).map((problem) => `${label}: errors${problem}`);
      }
      if (!(String(status) in responses)) {
        const documented = Object.keys(responses).filter((code) => code.startsWith("2"));
        return [`${label}: status ${status} is not documented (documented: ${documented.join(", ")})`];
      }
      const schema = schemaOfContent(responses[String(status)]?.content);
      if (schema === undefined) return [];
      if (body.kind !== "json") return [`${label}: the answer is not JSON`];
      const validate = validatorOf(`response ${status} ${method} ${template}`, schema);
      return validate(body.value)
        ? []
        : describeErrors(validate.errors).map((problem) => `${label}: ${problem}`);
    },
    pruneResponse({ operation }, status, body) {
      const schema = schemaOfContent(operation.responses?.[String(status)]?.content);
      return schema === undefined ? body : prune(schema, body, resolve);
    },
    privilegesOf: ({ operation }) => privilegesOfDescription(operation.description),
  };
  return contract;
}
