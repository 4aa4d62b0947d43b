import { poolUpdateBody } from "../support/desktop-pool-update-body";
// Issue 11, parts 2 and 3: hostile input gets a 4xx with a JSON error (never a 500 or an empty body),
// and REST lists send HAS_MORE_RECORDS the way a real server does.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startKeyAgreement } from "../../src/core/crypto/key-agreement";
import { createConsoleServer } from "../../server/console-server";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { MAX_HEADER_BYTES, startNodeServer } from "../../server/http/node-server";

interface ErrorBody {
  errors: { error_key: string; error_message: string }[];
}

/** A 4xx answer with a JSON error body naming an error key; returns that key. */
async function expectJsonError(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  const body = (await response.json()) as ErrorBody;
  expect(body.errors[0]?.error_key).toEqual(expect.any(String));
  return body.errors[0]?.error_key ?? "";
}

describe("a key-agreement identifier over 1 KB", () => {
  it.each(["/rest/key-agreement", "/view-vlsi/rest/v1/AuthenticationManager/generateKeyMaterial"])(
    "is a 400 on %s, unauthenticated",
    async (path) => {
      const client = new EmulatorClient(createEmulator());
      const { request } = await startKeyAgreement();
      const response = await client.send("POST", path, {
        body: { ...request, identifier: "x".repeat(1200) },
      });
      expect(await expectJsonError(response, 400)).toBe("auth.key_agreement.invalid");
      // The normal identifier still agrees.
      expect((await client.send("POST", path, { body: request })).status).toBe(200);
    },
  );
});

describe("query entity types named after Object.prototype members", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "%s is an InvalidArgument fault on every query route",
    async (name) => {
      const client = new EmulatorClient(createEmulator());
      const session = await client.viewLogin("admin");
      for (const route of ["query", "create", "getcount"]) {
        for (const field of ["queryEntityType", "entityType"]) {
          const response = await client.view("POST", `queryservice/${route}`, session, {
            body: { [field]: name },
          });
          expect(await expectJsonError(response, 400)).toBe("InvalidArgument");
        }
      }
    },
  );
});

describe("REST sort_by naming inherited properties", () => {
  it.each(["constructor", "__proto__", "toString", "client_data.constructor"])(
    "sort_by=%s is a 400 like any unknown field",
    async (field) => {
      const client = new EmulatorClient(createEmulator());
      const { access_token: token } = await client.restLogin("admin");
      for (const path of ["/rest/inventory/v1/sessions", "/rest/inventory/v6/desktop-pools"]) {
        const response = await client.rest("GET", `${path}?sort_by=${encodeURIComponent(field)}`, token);
        expect(await expectJsonError(response, 400)).toBe("invalid.sort");
      }
    },
  );
});

describe("URLs and header blocks over 16 KB on the Node server", () => {
  let origin = "";
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    const emulator = createEmulator();
    // The console server in front of the emulator, as `npm start` serves them in one process.
    const app = createConsoleServer({ distDir: "/nonexistent", api: (request) => emulator.fetch(request) });
    const server = await new Promise<ReturnType<typeof startNodeServer>>((resolve) => {
      const started = startNodeServer(app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => {
      server.close();
      if ("closeAllConnections" in server) server.closeAllConnections();
    };
  });
  afterAll(() => stop());

  it("answers a URL over the limit with 414 and a JSON error", async () => {
    const response = await fetch(
      `${origin}/rest/inventory/v1/sessions?filter=${"a".repeat(MAX_HEADER_BYTES)}`,
    );
    expect(await expectJsonError(response, 414)).toBe("request.uri.too_long");
  });

  it("answers headers over the limit with 431 and a JSON error in each API generation's shape", async () => {
    const rest = await fetch(`${origin}/rest/login`, {
      headers: { "X-Padding": "b".repeat(MAX_HEADER_BYTES) },
    });
    expect(await expectJsonError(rest, 431)).toBe("request.header.too_large");
    const view = await fetch(`${origin}/view-vlsi/rest/v1/login`, {
      headers: { Cookie: `JSESSIONID=${"c".repeat(MAX_HEADER_BYTES)}` },
    });
    expect(view.status).toBe(431);
    expect(((await view.json()) as { fault?: string }).fault).toBe("InvalidRequest");
  });

  it("keeps serving requests under the limit", async () => {
    const response = await fetch(`${origin}/rest/login`, { headers: { "X-Padding": "d".repeat(8000) } });
    expect(await expectJsonError(response, 401)).toBeTruthy();
  });

  it("answers a body over 1 MiB with 413 and a JSON error", async () => {
    const response = await fetch(`${origin}/rest/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "e".repeat(1024 * 1024 + 10), password: "x", domain: "EXAMPLE" }),
    });
    expect(await expectJsonError(response, 413)).toBe("request.body.too_large");
  });
});

describe("text fields without a length limit", () => {
  it("refuses a 1,000,000-character pool description and keeps the old one", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const pools = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools?size=1", token)
    ).json()) as {
      id: string;
      description?: string;
    }[];
    const pool = pools[0];
    const path = `/rest/inventory/v1/desktop-pools/${pool?.id ?? ""}`;
    if (!pool) throw new Error("the seed has no pool");
    const refused = await client.rest("PUT", path, token, {
      body: poolUpdateBody(pool, { description: "x".repeat(1_000_000) }),
    });
    expect(await expectJsonError(refused, 400)).toBe("invalid.request.body");
    const after = (await (
      await client.rest("GET", `/rest/inventory/v6/desktop-pools/${pool.id}`, token)
    ).json()) as { description?: string };
    expect(after.description).toBe(pool?.description);
    // The OpenAPI's limit itself is accepted.
    expect(
      (
        await client.rest("PUT", path, token, {
          body: poolUpdateBody(pool, { description: "y".repeat(1024) }),
        })
      ).status,
    ).toBe(204);
  });

  it("refuses an over-long session message and access group description", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token: token } = await client.restLogin("admin");
    const message = await client.rest("POST", "/rest/inventory/v1/sessions/action/send-message", token, {
      body: { message: "m".repeat(1025), message_type: "INFO", session_ids: ["any"] },
    });
    expect(await expectJsonError(message, 400)).toBe("request.field.too_long");
    const session = await client.viewLogin("admin");
    const group = await client.view("POST", "AccessGroup/Create", session, {
      body: { base: { name: "Long", description: "d".repeat(401) } },
    });
    expect(await expectJsonError(group, 400)).toBe("request.field.too_long");
    const login = await client.send("POST", "/rest/login", {
      body: { username: "u".repeat(5000), password: "vdc-demo", domain: "EXAMPLE" },
    });
    expect(await expectJsonError(login, 400)).toBe("request.field.too_long");
  });
});

describe("HAS_MORE_RECORDS as a real server sends it", () => {
  it("is present while more pages follow and absent on the last page, so paging while present ends", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token: token } = await client.restLogin("admin");
    const ids: string[] = [];
    let requests = 0;
    for (let page = 1; requests < 100; page += 1) {
      requests += 1;
      const response = await client.rest("GET", `/rest/inventory/v1/sessions?size=40&page=${page}`, token);
      ids.push(...((await response.json()) as { id: string }[]).map((session) => session.id));
      const header = response.headers.get("HAS_MORE_RECORDS");
      if (header === null) break;
      expect(header).toBe("true");
    }
    expect(requests).toBeLessThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    const all = (await (await client.rest("GET", "/rest/inventory/v1/sessions", token)).json()) as unknown[];
    expect(ids).toHaveLength(all.length);
  });
});
