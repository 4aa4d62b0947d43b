// A script written against a real Connection Server, run against the emulator: it signs in with POST
// /rest/login, then reads every GET of the public OpenAPI 2212 whose path has no parameter, as the
// document describes them (required query parameters from earlier answers, paged lists page by page
// until HAS_MORE_RECORDS is gone, a filter on a field the schema lists under "Supported Filters"), and
// holds every answer against the document's closed schemas. It runs in both profiles: the real-pod
// profile answers exactly the documented fields; the full profile may add the emulator's extra fields
// (docs/emulator.md, "Emulator extras"), which a client ignores, but nothing else may differ.
import { describe, expect, it } from "vitest";
import {
  createOpenApiContract,
  type OpenApiContract,
  type OpenApiDocument,
  type OpenApiOperation,
} from "../../server/emulator/contract/openapi-contract";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "../../server/emulator/demo-accounts";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { readOpenApiDocument } from "../../server/openapi-document";
import { ANSWERED_ON_ANOTHER_BRANCH, KNOWN_DIVERGENCES } from "./surface-gaps";

const POD = "https://pod.example.com";
const PAGE_SIZE = 100;
/** A script stops paging a list this long; the seeded lists are far shorter. */
const MAX_PAGES = 200;

type Json = unknown;
type Item = Record<string, unknown>;

/** The component schema the items of a list answer are (`array` of `$ref`), or undefined. */
function itemSchemaOf(document: OpenApiDocument, operation: OpenApiOperation): Item | undefined {
  const content = operation.responses?.["200"]?.content;
  const schema = (content?.["application/json"]?.schema ?? content?.["*/*"]?.schema) as
    { type?: string; items?: { $ref?: string } } | undefined;
  const ref = schema?.type === "array" ? schema.items?.$ref : undefined;
  if (!ref) return undefined;
  return document.components.schemas[ref.replace("#/components/schemas/", "")] as Item | undefined;
}

/** The first top-level field the schema says supports an Equals filter. */
function equalsFilterFieldOf(schema: Item | undefined): string | undefined {
  const properties = (schema?.properties ?? {}) as Record<string, { description?: string; type?: string }>;
  return Object.entries(properties).find(
    ([, property]) =>
      ["string", "boolean", "integer"].includes(property.type ?? "") &&
      /Supported Filters\s*:[^\n]*'Equals'/i.test(property.description ?? ""),
  )?.[0];
}

/** A client of the pod: a bearer token, and the count of reads it made. */
class PodClient {
  reads = 0;
  private token = "";

  constructor(private readonly pod: Emulator) {}

  async signIn(username: string): Promise<void> {
    const response = await this.pod.fetch(
      new Request(`${POD}/rest/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password: DEMO_PASSWORD, domain: DEMO_DOMAIN }),
      }),
    );
    expect(response.status, "sign-in").toBe(200);
    this.token = ((await response.json()) as { access_token: string }).access_token;
  }

  async get(path: string, query: Record<string, string> = {}): Promise<Response> {
    this.reads += 1;
    const url = new URL(`${POD}/rest${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return this.pod.fetch(new Request(url, { headers: { Authorization: `Bearer ${this.token}` } }));
  }

  /** The first item's field of a list (a value for another call's required parameter). */
  async firstOf(path: string, query: Record<string, string> = {}, field = "id"): Promise<string> {
    const response = await this.get(path, query);
    const items = (await response.json()) as Item[];
    const value = Array.isArray(items) ? items[0]?.[field] : undefined;
    if (typeof value !== "string" && typeof value !== "number")
      throw new Error(`${path} answered no item to take ${field} from`);
    return String(value);
  }
}

/**
 * Values of the required query parameters, found the way a script finds them: from the lists that name
 * the objects (a vCenter, then its datacenter, its first cluster, ...).
 */
function parameterResolver(client: PodClient) {
  const memo = new Map<string, Promise<string>>();
  const once = (key: string, find: () => Promise<string>) => {
    let value = memo.get(key);
    if (!value) memo.set(key, (value = find()));
    return value;
  };
  const vcenter = () => once("vcenter", () => client.firstOf("/config/v1/virtual-centers"));
  const datacenter = () =>
    once("datacenter", async () =>
      client.firstOf("/external/v1/datacenters", { vcenter_id: await vcenter() }),
    );
  const hostOrCluster = () =>
    once("hostOrCluster", async () =>
      client.firstOf("/external/v1/hosts-or-clusters", {
        vcenter_id: await vcenter(),
        datacenter_id: await datacenter(),
      }),
    );
  const stream = () => once("stream", () => client.firstOf("/config/v1/im-streams"));
  const finders: Record<string, (template: string) => Promise<string>> = {
    vcenter_id: vcenter,
    datacenter_id: datacenter,
    host_or_cluster_id: hostOrCluster,
    base_vm_id: () =>
      once("baseVm", async () => client.firstOf("/external/v1/base-vms", { vcenter_id: await vcenter() })),
    datastore_id: () =>
      once("datastore", async () =>
        client.firstOf("/external/v1/datastores", {
          vcenter_id: await vcenter(),
          host_or_cluster_id: await hostOrCluster(),
        }),
      ),
    im_stream_id: stream,
    pod_id: () => once("pod", () => client.firstOf("/federation/v1/pods")),
    im_version_id: () =>
      once("version", async () => client.firstOf("/config/v1/im-versions", { im_stream_id: await stream() })),
    application_pool_id: () => once("application", () => client.firstOf("/inventory/v1/application-pools")),
    ids: (template) =>
      template.includes("audit-events")
        ? once("event", () => client.firstOf("/external/v1/audit-events", { size: "1" }))
        : once("pool", () => client.firstOf("/inventory/v1/desktop-pools", { size: "1" })),
  };
  /** The query of a template's required parameters (and the one object a NIC list is asked about). */
  return async (template: string, operation: OpenApiOperation): Promise<Record<string, string>> => {
    const names = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === "query" && parameter.required && parameter.name)
      .map((parameter) => parameter.name ?? "");
    // The NIC lists name their object by one of three optional parameters: a script names a base VM.
    if (template.endsWith("/network-interface-cards")) names.push("base_vm_id");
    // Global sessions are asked of one pod (or user): the document makes each optional, one required.
    if (template === "/inventory/v1/global-sessions") names.push("pod_id");
    const query: Record<string, string> = {};
    for (const name of names) {
      const find = finders[name];
      if (!find) throw new Error(`no way to find a value for ${name} (${template})`);
      query[name] = await find(template);
    }
    return query;
  };
}

interface ReadResult {
  reads: number;
  filtered: number;
  problems: string[];
  /** Answers with fields the schema lacks (tolerated in the full profile only). */
  extraFields: number;
}

const EXTRA_FIELD = /: field "[^"]+" is not in the schema$/;

/** Reads the whole parameter-free GET surface of the document as `admin` and reports what failed. */
async function readEverything(
  pod: Emulator,
  document: OpenApiDocument,
  contract: OpenApiContract,
  toleratesExtraFields: boolean,
): Promise<ReadResult> {
  const client = new PodClient(pod);
  await client.signIn("admin");
  const resolve = parameterResolver(client);
  const problems: string[] = [];
  let filtered = 0;
  let extraFields = 0;

  const check = async (template: string, response: Response, label: string): Promise<Json> => {
    if (response.status !== 200) {
      problems.push(`${label}: status ${response.status} ${await response.text()}`);
      return undefined;
    }
    const body: Json = await response.json();
    const matched = contract.match("GET", template);
    if (!matched) throw new Error(`the document has no GET ${template}`);
    if (template in KNOWN_DIVERGENCES) return body;
    for (const problem of contract.checkResponse(matched, 200, { kind: "json", value: body })) {
      if (toleratesExtraFields && EXTRA_FIELD.test(problem)) extraFields += 1;
      else problems.push(`${label}: ${problem}`);
    }
    return body;
  };

  for (const [template, operations] of Object.entries(document.paths)) {
    const operation = operations.get;
    // GET /login is the pre-login of smart cards and identity providers, not a read.
    if (!operation || template.includes("{") || template === "/login") continue;
    if (template in ANSWERED_ON_ANOTHER_BRANCH) continue;
    const query = await resolve(template, operation);
    const paged = (operation.parameters ?? []).some((parameter) => parameter.name === "page");
    if (!paged) {
      await check(template, await client.get(template, query), template);
      continue;
    }
    // The documented paging: page and size, until the last page (the one without HAS_MORE_RECORDS).
    const items: Item[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const response = await client.get(template, { ...query, page: String(page), size: String(PAGE_SIZE) });
      const more = response.headers.get("HAS_MORE_RECORDS") === "true";
      const body = await check(template, response, `${template} page ${page}`);
      if (!Array.isArray(body)) break;
      if (body.length > PAGE_SIZE)
        problems.push(`${template} page ${page}: ${body.length} items, asked ${PAGE_SIZE}`);
      items.push(...(body as Item[]));
      if (!more) break;
    }
    // A documented filter: Equals on the first field the schema lists as filterable, with a value the
    // list just answered; every item that comes back has it.
    const field = equalsFilterFieldOf(itemSchemaOf(document, operation));
    const value = field === undefined ? undefined : items.find((item) => item[field] !== undefined)?.[field];
    if (field === undefined || value === undefined) continue;
    const filter = JSON.stringify({ type: "Equals", name: field, value });
    const response = await client.get(template, { ...query, filter, page: "1", size: String(PAGE_SIZE) });
    const body = await check(template, response, `${template} filter ${filter}`);
    if (!Array.isArray(body)) continue;
    filtered += 1;
    if (body.length === 0) problems.push(`${template} filter ${filter}: no item, though one has the value`);
    for (const item of body as Item[])
      if (item[field] !== value)
        problems.push(`${template} filter ${filter}: an item has ${String(item[field])}`);
  }
  return { reads: client.reads, filtered, problems, extraFields };
}

const document = readOpenApiDocument();

describe.skipIf(!document)("a third-party client of the 2212 REST API", () => {
  const openApi = document as OpenApiDocument;
  const contract = createOpenApiContract(openApi);

  for (const api of ["full", "2212"] as const) {
    it(`reads every parameter-free GET of 2212 from the ${api} profile: 200, documented shape`, async () => {
      // No exchange checker: this test is its own, and holds every answer against the closed schemas.
      const pod = createEmulator({ api, openApiContract: contract, exchangeChecker: null });
      const { reads, filtered, problems, extraFields } = await readEverything(
        pod,
        openApi,
        contract,
        api === "full",
      );
      console.log(
        `${api} profile: ${reads} reads, ${filtered} filtered lists, ${extraFields} extra fields in answers`,
      );
      expect(problems).toEqual([]);
      if (api === "2212") expect(extraFields).toBe(0);
      expect(filtered).toBeGreaterThan(10);
    }, 120_000);
  }

  it("a held user list needs FORENSICS on Local Root: readonly and inventory get 403", async () => {
    const pod = createEmulator({ exchangeChecker: null });
    const statusOf = async (username: string) => {
      const client = new PodClient(pod);
      await client.signIn(username);
      return (await client.get("/external/v1/ad-users-or-groups/held-users-or-groups")).status;
    };
    expect(await statusOf("admin")).toBe(200);
    expect(await statusOf("readonly")).toBe(403);
    expect(await statusOf("inventory")).toBe(403);
  });
});
