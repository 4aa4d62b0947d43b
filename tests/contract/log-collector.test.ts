import { beforeEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const BASE = "/rest/troubleshooting/v1/log-collector";
const TARGETS = `${BASE}/targets`;
const BUNDLES = `${BASE}/bundles`;
const COLLECT = `${BUNDLES}/action/collect`;
const CANCEL = `${BUNDLES}/action/cancel`;
const LEVELS = "/rest/troubleshooting/v1/log-levels";

interface Target {
  id: string;
  name: string;
  type: string;
  access_group_id: string;
}

interface Bundle {
  id: string;
  target_id: string;
  state: string;
  step: string;
  progress_percent: number;
  file_name?: string;
  size_bytes?: number;
  error_key?: string;
}

interface ItemResult {
  id: string;
  status_code: number;
  errors?: { error_key: string }[];
}

describe("log collector endpoints (the emulator's own calls)", () => {
  let emulator: Emulator;
  let client: EmulatorClient;
  const tokens = new Map<string, string>();

  async function as(user: string, method: string, path: string, body?: unknown): Promise<Response> {
    let token = tokens.get(user);
    if (token === undefined) {
      token = (await client.restLogin(user)).access_token;
      tokens.set(user, token);
    }
    return client.rest(method, path, token, body === undefined ? {} : { body });
  }

  async function json<T>(user: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await as(user, method, path, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }

  const targetsOf = (user: string, filter?: unknown) =>
    json<Target[]>(
      user,
      "GET",
      filter === undefined ? TARGETS : `${TARGETS}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
  const byType = (type: string) => ({ type: "Equals", name: "type", value: type });

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
    tokens.clear();
  });

  it("lists connection servers, machines, RDS hosts and clients, filtered by type", async () => {
    const all = await targetsOf("admin");
    expect(new Set(all.map((target) => target.type))).toEqual(
      new Set(["CONNECTION_SERVER", "MACHINE", "RDS_SERVER", "CLIENT"]),
    );
    const servers = await targetsOf("admin", byType("CONNECTION_SERVER"));
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.every((target) => target.type === "CONNECTION_SERVER")).toBe(true);
  });

  it("a collection advances step by step on the emulator's clock and its bundle downloads as a ZIP file", async () => {
    const healthy = (await targetsOf("admin", byType("CLIENT")))[0];
    if (!healthy) throw new Error("seed has no client");
    const results = await json<ItemResult[]>("admin", "POST", COLLECT, [healthy.id]);
    expect(results).toEqual([expect.objectContaining({ id: healthy.id, status_code: 200 })]);
    const bundle = async () => (await json<Bundle[]>("admin", "GET", BUNDLES))[0];
    expect(await bundle()).toMatchObject({ target_id: healthy.id, state: "RUNNING", step: "QUEUED" });
    const first = await bundle();
    expect((await as("admin", "GET", `${BUNDLES}/${first?.id}/content`)).status).toBe(400);
    emulator.clock.advance(10_000);
    expect(await bundle()).toMatchObject({ state: "RUNNING", step: "COLLECTING", progress_percent: 50 });
    emulator.clock.advance(10_000);
    const done = await bundle();
    expect(done).toMatchObject({ state: "COMPLETED", step: "DONE", progress_percent: 100 });
    const file = await as("admin", "GET", `${BUNDLES}/${done?.id}/content`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/zip");
    expect(file.headers.get("Content-Disposition")).toContain(done?.file_name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(done?.size_bytes);
    // "PK\x03\x04": a ZIP archive's first entry.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain(`target=${healthy.name}`);
  });

  it("a connection server that does not answer fails in the collecting step", async () => {
    const servers = await targetsOf("admin", byType("CONNECTION_SERVER"));
    const failing = servers.at(-1);
    if (!failing) throw new Error("no connection server");
    await json("admin", "POST", COLLECT, [failing.id]);
    emulator.clock.advance(30_000);
    const [bundle] = await json<Bundle[]>("admin", "GET", BUNDLES);
    expect(bundle).toMatchObject({
      state: "FAILED",
      step: "COLLECTING",
      error_key: "log.collector.target.unreachable",
    });
  });

  it("cancels a running collection; an ended one, a busy target and unknown ids get their own result", async () => {
    const [client1] = await targetsOf("admin", byType("CLIENT"));
    if (!client1) throw new Error("no client");
    await json("admin", "POST", COLLECT, [client1.id]);
    const again = await json<ItemResult[]>("admin", "POST", COLLECT, [client1.id, "nope"]);
    expect(again.map((item) => [item.status_code, item.errors?.[0]?.error_key])).toEqual([
      [400, "log.collector.target.busy"],
      [404, "log.collector.target.not.found"],
    ]);
    const [bundle] = await json<Bundle[]>("admin", "GET", BUNDLES);
    const cancelled = await json<ItemResult[]>("admin", "POST", CANCEL, [bundle?.id, "nope"]);
    expect(cancelled.map((item) => item.status_code)).toEqual([200, 404]);
    expect((await json<Bundle[]>("admin", "GET", BUNDLES))[0]).toMatchObject({ state: "CANCELLED" });
    const twice = await json<ItemResult[]>("admin", "POST", CANCEL, [bundle?.id]);
    expect(twice[0]?.errors?.[0]?.error_key).toBe("log.collector.bundle.not.running");
    expect((await as("admin", "GET", `${BUNDLES}/nope`)).status).toBe(404);
    expect((await as("admin", "GET", `${BUNDLES}/nope/content`)).status).toBe(404);
  });

  it("refuses malformed bodies with 400 and an error key", async () => {
    for (const body of [{ ids: [] }, [], [1]]) {
      const response = await as("admin", "POST", COLLECT, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ error_key: "invalid.request.body" }] });
    }
    const cases: [unknown, string][] = [
      [[], "log.level.list.invalid"],
      [[{ component: "KERNEL", level: "INFO" }], "log.level.component.invalid"],
      [[{ component: "AGENT", level: "LOUD" }], "log.level.invalid"],
      [
        [
          { component: "AGENT", level: "INFO" },
          { component: "AGENT", level: "DEBUG" },
        ],
        "log.level.component.duplicate",
      ],
    ];
    for (const [body, key] of cases) {
      const response = await as("admin", "PUT", LEVELS, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ error_key: key }] });
    }
  });

  it("stores log levels per component; later reads see them", async () => {
    const saved = await json<{ component: string; level: string }[]>("admin", "PUT", LEVELS, [
      { component: "AGENT", level: "DEBUG" },
    ]);
    expect(saved).toContainEqual({ component: "AGENT", level: "DEBUG" });
    expect(await json("readonly", "GET", LEVELS)).toContainEqual({ component: "AGENT", level: "DEBUG" });
  });

  it("privileges: readonly sees but may not collect, cancel, download or set levels; inventory collects only in Sales", async () => {
    expect((await targetsOf("readonly")).length).toBe((await targetsOf("admin")).length);
    expect((await as("readonly", "POST", COLLECT, ["x"])).status).toBe(403);
    expect((await as("readonly", "PUT", LEVELS, [{ component: "AGENT", level: "INFO" }])).status).toBe(403);

    const mine = await targetsOf("inventory");
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((target) => target.type))).toEqual(new Set(["MACHINE", "RDS_SERVER"]));
    expect(mine.some((target) => target.access_group_id === SALES_ACCESS_GROUP_ID)).toBe(true);
    expect((await as("inventory", "GET", LEVELS)).status).toBe(403);

    const outside = (await targetsOf("admin", byType("CONNECTION_SERVER")))[0];
    const inside = mine[0];
    const results = await json<ItemResult[]>("inventory", "POST", COLLECT, [outside?.id, inside?.id]);
    expect(results.map((item) => item.status_code)).toEqual([403, 200]);

    // admin's collection is not visible to inventory; readonly may not download it.
    const adminResult = await json<ItemResult[]>("admin", "POST", COLLECT, [outside?.id]);
    expect(adminResult[0]?.status_code).toBe(200);
    emulator.clock.advance(30_000);
    const seen = await json<Bundle[]>("inventory", "GET", BUNDLES);
    expect(seen.map((bundle) => bundle.target_id)).toEqual([inside?.id]);
    const all = await json<Bundle[]>("readonly", "GET", BUNDLES);
    expect(all).toHaveLength(2);
    expect((await as("readonly", "GET", `${BUNDLES}/${all[0]?.id}/content`)).status).toBe(403);
    expect((await as("inventory", "GET", `${BUNDLES}/${all[0]?.id}`)).status).toBe(403);
  });
});
