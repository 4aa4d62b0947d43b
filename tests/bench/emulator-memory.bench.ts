// Pod emulator memory, measured after full garbage collections: heap retained per open query cursor at
// large scale (200 never-deleted cursors over 12,000 session rows, plain, sorted and filtered; 60 more with
// the inventory changing before each), and the heap 1,000 failed sign-ins with 1 MB names leave behind.
import { expect, it } from "vitest";
import { heapAfterGc } from "../support/heap";
import { createConsoleServer } from "../../server/console-server";
import { createEmulator } from "../../server/emulator/emulator";
import { MAX_BODY_BYTES } from "../../server/http/body-limit";
import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { EmulatorClient, type ViewSession } from "../../server/emulator/testing/emulator-client";
import { recordFigures } from "./support/figures";

const PLAIN = { queryEntityType: "SessionLocalSummaryView", maxPageSize: 100 };
const BODIES = [
  PLAIN,
  { ...PLAIN, sortBy: "namesData.userName" },
  PLAIN,
  { ...PLAIN, filter: { type: "StartsWith", memberName: "namesData.userName", value: "EXAMPLE" } },
  PLAIN,
];

it("measures heap per open query cursor at large scale", async () => {
  const emulator = createEmulator({ scale: "large" });
  const client = new EmulatorClient(emulator);
  const sessions: ViewSession[] = [];
  for (let index = 0; index < 40; index += 1)
    sessions.push(await client.viewLogin(index % 2 === 0 ? "readonly" : "admin"));
  const before = heapAfterGc();
  for (const session of sessions) {
    for (const body of BODIES) {
      const response = await client.view("POST", "queryservice/create", session, { body });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  }
  const cursors = emulator.inspect.openQueryCount();
  expect(cursors).toBe(200);
  const retained = heapAfterGc() - before;
  recordFigures([
    {
      group: "emulator",
      metric: "memory per open cursor (large, 200 cursors)",
      value: Math.round(retained / cursors / 1024),
      unit: "KB",
      target: "< 160 (a copy was 6,400)",
    },
    {
      group: "emulator",
      metric: "heap held by 200 open cursors (large)",
      value: Math.round(retained / 1024 / 1024),
      unit: "MB",
    },
  ]);
});

it("measures heap per open query cursor at large scale with the inventory changing before each", async () => {
  const emulator = createEmulator({ scale: "large", exchangeChecker: null });
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin("admin");
  const pool = (
    (await (await client.rest("GET", "/rest/inventory/v6/desktop-pools?size=1", token)).json()) as {
      id: string;
    }[]
  )[0];
  if (!pool) throw new Error("the seed has no pool");
  const sessions: ViewSession[] = [];
  for (let index = 0; index < 12; index += 1) sessions.push(await client.viewLogin("readonly"));
  const before = heapAfterGc();
  let change = 0;
  for (const session of sessions) {
    for (let cursor = 0; cursor < 5; cursor += 1) {
      change += 1;
      const changed = await client.rest("PUT", `/rest/inventory/v1/desktop-pools/${pool.id}`, token, {
        body: poolUpdateBody(pool, { description: `change ${change}` }),
      });
      expect(changed.status).toBe(204);
      const response = await client.view("POST", "queryservice/create", session, { body: PLAIN });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  }
  const cursors = emulator.inspect.openQueryCount();
  const retained = heapAfterGc() - before;
  recordFigures([
    {
      group: "emulator",
      metric: "memory per open cursor, inventory changing (large, 60 cursors)",
      value: Math.round(retained / cursors / 1024),
      unit: "KB",
      target: "< 550 (a snapshot each was 6,400+)",
    },
  ]);
});

it(
  "measures the server's heap after 1,000 failed sign-ins with 1 MB names",
  { timeout: 600_000 },
  async () => {
    const emulator = createEmulator({ exchangeChecker: null });
    const app = createConsoleServer({ distDir: "/nonexistent", api: (request) => emulator.fetch(request) });
    const name = "x".repeat(MAX_BODY_BYTES - 1024);
    const post = (path: string, body: object) =>
      app.fetch(
        new Request(`http://127.0.0.1${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const before = heapAfterGc();
    for (let index = 0; index < 1000; index += 1) {
      const username = `${index}-${name}`;
      // Half on the portal's sign-in, half on the console's: each distinct, each refused.
      const response =
        index % 2 === 0
          ? await post("/portal/api/session", { username, password: "x" })
          : await post("/rest/login", { username, password: "x", domain: "EXAMPLE" });
      expect(response.status).toBeGreaterThanOrEqual(400);
      await response.arrayBuffer();
    }
    const retained = heapAfterGc() - before;
    recordFigures([
      {
        group: "emulator",
        metric: "heap after 1,000 failed sign-ins with 1 MB names",
        value: Math.round(retained / 1024 / 1024),
        unit: "MB",
        target: "< 16 (kept whole they were 1,000)",
      },
    ]);
  },
);

it("measures heap per sign-in session at the per-user bound's scale", async () => {
  const emulator = createEmulator({ exchangeChecker: null });
  const client = new EmulatorClient(emulator);
  const count = 4096;
  const before = heapAfterGc();
  for (let index = 0; index < count; index += 1) await client.viewLogin("admin");
  expect(emulator.inspect.sessionCount()).toBe(count);
  const retained = heapAfterGc() - before;
  recordFigures([
    {
      group: "emulator",
      metric: "memory per view session (4,096 of one account, decision 0016)",
      value: Math.round((retained / count / 1024) * 10) / 10,
      unit: "KB",
      target: "< 4",
    },
  ]);
});
