// Issue 11, part 1: what one caller can make the emulator hold is bounded, and cursors cost little.
import { describe, expect, it } from "vitest";
import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { heapAfterGc } from "../support/heap";
import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
} from "../../src/core/crypto/key-agreement";
import { DEFAULT_SESSION_LIMITS } from "../../server/emulator/auth/session-store";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient, type ViewSession } from "../../server/emulator/testing/emulator-client";

const QUERY = "queryservice";
const PLAIN = { queryEntityType: "SessionLocalSummaryView", maxPageSize: 100 };
/** A filter every seeded session passes, so a filtered cursor holds a position for each of 12,000 rows. */
const EVERY_USER = { type: "StartsWith", memberName: "namesData.userName", value: "EXAMPLE" };

interface ErrorBody {
  fault?: string;
  errors: { error_key: string; error_message: string }[];
}

async function openCursor(client: EmulatorClient, session: ViewSession, body: object): Promise<Response> {
  return client.view("POST", `${QUERY}/create`, session, { body });
}

async function keyAgreement(client: EmulatorClient, path = "/rest/key-agreement"): Promise<string> {
  const { request } = await startKeyAgreement();
  const response = await client.send("POST", path, { body: request });
  expect(response.status).toBe(200);
  return ((await response.json()) as { client_reference_id: string }).client_reference_id;
}

/** A REST pre-login naming a key agreement: 401 (no smart card) while it is known, 400 once it is not. */
async function referenceStatus(client: EmulatorClient, reference: string): Promise<number> {
  return (await client.send("GET", `/rest/login?client_reference_id=${reference}`)).status;
}

describe("query cursors at large scale: 200 never-deleted cursors", () => {
  it("hold a shared snapshot, not a copy of the rows each", { timeout: 120_000 }, async () => {
    const emulator = createEmulator({ scale: "large" });
    const client = new EmulatorClient(emulator);
    // Warm up: one cursor builds and shares the rows, as the first of many would; then close it.
    const warm = await client.viewLogin("admin");
    expect((await openCursor(client, warm, { queryEntityType: "SessionLocalSummaryView" })).status).toBe(200);
    await client.view("POST", `${QUERY}/deleteall`, warm);

    // 40 sessions of two administrators (each user may hold 32), five cursors each.
    const sessions: ViewSession[] = [];
    for (let index = 0; index < 40; index += 1)
      sessions.push(await client.viewLogin(index % 2 === 0 ? "readonly" : "admin"));
    const before = heapAfterGc();
    for (const session of sessions) {
      for (let cursor = 0; cursor < 5; cursor += 1) {
        // Plain, sorted (an order shared by all such cursors) and filtered (positions of its own) cursors.
        const body =
          cursor === 1
            ? { ...PLAIN, sortBy: "namesData.userName" }
            : cursor === 3
              ? { ...PLAIN, filter: EVERY_USER }
              : PLAIN;
        const response = await openCursor(client, session, body);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    expect(emulator.inspect.openQueryCount()).toBe(200);
    const retained = heapAfterGc() - before;
    // 12,000 session rows take about 6.4 MB once built; 200 copies were 1.3 GB. Shared, they cost one
    // snapshot per administrator (rows are scoped per caller), one shared sort order (48 KB) and, for
    // the 40 filtered cursors, 4 bytes a matching row each (40 x 48 KB = 1.9 MB): measured about 13 MB.
    // 32 MB leaves room for allocator noise and still fails if three cursors copied their rows.
    console.info(`200 cursors retain ${Math.round(retained / 1024)} KB`);
    expect(retained).toBeLessThan(32 * 1024 * 1024);
  });
});

describe("open queries per session", () => {
  it("refuses the sixth open query cleanly and accepts one again after a delete", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const session = await client.viewLogin("readonly");
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await openCursor(client, session, { queryEntityType: "MachineSummaryView" });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const refused = await openCursor(client, session, { queryEntityType: "MachineSummaryView" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Content-Type")).toContain("application/json");
    const body = (await refused.json()) as ErrorBody;
    expect(body.fault).toBe("InvalidRequest");
    expect(body.errors[0]?.error_key).toBe("QUERY_LIMIT_REACHED");
    expect((await client.view("GET", `${QUERY}/delete?id=${ids[0]}`, session)).status).toBe(204);
    expect((await openCursor(client, session, { queryEntityType: "MachineSummaryView" })).status).toBe(200);
  });
});

describe("view sessions per user", () => {
  it("ends the least recently used session, and its cursors, when a user signs in once too often", async () => {
    // The eviction rule at a small bound (the default's 4,096 is measured below).
    const limit = 8;
    const emulator = createEmulator({
      now: Date.UTC(2026, 0, 5),
      sessionLimits: { viewSessionsPerUser: limit },
    });
    const client = new EmulatorClient(emulator);
    const countBody = { body: { queryEntityType: "MachineSummaryView" } };
    const signIn = async () => {
      emulator.clock.advance(1000);
      return client.viewLogin("readonly");
    };
    const first = await signIn();
    const second = await signIn();
    emulator.clock.advance(1000);
    expect((await openCursor(client, second, { queryEntityType: "MachineSummaryView" })).status).toBe(200);
    // The first sign-in is used after the second's last call: the second is now the least recently used.
    emulator.clock.advance(1000);
    expect((await client.view("POST", `${QUERY}/getcount`, first, countBody)).status).toBe(200);
    for (let index = 2; index < limit; index += 1) await signIn();
    const admin = await client.viewLogin("admin");
    expect(emulator.inspect.sessionCount()).toBe(limit + 1);
    expect(emulator.inspect.openQueryCount()).toBe(1);

    await signIn();
    expect(emulator.inspect.sessionCount()).toBe(limit + 1);
    expect(emulator.inspect.openQueryCount()).toBe(0);
    const ended = await client.view("POST", `${QUERY}/getcount`, second, countBody);
    expect(ended.status).toBe(401);
    expect(((await ended.json()) as ErrorBody).errors[0]?.error_key).toBeTruthy();
    for (const live of [first, admin])
      expect((await client.view("POST", `${QUERY}/getcount`, live, countBody)).status).toBe(200);
  });
});

describe("REST sessions (refresh tokens) per user", () => {
  it("ends the least recently used token family when a user signs in once too often", async () => {
    const limit = 8;
    const emulator = createEmulator({ sessionLimits: { restSessionsPerUser: limit } });
    const client = new EmulatorClient(emulator);
    const families = [];
    for (let index = 0; index < limit; index += 1) families.push(await client.restLogin("readonly"));
    const [first, second] = families;
    // Refreshing the first family makes the second the least recently used.
    expect(
      (await client.send("POST", "/rest/refresh", { body: { refresh_token: first?.refresh_token } })).status,
    ).toBe(200);
    await client.restLogin("readonly");
    expect(emulator.inspect.sessionCount()).toBe(limit);
    const refused = await client.send("POST", "/rest/refresh", {
      body: { refresh_token: second?.refresh_token },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorBody).errors[0]?.error_key).toBe("auth.refresh_token.invalid");
    expect(
      (await client.rest("GET", "/rest/inventory/v1/machines?size=1", second?.access_token)).status,
    ).toBe(401);
    expect((await client.rest("GET", "/rest/inventory/v1/machines?size=1", first?.access_token)).status).toBe(
      200,
    );
  });
});

describe("sessions per user at the default bound (decision 0016)", () => {
  it("costs little enough per session for 4,096 per user, and one account's many users keep theirs", async () => {
    const emulator = createEmulator({ now: Date.UTC(2026, 0, 5) });
    const client = new EmulatorClient(emulator);
    // 50 administrators signing in as one account, many times each: nobody is signed out.
    const first = await client.viewLogin("admin");
    const count = 2000;
    const before = heapAfterGc();
    for (let index = 0; index < count; index += 1) {
      emulator.clock.advance(10);
      await client.viewLogin("admin");
    }
    const perSession = (heapAfterGc() - before) / count;
    // Measured about 2.5 KB a view session (its record, ids, CSRF token, place in the user's last-use
    // order and what the sign-in leaves per session); the bound, 4 KB, keeps one account's 4,096 under
    // 16 MB, and the six demo accounts' two kinds under 200 MB at the very worst.
    expect(perSession).toBeLessThan(4096);
    expect(DEFAULT_SESSION_LIMITS.viewSessionsPerUser).toBeGreaterThanOrEqual(4096);
    expect(emulator.inspect.sessionCount()).toBe(count + 1);
    const countBody = { body: { queryEntityType: "MachineSummaryView" } };
    expect((await client.view("POST", `${QUERY}/getcount`, first, countBody)).status).toBe(200);
  });
});

describe("key agreements not yet used", () => {
  it("expire after two minutes", async () => {
    const emulator: Emulator = createEmulator({ now: Date.UTC(2026, 0, 5) });
    const client = new EmulatorClient(emulator);
    const reference = await keyAgreement(client);
    emulator.clock.advance(DEFAULT_SESSION_LIMITS.keyAgreementSeconds * 1000 - 1000);
    expect(await referenceStatus(client, reference)).toBe(401);
    emulator.clock.advance(2000);
    const expired = await client.send("GET", `/rest/login?client_reference_id=${reference}`);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as ErrorBody).errors[0]?.error_key).toBe(
      "auth.client_reference_id.find.error",
    );
  });

  it("are bounded: the oldest pending one is forgotten at the bound, also through the view API", async () => {
    const client = new EmulatorClient(createEmulator({ sessionLimits: { pendingKeyAgreements: 3 } }));
    const references = [
      await keyAgreement(client),
      await keyAgreement(client, "/view-vlsi/rest/v1/AuthenticationManager/generateKeyMaterial"),
      await keyAgreement(client),
    ];
    for (const reference of references) expect(await referenceStatus(client, reference)).toBe(401);
    await keyAgreement(client);
    expect(await referenceStatus(client, references[0] ?? "")).toBe(400);
    expect(await referenceStatus(client, references[1] ?? "")).toBe(401);
  });

  it("leave the pending set once a sign-in used them", async () => {
    const client = new EmulatorClient(createEmulator());
    const { request, pending } = await startKeyAgreement();
    const agreed = (await (
      await client.send("POST", "/rest/key-agreement", { body: request })
    ).json()) as KeyAgreementResponse;
    const cipher = await completeKeyAgreement(pending, agreed);
    const reference = agreed.client_reference_id;
    expect(await referenceStatus(client, reference)).toBe(401);
    const login = await client.send("POST", `/rest/login?client_reference_id=${reference}`, {
      body: { username: "readonly", domain: "EXAMPLE", password: await encryptPassword(cipher, "vdc-demo") },
    });
    expect(login.status).toBe(200);
    expect(await referenceStatus(client, reference)).toBe(400);
  });
});

describe("query cursors at large scale with the inventory changing before each one", () => {
  it("cost their ids, not a snapshot of the rows each", { timeout: 180_000 }, async () => {
    const emulator = createEmulator({ scale: "large", exchangeChecker: null });
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const pools = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools?size=1", token)
    ).json()) as { id: string }[];
    const pool = pools[0];
    if (!pool) throw new Error("the seed has no pool");
    const change = async (index: number) => {
      const response = await client.rest("PUT", `/rest/inventory/v1/desktop-pools/${pool.id}`, token, {
        body: poolUpdateBody(pool, { description: `change ${index}` }),
      });
      expect(response.status).toBe(204);
    };
    const sessions: ViewSession[] = [];
    for (let index = 0; index < 12; index += 1) sessions.push(await client.viewLogin("readonly"));
    const before = heapAfterGc();
    let cursors = 0;
    const ids: { session: ViewSession; id: string }[] = [];
    for (const session of sessions) {
      for (let cursor = 0; cursor < 5; cursor += 1) {
        await change(cursors);
        const response = await openCursor(client, session, PLAIN);
        expect(response.status).toBe(200);
        ids.push({ session, id: ((await response.json()) as { id: string }).id });
        cursors += 1;
      }
    }
    expect(emulator.inspect.openQueryCount()).toBe(60);
    const retained = heapAfterGc() - before;
    // The first cursor, opened before 59 changes, still pages: its next rows as they are now.
    const first = ids[0];
    if (!first) throw new Error("no cursor was opened");
    const next = await client.view("GET", `${QUERY}/getnext?id=${first.id}`, first.session);
    expect(next.status).toBe(200);
    expect(((await next.json()) as { results: unknown[] }).results).toHaveLength(100);
    // Each change made the next cursor's snapshot a new one: 12,000 session rows, about 6.4 MB (the
    // issue measured 20 MB with its data). Kept per cursor, 60 of them were 380 MB or more; now a caller's
    // cursors keep one current snapshot and 12,000 ids each (96 KB): about 13 MB measured. 32 MB fails if
    // even four cursors kept a snapshot of their own.
    console.info(`60 cursors over a changing inventory retain ${Math.round(retained / 1024)} KB`);
    expect(retained).toBeLessThan(32 * 1024 * 1024);
  });
});
