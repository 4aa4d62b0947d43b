import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import type { AuditEventRecord } from "../../server/emulator/data/inventory-types";
import { DELEGATED_ADMINS_GROUP_SID } from "../../server/emulator/data/seed-directory";
import { helpdeskActivity } from "../../server/emulator/inventory/helpdesk-activity";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import {
  FULL_ADMIN,
  type TestCaller,
  createInventoryTestApp,
} from "../../server/emulator/inventory/test-app";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

// What administrators change is on record: each accepted change writes the Horizon Console audit event a
// real pod writes (who, what, which object), written once by the audit trail in front of the routes; a
// refused change or a bulk action's refused items write nothing.

type Listed = Omit<AuditEventRecord, "node">;

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};
const SALES_ONLY: TestCaller = {
  username: "inventory",
  privileges: {
    [SALES_ACCESS_GROUP_ID]: [
      "POOL_VIEW",
      "MACHINE_VIEW",
      "MACHINE_MAINTENANCE",
      "MACHINE_MANAGE_VDI_SESSION",
    ],
  },
};

function newEvents(before: number, events: readonly AuditEventRecord[]): AuditEventRecord[] {
  return events.slice(0, events.length - before);
}

describe("the audit trail of inventory changes", () => {
  it("records a pool's edit and deletion with the administrator and the pool, and lists them", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all.find(
      (candidate) =>
        candidate.type === "MANUAL" &&
        !emulator.store.applicationPools.all.some((app) => app.desktop_pool_id === candidate.id),
    );
    if (!pool) throw new Error("the seed has a manual pool without applications");
    const before = emulator.store.auditEvents.length;
    const edit = await emulator.request("PUT", `/rest/inventory/v1/desktop-pools/${pool.id}`, {
      body: {
        display_name: pool.display_name,
        enabled: false,
        cloud_assigned: false,
        cloud_managed: false,
        display_assigned_machine_name: false,
        display_machine_alias: false,
        enable_client_restrictions: false,
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(204);
    const removal = await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool.id}`);
    expect(removal.status, await removal.clone().text()).toBe(204);

    const written = newEvents(before, emulator.store.auditEvents);
    expect(written.map((event) => event.type)).toEqual(["ADMIN_DESKTOP_DELETED", "ADMIN_DESKTOP_EDITED"]);
    for (const event of written) {
      expect(event).toMatchObject({
        severity: "AUDIT_SUCCESS",
        module: "Admin",
        desktop_pool_name: pool.name,
      });
      expect(event.message).toContain("\\admin");
      expect(event.message).toContain(pool.name);
    }
    const listed = await emulator.request(
      "GET",
      `/rest/external/v1/audit-events?page=1&size=5&filter=${encodeURIComponent(
        JSON.stringify({ type: "Equals", name: "type", value: "ADMIN_DESKTOP_EDITED" }),
      )}`,
    );
    const rows = (await listed.json()) as Listed[];
    expect(rows[0]).toMatchObject({ type: "ADMIN_DESKTOP_EDITED", desktop_pool_name: pool.name });
  });

  it("writes nothing for a refused change", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all[0];
    if (!pool) throw new Error("the seed has pools");
    const before = emulator.store.auditEvents.length;
    const refused = await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${pool.id}`, {
      caller: READONLY,
    });
    expect(refused.status).toBe(403);
    expect(emulator.store.auditEvents).toHaveLength(before);
  });

  it("records maintenance mode per machine done, not the machines a bulk action refused", async () => {
    const emulator = createInventoryTestApp();
    const machines = emulator.store.machines.all.filter((machine) => machine.state === "AVAILABLE");
    const inSales = machines.find((machine) => machine.access_group_id === SALES_ACCESS_GROUP_ID);
    const elsewhere = machines.find((machine) => machine.access_group_id !== SALES_ACCESS_GROUP_ID);
    if (!inSales || !elsewhere) throw new Error("the seed has available machines in and out of Sales");
    const before = emulator.store.auditEvents.length;
    const response = await emulator.request("POST", "/rest/inventory/v1/machines/action/enter-maintenance", {
      caller: SALES_ONLY,
      body: [inSales.id, elsewhere.id],
    });
    expect(response.status).toBe(200);
    const written = newEvents(before, emulator.store.auditEvents);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      type: "ADMIN_MACHINE_MAINTENANCE_ENTERED",
      machine_id: inSales.id,
      machine_dns_name: inSales.dns_name,
    });
    expect(written[0]?.message).toContain(inSales.name);
  });

  it("records log off and disconnect with the session's machine, naming whose session it was", async () => {
    const emulator = createInventoryTestApp();
    const connected = emulator.store.sessions.all.filter(
      (session) => session.session_state === "CONNECTED" && session.machine_id,
    );
    const [first, second] = connected;
    if (!first || !second) throw new Error("the seed has connected sessions on machines");
    const before = emulator.store.auditEvents.length;
    expect(
      (await emulator.request("POST", "/rest/inventory/v1/sessions/action/disconnect", { body: [first.id] }))
        .status,
    ).toBe(200);
    expect(
      (await emulator.request("POST", "/rest/inventory/v1/sessions/action/logoff", { body: [second.id] }))
        .status,
    ).toBe(200);
    const written = newEvents(before, emulator.store.auditEvents);
    expect(written.map((event) => event.type)).toEqual(["ADMIN_SESSION_LOGOFF", "ADMIN_SESSION_DISCONNECT"]);
    expect(written[0]?.machine_id).toBe(second.machine_id);
    expect(written[1]?.machine_id).toBe(first.machine_id);
    const user = emulator.store.adUsersOrGroups.get(second.user_id);
    expect(written[0]?.message).toContain(user?.login_name ?? second.user_id);
  });

  it("records each user entitled to and removed from a pool, not the ones refused", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all[0];
    const user = emulator.store.adUsersOrGroups.all.find(
      (candidate) =>
        !candidate.group &&
        !emulator.store.entitlements.all.some(
          (entitlement) =>
            entitlement.resource_id === pool?.id && entitlement.user_or_group_id === candidate.id,
        ),
    );
    if (!pool || !user) throw new Error("the seed has a pool and a user not entitled to it");
    const before = emulator.store.auditEvents.length;
    const spec = [{ id: pool.id, ad_user_or_group_ids: [user.id, "S-1-5-21-unknown"] }];
    expect(
      (await emulator.request("POST", "/rest/entitlements/v1/desktop-pools", { body: spec })).status,
    ).toBe(200);
    expect(
      (
        await emulator.request("DELETE", "/rest/entitlements/v1/desktop-pools", {
          body: [{ id: pool.id, ad_user_or_group_ids: [user.id] }],
        })
      ).status,
    ).toBe(200);
    const written = newEvents(before, emulator.store.auditEvents);
    expect(written.map((event) => event.type)).toEqual([
      "ADMIN_REMOVE_DESKTOP_ENTITLEMENT",
      "ADMIN_ADD_DESKTOP_ENTITLEMENT",
    ]);
    for (const event of written) {
      expect(event.desktop_pool_name).toBe(pool.name);
      expect(event.message).toContain(user.login_name);
    }
  });
});

describe("the audit trail of roles and permissions", () => {
  it("records a role's creation, update and removal and a permission granted and taken back", async () => {
    const emulator = createEmulator({ exchangeChecker: null });
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const eventsOfType = async (type: string) => {
      const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "type", value: type }));
      const response = await client.rest(
        "GET",
        `/rest/external/v1/audit-events?page=1&size=10&filter=${filter}`,
        token,
      );
      return (await response.json()) as Listed[];
    };

    const created = await client.rest("POST", "/rest/config/v1/roles", token, {
      body: { name: "Night-shift", description: "", privileges: ["POOL_ENABLE"] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const roleId = (created.headers.get("Location") ?? "").split("/").pop() ?? "";
    const updated = await client.rest("PUT", `/rest/config/v1/roles/${roleId}`, token, {
      body: { description: "Nights", privileges: ["POOL_ENABLE", "MACHINE_REBOOT"] },
    });
    expect(updated.status, await updated.clone().text()).toBe(204);
    const granted = await client.rest("POST", "/rest/config/v1/permissions", token, {
      body: [
        {
          ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
          role_id: roleId,
          local_access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
        },
        {
          ad_user_or_group_id: "not-a-sid",
          role_id: roleId,
          local_access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
        },
      ],
    });
    expect(granted.status).toBe(200);
    const [grant] = (await granted.json()) as { id: string }[];
    const revoked = await client.rest("DELETE", "/rest/config/v1/permissions", token, { body: [grant?.id] });
    expect(revoked.status).toBe(200);
    const removed = await client.rest("DELETE", `/rest/config/v1/roles/${roleId}`, token);
    expect(removed.status, await removed.clone().text()).toBe(204);

    for (const type of ["ADMIN_ROLE_ADDED", "ADMIN_ROLE_UPDATED", "ADMIN_ROLE_REMOVED"]) {
      const [event] = await eventsOfType(type);
      expect(event?.message).toBe(
        `EXAMPLE\\admin ${{ ADMIN_ROLE_ADDED: "added", ADMIN_ROLE_UPDATED: "updated", ADMIN_ROLE_REMOVED: "removed" }[type]} role Night-shift`,
      );
    }
    // The second spec was refused: one grant, one removal.
    expect(await eventsOfType("ADMIN_PERMISSION_ADDED")).toHaveLength(1);
    const [removal] = await eventsOfType("ADMIN_PERMISSION_REMOVED");
    expect(removal?.message).toContain("Night-shift");
  });
});

describe("help desk actions", () => {
  it("go to the help desk activity and the audit events alike, refused sessions to neither", async () => {
    const store = InventoryStore.create({
      scale: "federation",
      now: Date.UTC(2026, 10, 22),
      globalSessions: 200,
    });
    const emulator = createInventoryTestApp({ store });
    const session = store.globalSessions.all.find((candidate) => candidate.session_state === "CONNECTED");
    if (!session) throw new Error("the federation seed has connected global sessions");
    const activityBefore = helpdeskActivity(store).length;
    const eventsBefore = store.auditEvents.length;
    const response = await emulator.request("POST", "/rest/inventory/v1/global-sessions/action/logoff", {
      caller: FULL_ADMIN,
      body: [{ pod_id: session.pod_id, ids: [session.id, "no-such-session"] }],
    });
    expect(response.status).toBe(200);
    expect(helpdeskActivity(store)).toHaveLength(activityBefore + 1);
    expect(helpdeskActivity(store)[0]).toMatchObject({ action: "LOGOFF", sessionId: session.id });
    const written = newEvents(eventsBefore, store.auditEvents);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      type: "ADMIN_SESSION_LOGOFF",
      machine_dns_name: session.machine_or_rds_server_dns_name,
    });
  });
});

describe("the API layer's events (module Vlsi)", () => {
  const FEDERATION_ADMIN: TestCaller = {
    username: "admin",
    privileges: {
      ...FULL_ADMIN.privileges,
      [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_VIEW", "FEDERATED_LDAP_MANAGE"],
    },
  };

  it("records a push image scheduled and cancelled, an RDS host disabled and a global entitlement edited", async () => {
    const store = InventoryStore.create({
      scale: "federation",
      now: Date.UTC(2026, 10, 22),
      globalSessions: 200,
    });
    const emulator = createInventoryTestApp({ store });
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await emulator.request(method, path, { caller: FEDERATION_ADMIN, body });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    };
    const pool = store.desktopPools.all.find(
      (candidate) => candidate.type === "AUTOMATED" && candidate.source === "INSTANT_CLONE",
    );
    const host = store.rdsServers.all.find((candidate) => candidate.enabled);
    const entitlement = store.globalEntitlements.all.find((candidate) => candidate.kind === "DESKTOP");
    if (!pool || !host || !entitlement)
      throw new Error(
        "the federation seed has an instant-clone pool, an enabled host and a global entitlement",
      );
    const before = store.auditEvents.length;

    // The pool's own image again: a push needs only an image and snapshot the vCenter has.
    await send("POST", `/rest/inventory/v2/desktop-pools/${pool.id}/action/schedule-push-image`, {
      parent_vm_id: pool.provisioning_settings?.parent_vm_id,
      snapshot_id: pool.provisioning_settings?.base_snapshot_id,
      logoff_policy: "WAIT_FOR_LOGOFF",
      start_time: emulator.clock.now + 3_600_000,
    });
    await send("POST", `/rest/inventory/v1/desktop-pools/${pool.id}/action/cancel-scheduled-push-image`);
    await send("PUT", `/rest/inventory/v1/rds-servers/${host.id}`, {
      enabled: false,
      max_sessions_type_configured: host.max_sessions_type_configured,
    });
    const settings = entitlement;
    await send("PUT", `/rest/inventory/v1/global-desktop-entitlements/${entitlement.id}`, {
      name: settings.name,
      display_name: settings.display_name,
      description: "Edited",
      federated_access_group_id: settings.federated_access_group_id,
      enabled: settings.enabled,
      scope: settings.scope,
      require_home_site: settings.require_home_site,
      use_home_site: settings.use_home_site,
      multiple_session_auto_clean: settings.multiple_session_auto_clean,
      enable_client_restrictions: settings.enable_client_restrictions,
      default_display_protocol: settings.default_display_protocol,
      allow_multiple_sessions_per_user: settings.allow_multiple_sessions_per_user ?? false,
      cloud_managed: false,
      display_assigned_machine_name: false,
      display_machine_alias: false,
      session_collaboration_enabled: false,
    });

    const written = newEvents(before, store.auditEvents).reverse();
    expect(written.map(({ type, module, message }) => ({ type, module, message }))).toEqual([
      {
        type: "VLSI_DESKTOP_PUSH_IMAGE_SCHEDULED",
        module: "Vlsi",
        message: `EXAMPLE\\admin scheduled a push image operation in desktop ${pool.name}`,
      },
      {
        type: "VLSI_DESKTOP_PUSH_IMAGE_CANCELLED",
        module: "Vlsi",
        message: `EXAMPLE\\admin cancelled the scheduled push image operation in desktop ${pool.name}`,
      },
      {
        type: "VLSI_RDSSERVER_UPDATED",
        module: "Vlsi",
        message: `EXAMPLE\\admin updated RDSServer ${host.name}: (enabled: false)`,
      },
      {
        type: "VLSI_GE_CHANGED",
        module: "Vlsi",
        message: `EXAMPLE\\admin updated global entitlement: ${entitlement.name}.`,
      },
    ]);
    expect(written[0]?.desktop_pool_name).toBe(pool.name);
  });
});
