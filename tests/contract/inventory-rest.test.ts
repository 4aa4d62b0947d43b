import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { describe, expect, it } from "vitest";
import {
  ENGINEERING_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import type {
  DesktopPoolRecord,
  MachineRecord,
  SessionRecord,
} from "../../server/emulator/data/inventory-types";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

const ENGINEERING_VIEWER: TestCaller = {
  username: "inventory",
  privileges: { [ENGINEERING_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW"] },
};
const NOBODY: TestCaller = { username: "nobody", privileges: {} };
const HELPDESK: TestCaller = {
  username: "helpdesk",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["MACHINE_VIEW", "MACHINE_MANAGE_VDI_SESSION"] },
};

const filterParam = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

describe("REST inventory lists", () => {
  it("pages desktop pools with HAS_MORE_RECORDS and exposes the header", async () => {
    const emulator = createInventoryTestApp();
    const total = emulator.store.desktopPools.size;
    const first = await emulator.request("GET", "/rest/inventory/v6/desktop-pools?page=1&size=10");
    expect(first.status).toBe(200);
    expect(first.headers.get("HAS_MORE_RECORDS")).toBe("true");
    expect(first.headers.get("Access-Control-Expose-Headers")).toContain("HAS_MORE_RECORDS");
    const firstItems = (await first.json()) as DesktopPoolRecord[];
    expect(firstItems).toHaveLength(10);
    const lastPage = Math.ceil(total / 10);
    const last = await emulator.request("GET", `/rest/inventory/v6/desktop-pools?page=${lastPage}&size=10`);
    // As on a real server, the last page carries no HAS_MORE_RECORDS header at all.
    expect(last.headers.get("HAS_MORE_RECORDS")).toBeNull();
    expect(((await last.json()) as unknown[]).length).toBe(total - (lastPage - 1) * 10);
    const beyond = await emulator.request(
      "GET",
      `/rest/inventory/v6/desktop-pools?page=${lastPage + 1}&size=10`,
    );
    expect(await beyond.json()).toEqual([]);
  });

  it("returns every page exactly once when walked to the end", async () => {
    const emulator = createInventoryTestApp();
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await emulator.request("GET", `/rest/inventory/v4/machines?page=${page}&size=37`);
      ids.push(...((await response.json()) as MachineRecord[]).map((machine) => machine.id));
      if (response.headers.get("HAS_MORE_RECORDS") !== "true") break;
    }
    expect(ids).toHaveLength(emulator.store.machines.size);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("caps size at 1000 and rejects page or size below 1", async () => {
    const emulator = createInventoryTestApp();
    const big = await emulator.request("GET", "/rest/inventory/v1/sessions?size=5000");
    expect(big.status).toBe(200);
    for (const query of ["page=0", "size=0", "size=-3", "page=abc"]) {
      const response = await emulator.request("GET", `/rest/inventory/v1/sessions?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        status: number;
        path: string;
        errors: { error_key: string }[];
      };
      expect(body.status).toBe(400);
      expect(body.path).toBe("/rest/inventory/v1/sessions");
      expect(body.errors[0]?.error_key).toBeTruthy();
    }
  });

  it("filters with And/Or/Not/Equals/NotEquals/Contains/StartsWith/Between on field names", async () => {
    const emulator = createInventoryTestApp();
    const sessions = emulator.store.sessions.all;
    const connected = sessions.filter((session) => session.session_state === "CONNECTED").length;
    const fetchSessions = async (filter: unknown) => {
      const response = await emulator.request(
        "GET",
        `/rest/inventory/v1/sessions?filter=${filterParam(filter)}`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as SessionRecord[];
    };
    expect(await fetchSessions({ type: "Equals", name: "session_state", value: "CONNECTED" })).toHaveLength(
      connected,
    );
    expect(
      await fetchSessions({ type: "NotEquals", name: "session_state", value: "CONNECTED" }),
    ).toHaveLength(sessions.length - connected);
    const machines = emulator.store.machines.all;
    const available = machines.filter((machine) => machine.state === "AVAILABLE").length;
    const notAvailable = await emulator.request(
      "GET",
      `/rest/inventory/v4/machines?size=1000&filter=${filterParam({
        type: "Not",
        filter: { type: "Equals", name: "state", value: "AVAILABLE" },
      })}`,
    );
    expect(((await notAvailable.json()) as unknown[]).length).toBe(machines.length - available);
    const windows = await fetchSessions({
      type: "And",
      filters: [
        { type: "Equals", name: "client_data.type", value: "WINDOWS" },
        { type: "Equals", name: "session_type", value: "DESKTOP" },
      ],
    });
    expect(windows.length).toBe(
      sessions.filter((s) => s.client_data.type === "WINDOWS" && s.session_type === "DESKTOP").length,
    );
    const either = await fetchSessions({
      type: "Or",
      filters: [
        { type: "Equals", name: "session_protocol", value: "RDP" },
        { type: "Equals", name: "session_protocol", value: "PCOIP" },
      ],
    });
    expect(either.every((s) => s.session_protocol === "RDP" || s.session_protocol === "PCOIP")).toBe(true);
    const from = sessions[10]?.start_time ?? 0;
    const between = await emulator.request(
      "GET",
      `/rest/inventory/v4/machines?size=1000&filter=${filterParam({
        type: "Between",
        name: "agent_version",
        fromValue: "2306",
        toValue: "2312",
      })}`,
    );
    expect(between.status).toBe(200);
    // SessionInfo documents And, Or, Equals, NotEquals and Contains, each field its own: a real pod refuses
    // a Not, a Between, or a Contains on a field that takes Equals only (a client's name).
    for (const undocumented of [
      { type: "Not", filter: { type: "Equals", name: "session_state", value: "CONNECTED" } },
      { type: "Between", name: "start_time", fromValue: from, toValue: from + 3_600_000 },
      { type: "Contains", name: "client_data.name", value: "a" },
    ]) {
      const refused = await emulator.request(
        "GET",
        `/rest/inventory/v1/sessions?filter=${filterParam(undocumented)}`,
      );
      expect(refused.status, JSON.stringify(undocumented)).toBe(400);
    }
    const pool = emulator.store.desktopPools.all[0];
    const pools = (await (
      await emulator.request(
        "GET",
        `/rest/inventory/v6/desktop-pools?filter=${filterParam({ type: "StartsWith", name: "name", value: pool?.name.slice(0, 4).toLowerCase() })}`,
      )
    ).json()) as DesktopPoolRecord[];
    expect(pools.map((p) => p.id)).toContain(pool?.id);
    const someIds = sessions.slice(3, 9).map((s) => s.id);
    const byIds = await fetchSessions({
      type: "Or",
      filters: someIds.map((id) => ({ type: "Equals", name: "id", value: id })),
    });
    expect(byIds.map((s) => s.id)).toEqual(someIds);
    const apps = await fetchSessions({ type: "Contains", name: "application_names", value: "excel" });
    expect(apps.every((s) => s.application_names?.some((name) => name.toLowerCase().includes("excel")))).toBe(
      true,
    );
  });

  it("rejects bad filters with 400 and a REST error body", async () => {
    const emulator = createInventoryTestApp();
    for (const filter of [
      "{not json",
      JSON.stringify({ type: "Equals", name: "no_such_field", value: "x" }),
      JSON.stringify({ type: "Bogus", name: "name", value: "x" }),
      JSON.stringify({ type: "And", filters: [] }),
      JSON.stringify({ type: "Equals", name: "name", value: { nested: true } }),
      JSON.stringify({ type: "Between", name: "start_time", fromValue: 1 }),
      JSON.stringify([1, 2]),
    ]) {
      const response = await emulator.request(
        "GET",
        `/rest/inventory/v1/sessions?filter=${encodeURIComponent(filter)}`,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { error_key: string; error_message: string }[] };
      expect(body.errors[0]?.error_message).toBeTruthy();
    }
  });

  it("sorts by sort_by/order_by and rejects unknown sort fields", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("GET", "/rest/inventory/v4/farms?sort_by=name&order_by=DESC");
    const names = ((await response.json()) as { name: string }[]).map((farm) => farm.name);
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, "en", { sensitivity: "base", numeric: true })),
    );
    const bad = await emulator.request("GET", "/rest/inventory/v4/farms?sort_by=nothing");
    expect(bad.status).toBe(400);
    const byNonFilterField = await emulator.request(
      "GET",
      "/rest/inventory/v1/rds-servers?sort_by=load_preference",
    );
    expect(byNonFilterField.status).toBe(200);
  });

  it("scopes lists to the caller's access groups and answers 403 without the privilege", async () => {
    const emulator = createInventoryTestApp();
    const scoped = (await (
      await emulator.request("GET", "/rest/inventory/v6/desktop-pools", { caller: ENGINEERING_VIEWER })
    ).json()) as DesktopPoolRecord[];
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((pool) => pool.access_group_id === ENGINEERING_ACCESS_GROUP_ID)).toBe(true);
    expect(scoped.length).toBeLessThan(emulator.store.desktopPools.size);
    const forbidden = await emulator.request("GET", "/rest/inventory/v6/desktop-pools", { caller: NOBODY });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const anonymous = await emulator.request("GET", "/rest/inventory/v6/desktop-pools", {
      caller: "anonymous",
    });
    expect(anonymous.status).toBe(401);
  });

  it("gets items by id, 404 for unknown ids and 403 outside the caller's access groups", async () => {
    const emulator = createInventoryTestApp();
    const machine = emulator.store.machines.all[0];
    const found = await emulator.request("GET", `/rest/inventory/v4/machines/${machine?.id}`);
    expect(((await found.json()) as MachineRecord).name).toBe(machine?.name);
    const missing = await emulator.request("GET", "/rest/inventory/v1/sessions/does-not-exist");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key).toBe(
      "inventory.session.not.found",
    );
    const salesPool = emulator.store.desktopPools.all.find(
      (pool) => pool.access_group_id !== ENGINEERING_ACCESS_GROUP_ID,
    );
    const outside = await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${salesPool?.id}`, {
      caller: ENGINEERING_VIEWER,
    });
    expect(outside.status).toBe(403);
  });
});

describe("REST inventory actions", () => {
  it("enables and disables a pool with POOL_ENABLE and refuses other changes without POOL_MANAGEMENT", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all.find((p) => p.enabled && p.type === "AUTOMATED");
    const enabler: TestCaller = {
      username: "enabler",
      privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_ENABLE"] },
    };
    if (!pool) throw new Error("the seed has no enabled automated pool");
    const path = `/rest/inventory/v1/desktop-pools/${pool.id}`;
    // The required fields go as read: only what differs decides the privilege.
    const body = (change: Record<string, unknown>) => poolUpdateBody(pool, change);
    expect(
      (await emulator.request("PUT", path, { caller: enabler, body: body({ enabled: false }) })).status,
    ).toBe(204);
    expect(
      (
        (await (
          await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${pool?.id}`)
        ).json()) as DesktopPoolRecord
      ).enabled,
    ).toBe(false);
    expect(
      (await emulator.request("PUT", path, { caller: enabler, body: body({ enable_provisioning: false }) }))
        .status,
    ).toBe(204);
    expect(emulator.store.desktopPools.get(pool?.id ?? "")?.enable_provisioning).toBe(false);
    expect(
      (await emulator.request("PUT", path, { caller: enabler, body: body({ display_name: "x" }) })).status,
    ).toBe(403);
    expect((await emulator.request("PUT", path, { body: body({ enabled: "yes" }) })).status).toBe(400);
    // DesktopPoolUpdateSpec requires display_name and the cloud and display flags beside enabled.
    expect((await emulator.request("PUT", path, { body: { enabled: true } })).status).toBe(400);
    expect((await emulator.request("PUT", path, { rawBody: "{broken" })).status).toBe(400);
    expect(
      (await emulator.request("PUT", "/rest/inventory/v1/desktop-pools/unknown", { body: { enabled: true } }))
        .status,
    ).toBe(404);
    expect(
      (await emulator.request("PUT", path, { caller: "anonymous", body: { enabled: true } })).status,
    ).toBe(401);
  });

  it("deletes a pool with POOL_MANAGEMENT, removing its machines", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all.find(
      (p) => p.type !== "RDS" && !emulator.store.applicationPools.all.some((a) => a.desktop_pool_id === p.id),
    );
    const viewer: TestCaller = {
      username: "viewer",
      privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_ENABLE"] },
    };
    expect(
      (await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool?.id}`, { caller: viewer }))
        .status,
    ).toBe(403);
    expect((await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool?.id}`)).status).toBe(
      204,
    );
    expect(emulator.store.desktopPools.get(pool?.id ?? "")).toBeUndefined();
    expect(emulator.store.machines.all.some((machine) => machine.desktop_pool_id === pool?.id)).toBe(false);
    expect((await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool?.id}`)).status).toBe(
      404,
    );
  });

  it("runs session bulk actions with a result per id", async () => {
    const emulator = createInventoryTestApp();
    const connected = emulator.store.sessions.all.find(
      (s) => s.session_state === "CONNECTED" && s.machine_id,
    );
    const disconnected = emulator.store.sessions.all.find((s) => s.session_state === "DISCONNECTED");
    const response = await emulator.request("POST", "/rest/inventory/v1/sessions/action/disconnect", {
      caller: HELPDESK,
      body: [connected?.id, disconnected?.id, "unknown-session"],
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as {
      id: string;
      status_code: number;
      errors?: { error_key: string }[];
    }[];
    expect(results.map((r) => r.status_code)).toEqual([200, 400, 404]);
    expect(emulator.store.sessions.get(connected?.id ?? "")?.session_state).toBe("DISCONNECTED");
    const machine = emulator.store.machines.get(connected?.machine_id ?? "");
    expect(machine?.state).toBe("DISCONNECTED");

    const logoff = await emulator.request("POST", "/rest/inventory/v1/sessions/action/logoff", {
      caller: HELPDESK,
      body: [connected?.id],
    });
    expect(((await logoff.json()) as { status_code: number }[])[0]?.status_code).toBe(200);
    expect(emulator.store.sessions.get(connected?.id ?? "")).toBeUndefined();
    expect(emulator.store.machines.get(connected?.machine_id ?? "")?.state).toBe("AVAILABLE");
  });

  it("requires MACHINE_REBOOT for session reset and refuses RDS sessions per id", async () => {
    const emulator = createInventoryTestApp();
    const rdsSession = emulator.store.sessions.all.find((s) => s.rds_server_id);
    const vmSession = emulator.store.sessions.all.find((s) => s.machine_id);
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v1/sessions/action/reset", {
          caller: HELPDESK,
          body: [vmSession?.id],
        })
      ).status,
    ).toBe(403);
    const response = await emulator.request("POST", "/rest/inventory/v1/sessions/action/reset", {
      body: [vmSession?.id, rdsSession?.id],
    });
    expect(((await response.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([
      200, 400,
    ]);
  });

  it("validates send-message and answers per session", async () => {
    const emulator = createInventoryTestApp();
    const connected = emulator.store.sessions.all.find((s) => s.session_state === "CONNECTED");
    const path = "/rest/inventory/v1/sessions/action/send-message";
    expect(
      (await emulator.request("POST", path, { body: { message: "", message_type: "INFO", session_ids: [] } }))
        .status,
    ).toBe(400);
    expect(
      (
        await emulator.request("POST", path, {
          body: { message: "Hi", message_type: "LOUD", session_ids: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await emulator.request("POST", path, {
          body: { message: "Hi", message_type: "INFO", session_ids: "x" },
        })
      ).status,
    ).toBe(400);
    const response = await emulator.request("POST", path, {
      body: {
        message: "Maintenance at 18:00",
        message_type: "WARNING",
        session_ids: [connected?.id, "nope"],
      },
    });
    expect(((await response.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([
      200, 404,
    ]);
  });

  it("puts machines into and out of maintenance with per-id errors", async () => {
    const emulator = createInventoryTestApp();
    const available = emulator.store.machines.all.find((m) => m.state === "AVAILABLE");
    const enter = await emulator.request("POST", "/rest/inventory/v1/machines/action/enter-maintenance", {
      body: [available?.id, "missing"],
    });
    expect(((await enter.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([200, 404]);
    expect(emulator.store.machines.get(available?.id ?? "")?.state).toBe("MAINTENANCE");
    const again = await emulator.request("POST", "/rest/inventory/v1/machines/action/enter-maintenance", {
      body: [available?.id],
    });
    expect(((await again.json()) as { status_code: number }[])[0]?.status_code).toBe(400);
    await emulator.request("POST", "/rest/inventory/v1/machines/action/exit-maintenance", {
      body: [available?.id],
    });
    expect(emulator.store.machines.get(available?.id ?? "")?.state).toBe("AVAILABLE");
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v1/machines/action/restart", {
          caller: HELPDESK,
          body: [available?.id],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v1/machines/action/restart", {
          body: { not: "a list" },
        })
      ).status,
    ).toBe(400);
  });

  it("keeps mutations across snapshot() and restore()", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all[0];
    if (!pool) throw new Error("the seed has no pool");
    await emulator.request("PUT", `/rest/inventory/v1/desktop-pools/${pool.id}`, {
      body: poolUpdateBody(pool, { display_name: "Renamed pool" }),
    });
    const copy = InventoryStore.create({ scale: "small", now: 0 });
    copy.restore(JSON.stringify(emulator.store.snapshot()));
    expect(copy.desktopPools.get(pool?.id ?? "")?.display_name).toBe("Renamed pool");
    expect(() => copy.restore("{}")).toThrow();
  });

  it("assigns and unassigns users on dedicated machines with a result per user", async () => {
    const emulator = createInventoryTestApp();
    const dedicated = emulator.store.desktopPools.all.find((pool) => pool.user_assignment === "DEDICATED");
    const machine = emulator.store.machines.all.find(
      (m) => m.desktop_pool_id === dedicated?.id && m.user_ids.length === 0,
    );
    const user = emulator.store.adUsersOrGroups.all.find((record) => !record.group);
    const group = emulator.store.adUsersOrGroups.all.find((record) => record.group);
    const path = `/rest/inventory/v1/machines/${machine?.id}/action/assign-users`;
    const assigned = await emulator.request("POST", path, { body: [user?.id, group?.id, "S-1-unknown"] });
    expect(((await assigned.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([
      200, 400, 404,
    ]);
    expect(emulator.store.machines.get(machine?.id ?? "")?.user_ids).toEqual([user?.id]);
    const unassigned = await emulator.request(
      "POST",
      `/rest/inventory/v1/machines/${machine?.id}/action/unassign-users`,
      {
        body: [user?.id, user?.id],
      },
    );
    expect(((await unassigned.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([
      200, 400,
    ]);
    expect((await emulator.request("POST", path, { caller: HELPDESK, body: [user?.id] })).status).toBe(403);
    expect(
      (await emulator.request("POST", "/rest/inventory/v1/machines/none/action/assign-users", { body: [] }))
        .status,
    ).toBe(404);
  });

  it("updates and deletes RDS hosts", async () => {
    const emulator = createInventoryTestApp();
    const idle = emulator.store.rdsServers.all.find((server) => server.session_count === 0);
    const busy = emulator.store.rdsServers.all.find((server) => server.session_count > 0);
    const path = `/rest/inventory/v1/rds-servers/${idle?.id}`;
    expect(
      (
        await emulator.request("PUT", path, {
          body: { enabled: false, max_sessions_type_configured: "UNLIMITED" },
        })
      ).status,
    ).toBe(204);
    expect(emulator.store.rdsServers.get(idle?.id ?? "")?.enabled).toBe(false);
    expect(
      (
        await emulator.request("PUT", path, {
          body: { enabled: true, max_sessions_type_configured: "LIMITED" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await emulator.request("PUT", path, {
          caller: HELPDESK,
          body: { enabled: true, max_sessions_type_configured: "UNLIMITED" },
        })
      ).status,
    ).toBe(403);
    expect((await emulator.request("DELETE", `/rest/inventory/v1/rds-servers/${busy?.id}`)).status).toBe(409);
    expect((await emulator.request("DELETE", path)).status).toBe(204);
    expect((await emulator.request("DELETE", path)).status).toBe(404);
  });
});
