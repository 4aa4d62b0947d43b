import { describe, expect, it } from "vitest";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

const NOBODY: TestCaller = { username: "nobody", privileges: {} };

// Seeding 50,000 global sessions takes a while: the federation tests share one store, in file order.
let federation: InventoryStore | undefined;
const federationStore = () =>
  (federation ??= InventoryStore.create({ scale: "federation", now: Date.UTC(2026, 10, 22) }));

describe("monitor endpoints", () => {
  it("serves every monitor list with OpenAPI status values, some of them unhealthy", async () => {
    const emulator = createInventoryTestApp();
    const statuses = async (path: string) =>
      ((await (await emulator.request("GET", path)).json()) as { status: string }[]).map(
        (item) => item.status,
      );
    expect(await statuses("/rest/monitor/v3/connection-servers")).toEqual(
      expect.arrayContaining(["OK", "ERROR"]),
    );
    expect(await statuses("/rest/monitor/v3/gateways")).toEqual(
      expect.arrayContaining(["OK", "PROBLEM", "NOT_CONTACTED"]),
    );
    expect(await statuses("/rest/monitor/farms")).toContain("OK");
    const domains = (await (await emulator.request("GET", "/rest/monitor/v3/ad-domains")).json()) as {
      connection_servers: { status: string }[];
    }[];
    expect(domains.flatMap((domain) => domain.connection_servers.map((cs) => cs.status))).toContain(
      "CANNOT_BIND",
    );
    const vcs = (await (await emulator.request("GET", "/rest/monitor/v2/virtual-centers")).json()) as {
      id: string;
      datastores: { status: string }[];
    }[];
    expect(vcs.flatMap((vc) => vc.datastores.map((ds) => ds.status))).toContain("NOT_ACCESSIBLE");
    const database = (await (await emulator.request("GET", "/rest/monitor/event-database")).json()) as {
      status: string;
      event_count: number;
    };
    expect(database.event_count).toBe(emulator.store.auditEvents.length);
    const saml = (await (await emulator.request("GET", "/rest/monitor/v2/saml-authenticators")).json()) as {
      connection_servers: { status: string }[];
    }[];
    expect(saml.flatMap((item) => item.connection_servers.map((cs) => cs.status))).toContain("ERROR");
    expect((await emulator.request("GET", `/rest/monitor/v1/virtual-centers/${vcs[0]?.id}`)).status).toBe(
      200,
    );
    expect((await emulator.request("GET", "/rest/monitor/v1/virtual-centers/none")).status).toBe(404);
    expect((await emulator.request("GET", "/rest/monitor/v3/gateways", { caller: "anonymous" })).status).toBe(
      401,
    );
  });

  it("guards pod monitoring with federation privileges", async () => {
    const emulator = createInventoryTestApp();
    expect((await emulator.request("GET", "/rest/monitor/v2/pods")).status).toBe(200);
    expect((await emulator.request("GET", "/rest/monitor/v2/pods", { caller: NOBODY })).status).toBe(403);
  });
});

describe("desktop pool metrics", () => {
  it("counts machines, connected sessions and occupied machines of the asked pools", async () => {
    const emulator = createInventoryTestApp();
    const pools = emulator.store.desktopPools.all.filter((pool) => pool.type !== "RDS").slice(0, 3);
    const query = pools.map((pool) => `ids=${pool.id}`).join("&");
    const response = await emulator.request(
      "GET",
      `/rest/monitor/v1/desktop-pools/metrics?${query}&ids=unknown`,
    );
    const metrics = (await response.json()) as {
      id: string;
      num_machines: number;
      num_connected_sessions: number;
    }[];
    expect(metrics.map((metric) => metric.id)).toEqual(pools.map((pool) => pool.id));
    for (const metric of metrics) {
      expect(metric.num_machines).toBe(
        emulator.store.machines.all.filter((m) => m.desktop_pool_id === metric.id).length,
      );
      expect(metric.num_connected_sessions).toBe(
        emulator.store.sessions.all.filter(
          (s) => s.desktop_pool_id === metric.id && s.session_state === "CONNECTED",
        ).length,
      );
    }
    expect((await emulator.request("GET", "/rest/monitor/v1/desktop-pools/metrics")).status).toBe(400);
    expect(
      (await emulator.request("GET", `/rest/monitor/v1/desktop-pools/metrics?${query}`, { caller: NOBODY }))
        .status,
    ).toBe(403);
  });
});

describe("configuration and federation lists", () => {
  it("lists vCenter Servers and gateways for configuration viewers only", async () => {
    const emulator = createInventoryTestApp();
    const vcs = (await (await emulator.request("GET", "/rest/config/v2/virtual-centers")).json()) as {
      server_name: string;
    }[];
    expect(vcs.length).toBeGreaterThan(0);
    expect((await emulator.request("GET", "/rest/config/v1/gateways", { caller: NOBODY })).status).toBe(403);
    expect(
      ((await (await emulator.request("GET", "/rest/config/v1/gateways")).json()) as unknown[]).length,
    ).toBe(emulator.store.gateways.size);
  });

  it("serves pods, sites, global entitlements and global sessions at federation scale", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const pods = (await (await emulator.request("GET", "/rest/federation/v1/pods")).json()) as {
      id: string;
      local_pod: boolean;
    }[];
    expect(pods.length).toBeGreaterThan(3);
    expect(pods.filter((pod) => pod.local_pod)).toHaveLength(1);
    const sites = (await (await emulator.request("GET", "/rest/federation/v1/sites")).json()) as unknown[];
    expect(sites.length).toBeGreaterThan(1);
    const entitlements = await emulator.request(
      "GET",
      "/rest/inventory/v2/global-desktop-entitlements?size=5",
    );
    expect(entitlements.headers.get("HAS_MORE_RECORDS")).toBe("true");
    expect(JSON.stringify(await entitlements.json())).not.toContain('"kind"');
    const podId = pods[1]?.id ?? "";
    const sessions = await emulator.request(
      "GET",
      `/rest/inventory/v1/global-sessions?pod_id=${podId}&size=1000`,
    );
    const rows = (await sessions.json()) as { pod_id: string }[];
    expect(rows).toHaveLength(1000);
    expect(rows.every((row) => row.pod_id === podId)).toBe(true);
    expect(sessions.headers.get("HAS_MORE_RECORDS")).toBe("true");
    expect((await emulator.request("GET", "/rest/inventory/v1/global-sessions")).status).toBe(400);
    expect(store.globalSessions.size).toBe(50_000);
  });
});

describe("global session actions", () => {
  it("acts per pod and per session id, with per-id errors", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const connected = store.globalSessions.all.find((session) => session.session_state === "CONNECTED");
    const disconnected = store.globalSessions.all.find(
      (session) => session.session_state === "DISCONNECTED" && session.pod_id === connected?.pod_id,
    );
    const response = await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/disconnect", {
      body: [
        { pod_id: connected?.pod_id, ids: [connected?.id, disconnected?.id, "nope"] },
        { pod_id: "no-such-pod", ids: [connected?.id] },
      ],
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as { status_code: number; details?: { status_code: number }[] }[];
    expect(results[0]?.details?.map((detail) => detail.status_code)).toEqual([200, 400, 404]);
    expect(results[1]?.status_code).toBe(404);
    expect(store.globalSessions.get(connected?.id ?? "")?.session_state).toBe("DISCONNECTED");
    const logoff = await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/logoff", {
      body: [{ pod_id: connected?.pod_id, ids: [connected?.id] }],
    });
    expect(
      ((await logoff.json()) as { details: { status_code: number }[] }[])[0]?.details[0]?.status_code,
    ).toBe(200);
    expect(store.globalSessions.get(connected?.id ?? "")).toBeUndefined();
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/logoff", {
          body: [{ ids: [] }],
        })
      ).status,
    ).toBe(400);
    const message = await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/send-message", {
      body: { message: "", message_type: "INFO", global_session_action_specs: [] },
    });
    expect(message.status).toBe(400);
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/reset", {
          caller: NOBODY,
          body: [],
        })
      ).status,
    ).toBe(403);
  });

  it("answers SessionGlobalSummaryView queries", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const pod = store.pods.all[2];
    const response = await emulator.request("POST", "/view-vlsi/rest/v1/queryservice/getcount", {
      body: {
        queryEntityType: "SessionGlobalSummaryView",
        filter: { type: "Equals", memberName: "referenceData.pod", value: pod?.id },
      },
    });
    expect(await response.json()).toBe(
      store.globalSessions.all.filter((session) => session.pod_id === pod?.id).length,
    );
  });
});

describe("audit events", () => {
  it("filters events by time, severity and module", async () => {
    const emulator = createInventoryTestApp();
    const events = emulator.store.auditEvents;
    const to = events[0]?.time ?? 0;
    const from = to - 86_400_000;
    const filter = {
      type: "And",
      filters: [
        { type: "Between", name: "time", fromValue: from, toValue: to },
        { type: "Equals", name: "severity", value: "AUDIT_SUCCESS" },
        { type: "Equals", name: "module", value: "Broker" },
      ],
    };
    const response = await emulator.request(
      "GET",
      `/rest/external/v1/audit-events?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    const rows = (await response.json()) as { time: number; severity: string; module: string }[];
    const expected = events.filter(
      (e) => e.time >= from && e.time <= to && e.severity === "AUDIT_SUCCESS" && e.module === "Broker",
    );
    expect(rows).toHaveLength(expected.length);
    expect(rows.length).toBeGreaterThan(0);
    const times = rows.map((row) => row.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("records an audit event when a pool is deleted", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all.find(
      (p) => !emulator.store.applicationPools.all.some((a) => a.desktop_pool_id === p.id),
    );
    await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool?.id}`);
    expect(emulator.store.auditEvents[0]?.message).toContain(pool?.name);
  });

  it("lists directory users and groups with group_only", async () => {
    const emulator = createInventoryTestApp();
    const groups = (await (
      await emulator.request("GET", "/rest/external/v1/ad-users-or-groups?group_only=true")
    ).json()) as {
      group: boolean;
      member_ids?: unknown;
    }[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((row) => row.group && row.member_ids === undefined)).toBe(true);
    expect(
      (await emulator.request("GET", "/rest/external/v1/ad-users-or-groups?group_only=maybe")).status,
    ).toBe(400);
  });
});

describe("seeded data", () => {
  it("is identical for the same seed and reference time", () => {
    const a = InventoryStore.create({ scale: "small", now: 1_700_000_000_000 }).snapshot();
    const b = InventoryStore.create({ scale: "small", now: 1_700_000_000_000 }).snapshot();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("contains every problem machine state the spec counts", () => {
    const store = InventoryStore.create({ scale: "small", now: 1_700_000_000_000 });
    const states = new Set(store.machines.all.map((machine) => machine.state));
    for (const state of [
      "ERROR",
      "PROVISIONING_ERROR",
      "AGENT_ERROR_STARTUP_IN_PROGRESS",
      "AGENT_UNREACHABLE",
      "AGENT_ERROR_DISABLED",
      "AGENT_ERROR_INVALID_IP",
      "AGENT_ERROR_NEEDS_REBOOT",
      "AGENT_ERROR_PROTOCOL_FAILURE",
      "AGENT_CONFIG_ERROR",
      "ALREADY_USED",
      "UNKNOWN",
      "UNASSIGNED_USER_CONNECTED",
      "UNASSIGNED_USER_DISCONNECTED",
    ]) {
      expect(states, state).toContain(state);
    }
    expect(store.rdsServers.all.map((server) => server.state)).toContain("AGENT_ERR_DOMAIN_FAILURE");
    const logins = store.adUsersOrGroups.all.map((record) => record.login_name);
    expect(logins).toEqual(expect.arrayContaining(["admin", "readonly", "helpdesk", "inventory", "custom"]));
  });
});
