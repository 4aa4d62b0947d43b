// Issue 26: 400 with a JSON error, never a 500 nor a 2xx that drops or defaults the value, for every
// malformed value, type and key. The emulator holds every documented REST write's body against the
// OpenAPI's schema (the rule the tests' exchange checker applies) before any route reads it.
import { SEED_INSTANT_CLONE_PLACEMENT } from "../support/instant-clone-placement";
import { describe, expect, it } from "vitest";
import { createOpenApiContract, UNBOUNDED_TEXT_LIMIT } from "../../server/emulator/contract/openapi-contract";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";
import { poolUpdateBody } from "../support/desktop-pool-update-body";

type Json = Record<string, unknown>;
interface ErrorBody {
  errors: { error_key: string; error_message: string }[];
}

const document = readOpenApiDocument();
if (!document) throw new Error("the schema checks need ../shared/reference/horizon-rest-openapi.yaml");
const contract = createOpenApiContract(document);

async function signedIn() {
  // No exchange checker: these requests are refusable on purpose.
  const emulator = createEmulator({ openApiContract: contract, exchangeChecker: null });
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin("admin");
  const call = async (method: string, path: string, body?: unknown, rawBody?: string) => {
    const response = await client.rest(method, path, token, {
      ...(body === undefined ? {} : { body }),
      ...(rawBody === undefined ? {} : { rawBody, headers: { "Content-Type": "application/json" } }),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, contentType: response.headers.get("Content-Type") ?? "", json };
  };
  return { emulator, call };
}

/** Hostile bodies every documented write must refuse with a 400 and the pod's error body. */
const HOSTILE_BODIES: readonly { name: string; raw: string }[] = [
  { name: "an own __proto__ key", raw: '{"__proto__":{"polluted":true}}' },
  { name: "a constructor key", raw: '{"constructor":{"prototype":{}}}' },
  { name: "an object with its own toString", raw: '{"toString":{"toString":1}}' },
  { name: "a number", raw: "12345" },
  { name: "text that is not JSON", raw: "{not json" },
];

describe("every documented REST write the emulator serves", () => {
  it("refuses hostile bodies with 400 and a JSON error, as admin (past the privilege checks)", async () => {
    const { emulator, call } = await signedIn();
    const writes = emulator.inspect
      .routes()
      .filter(({ method }) => ["POST", "PUT", "PATCH", "DELETE"].includes(method))
      .filter(({ path }) => path.startsWith("/rest/") && !/^\/rest\/(login|logout|refresh)$/.test(path))
      .map(({ method, path }) => ({ method, path: path.replace(/:[A-Za-z_]+/g, "x-unknown") }))
      .filter(({ method, path }) => {
        const matched = contract.match(method, path.slice("/rest".length));
        return matched?.operation.requestBody?.content !== undefined;
      });
    expect(writes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path } of writes) {
      for (const hostile of HOSTILE_BODIES) {
        const answer = await call(method, path, undefined, hostile.raw);
        const key = (answer.json as Partial<ErrorBody> | undefined)?.errors?.[0]?.error_key;
        // An array body of the document refuses every non-array the same way; an array with the
        // hostile object inside is held below.
        if (answer.status !== 400 || !answer.contentType.includes("application/json") || !key)
          wrong.push(
            `${method} ${path} with ${hostile.name}: ${answer.status} ${JSON.stringify(answer.json)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the values issue 26 found answered with a 500 or stored", () => {
  it("pool create: a type object with its own toString, an access group id that is a number", async () => {
    const { call } = await signedIn();
    const before = ((await call("GET", "/rest/inventory/v6/desktop-pools")).json as Json[]).length;
    for (const body of [
      { name: "Hostile-Type", type: { toString: "AUTOMATED" }, source: "INSTANT_CLONE" },
      { name: "Number-Group", type: "MANUAL", access_group_id: 12345 },
    ]) {
      const answer = await call("POST", "/rest/inventory/v1/desktop-pools", body);
      expect(answer.status).toBe(400);
      expect((answer.json as ErrorBody).errors[0]?.error_key).toBe("invalid.request.body");
    }
    expect(((await call("GET", "/rest/inventory/v6/desktop-pools")).json as Json[]).length).toBe(before);
  });

  it("pool update: settings keys named constructor, toString and __proto__", async () => {
    const { call } = await signedIn();
    const pool = ((await call("GET", "/rest/inventory/v6/desktop-pools?size=1")).json as Json[])[0];
    if (!pool) throw new Error("the seed has no pool");
    const valid = JSON.stringify(poolUpdateBody(pool, { display_name: "Changed" }));
    for (const key of ["constructor", "toString", "__proto__"]) {
      // The key at the top and inside the first nested settings object, as raw JSON (own properties).
      const hostile = valid
        .replace(/^\{/, `{"${key}":{"enabled":false},`)
        .replace(/":\{/, `":{"${key}":{"toString":1},`);
      const answer = await call(
        "PUT",
        `/rest/inventory/v1/desktop-pools/${String(pool.id)}`,
        undefined,
        hostile,
      );
      expect(answer.status).toBe(400);
      expect((answer.json as ErrorBody).errors[0]?.error_message).toContain(key);
    }
    const after = (await call("GET", `/rest/inventory/v6/desktop-pools/${String(pool?.id)}`)).json as Json;
    expect(after.display_name).toBe(pool?.display_name);
  });

  it("farm update: null settings", async () => {
    const { call } = await signedIn();
    const farm = ((await call("GET", "/rest/inventory/v4/farms")).json as Json[])[0];
    const answer = await call("PUT", `/rest/inventory/v3/farms/${String(farm?.id)}`, {
      display_name: "x",
      settings: null,
    });
    expect(answer.status).toBe(400);
  });

  it("auxiliary accounts: an object with its own toString for a name", async () => {
    const { call } = await signedIn();
    const domain = ((await call("GET", "/rest/external/v1/ad-domains")).json as Json[])[0];
    const answer = await call(
      "POST",
      `/rest/external/v1/ad-domains/${String(domain?.id)}/action/add-auxiliary-accounts`,
      [{ username: { toString: "svc" }, password: "x" }],
    );
    expect(answer.status).toBe(400);
    expect((answer.json as ErrorBody).errors[0]?.error_key).toBe("invalid.request.body");
  });

  it("a signing request for a subject with characters outside Latin-1 is made, not a 500", async () => {
    const { call } = await signedIn();
    const answer = await call("POST", "/rest/config/v1/connection-servers/action/generate-csr", {
      subject_name: "CN=cs1.example.com,L=Łódź,O=東京",
      certificate_usage: "MACHINE",
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { csr: string }).csr).toContain("BEGIN CERTIFICATE REQUEST");
  });

  it("a text longer than the document allows is refused where the schema sets no bound", async () => {
    const { call } = await signedIn();
    const long = "x".repeat(UNBOUNDED_TEXT_LIMIT + 1);
    const answer = await call("POST", "/rest/config/v1/local-access-groups", {
      name: "Long-Description",
      description: long,
    });
    expect(answer.status).toBe(400);
    expect((answer.json as ErrorBody).errors[0]?.error_message).toContain("/description");
    const groups = (await call("GET", "/rest/config/v1/local-access-groups")).json as Json[];
    expect(groups.some((group) => group.name === "Long-Description")).toBe(false);
    expect(groups.some((group) => group.id === LOCAL_ROOT_ACCESS_GROUP_ID)).toBe(true);
  });
});

describe("all-or-nothing creates", () => {
  it("a pool create whose specified names fail half-way leaves no pool and no machine behind", async () => {
    const { call } = await signedIn();
    const vcenter = ((await call("GET", "/rest/config/v2/virtual-centers")).json as Json[])[0];
    const taken = ((await call("GET", "/rest/inventory/v1/machines?size=1")).json as Json[])[0];
    const machinesBefore = ((await call("GET", "/rest/inventory/v1/machines")).json as Json[]).length;
    const create = (names: string[]) =>
      call("POST", "/rest/inventory/v1/desktop-pools", {
        name: "Half-Made",
        type: "AUTOMATED",
        source: "INSTANT_CLONE",
        user_assignment: "FLOATING",
        vcenter_id: vcenter?.id,
        naming_method: "SPECIFIED",
        specific_naming_settings: { specified_names: names.map((name) => ({ name })) },
        ...SEED_INSTANT_CLONE_PLACEMENT,
      });
    // The first two are fine; the third is an existing machine's name.
    const answer = await create(["half-01", "half-02", String(taken?.name)]);
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect((answer.json as ErrorBody).errors[0]?.error_key).toBe(
      "inventory.desktop.pool.specified.names.invalid",
    );
    const pools = (await call("GET", "/rest/inventory/v6/desktop-pools")).json as Json[];
    expect(pools.some((pool) => pool.name === "Half-Made")).toBe(false);
    const machines = (await call("GET", "/rest/inventory/v1/machines")).json as Json[];
    expect(machines).toHaveLength(machinesBefore);
    expect(machines.some((machine) => String(machine.name).startsWith("half-"))).toBe(false);
    // The same create with names all free makes the pool with exactly those machines.
    expect((await create(["half-01", "half-02"])).status).toBe(201);
    const made = ((await call("GET", "/rest/inventory/v1/machines")).json as Json[]).map((machine) =>
      String(machine.name),
    );
    expect(made.filter((name) => name.startsWith("half-")).sort()).toEqual(["half-01", "half-02"]);
  });
});

describe("linear-time input checks", () => {
  it("answers a 1 MB certificate import that is almost base64 in well under a second", async () => {
    const { call } = await signedIn();
    // A long valid run and one bad character at the end: a backtracking check would take seconds.
    for (const chain of ["QUJD".repeat(200_000) + "!", "A".repeat(262_143)]) {
      const started = performance.now();
      const answer = await call("POST", "/rest/config/v1/connection-servers/action/import-certificate", {
        certificate_usage: "MACHINE",
        format: "pem",
        certificate_chain: chain,
      });
      expect(answer.status).toBe(400);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
