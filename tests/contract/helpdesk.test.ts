import { describe, expect, it } from "vitest";
import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// Global sessions filtered server-side, and the help desk activity their actions leave (HelpdeskActivityView).
// The federation store (50,000 global sessions) is seeded once and shared, in file order.
let federation: InventoryStore | undefined;
const federationStore = () =>
  (federation ??= InventoryStore.create({ scale: "federation", now: Date.UTC(2026, 10, 22) }));

const VIEWER: TestCaller = {
  username: "viewer",
  privileges: { [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_SESSIONS_VIEW"] },
};
const HELPDESK: TestCaller = {
  username: "desk",
  privileges: {
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_SESSIONS_VIEW", "FEDERATED_SESSIONS_MANAGE"],
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["HELPDESK_ADMINISTRATOR_VIEW"],
  },
};

type GlobalSession = {
  id: string;
  pod_id: string;
  user_id: string;
  session_state: string;
  session_protocol: string;
};

const query = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe("global sessions list", () => {
  it("filters one pod's sessions by state and protocol on the server, page by page", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const pod = store.pods.all[1]?.id ?? "";
    const filter = {
      type: "And",
      filters: [
        { type: "Equals", name: "session_state", value: "DISCONNECTED" },
        { type: "Equals", name: "session_protocol", value: "PCOIP" },
      ],
    };
    const expected = store.globalSessions.all.filter(
      (session) =>
        session.pod_id === pod &&
        session.session_state === "DISCONNECTED" &&
        session.session_protocol === "PCOIP",
    );
    const first = await emulator.request(
      "GET",
      `/rest/inventory/v1/global-sessions?pod_id=${pod}&size=100&${query(filter)}`,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get("HAS_MORE_RECORDS")).toBe("true");
    const rows = (await first.json()) as GlobalSession[];
    expect(rows.map((row) => row.id)).toEqual(expected.slice(0, 100).map((session) => session.id));
    const last = Math.ceil(expected.length / 100);
    const lastPage = await emulator.request(
      "GET",
      `/rest/inventory/v1/global-sessions?pod_id=${pod}&size=100&page=${last}&${query(filter)}`,
    );
    expect(lastPage.headers.get("HAS_MORE_RECORDS")).toBeNull();
    expect(((await lastPage.json()) as GlobalSession[]).length).toBe(expected.length - (last - 1) * 100);
  });

  it("finds a user's sessions whatever their pod, and a machine by part of its name", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const user = store.globalSessions.all[0]?.user_id ?? "";
    const mine = (await (
      await emulator.request("GET", `/rest/inventory/v1/global-sessions?user_id=${encodeURIComponent(user)}`)
    ).json()) as GlobalSession[];
    expect(mine.length).toBe(store.globalSessions.all.filter((session) => session.user_id === user).length);
    expect(mine.length).toBeGreaterThan(0);
    const pod = store.pods.all[0]?.id ?? "";
    const machine =
      store.globalSessions.all.find((session) => session.pod_id === pod)?.machine_or_rds_server_dns_name ??
      "";
    const prefix = machine.split(".")[0] ?? "";
    const byMachine = (await (
      await emulator.request(
        "GET",
        `/rest/inventory/v1/global-sessions?pod_id=${pod}&${query({ type: "Contains", name: "machine_or_rds_server_dns_name", value: prefix.toUpperCase() })}`,
      )
    ).json()) as { machine_or_rds_server_dns_name: string }[];
    expect(byMachine.length).toBeGreaterThan(0);
    expect(byMachine.every((row) => row.machine_or_rds_server_dns_name.startsWith(`${prefix}.`))).toBe(true);
  });

  it("refuses what the OpenAPI's call does not allow", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const [first, second] = store.pods.all;
    const list = (path: string, caller?: TestCaller) =>
      emulator.request("GET", `/rest/inventory/v1/global-sessions${path}`, caller ? { caller } : {});
    expect((await list(`?pod_id=${first?.id}&user_id=${store.globalSessions.all[0]?.user_id}`)).status).toBe(
      400,
    );
    expect((await list("?pod_id=no-such-pod")).status).toBe(404);
    const unknownField = await list(
      `?pod_id=${second?.id}&${query({ type: "Equals", name: "nope", value: 1 })}`,
    );
    expect(unknownField.status).toBe(400);
    expect((await list(`?pod_id=${second?.id}&filter=%7Bbroken`)).status).toBe(400);
    expect((await list(`?pod_id=${second?.id}`, { username: "nobody", privileges: {} })).status).toBe(403);
    expect((await list(`?pod_id=${second?.id}&size=5`, VIEWER)).status).toBe(200);
  });
});

describe("help desk activity", () => {
  it("lists each session action a help desk administrator took, newest first", async () => {
    const store = federationStore();
    const emulator = createInventoryTestApp({ store });
    const activity = async (caller: TestCaller) => {
      const response = await emulator.request("POST", "/view-vlsi/rest/v1/queryservice/query", {
        caller,
        body: { queryEntityType: "HelpdeskActivityView" },
      });
      return {
        status: response.status,
        body: (await response.json()) as { results?: { data: Record<string, unknown> }[] },
      };
    };
    const before = (await activity(HELPDESK)).body.results?.length ?? 0;
    const [connected, other] = store.globalSessions.all.filter(
      (session) => session.session_state === "CONNECTED",
    );
    await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/disconnect", {
      caller: HELPDESK,
      body: [{ pod_id: connected?.pod_id, ids: [connected?.id] }],
    });
    await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/logoff?forced=true", {
      caller: HELPDESK,
      body: [{ pod_id: other?.pod_id, ids: [other?.id, "no-such-session"] }],
    });
    const after = await activity(HELPDESK);
    expect(after.status).toBe(200);
    const rows = after.body.results ?? [];
    expect(rows.length).toBe(before + 2);
    expect(rows[0]?.data).toMatchObject({
      action: "LOGOFF",
      adminName: expect.stringContaining("desk"),
      sessionId: other?.id,
    });
    expect(rows[1]?.data).toMatchObject({ action: "DISCONNECT", sessionId: connected?.id });
    expect(String(rows[0]?.data.userName)).toContain("\\");
    const refused = await emulator.request("POST", "/view-vlsi/rest/v1/queryservice/query", {
      caller: VIEWER,
      body: { queryEntityType: "HelpdeskActivityView" },
    });
    expect(JSON.stringify(await refused.json())).toContain("InsufficientPermission");
  });
});
