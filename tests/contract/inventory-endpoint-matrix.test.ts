import { describe, expect, it } from "vitest";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

/** One inventory endpoint: a request that succeeds, whether it needs a privilege, and a request that is a 4xx. */
interface Endpoint {
  method: string;
  path: string;
  body?: unknown;
  /** False for endpoints any signed-in caller may use. */
  guarded: boolean;
  bad?: { path?: string; body?: unknown; rawBody?: string; status?: number };
}

const NOBODY: TestCaller = { username: "nobody", privileges: {} };
const VIEW = "/view-vlsi/rest/v1";
const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const BAD_FILTER = { path: `?filter=${filter({ type: "Equals", name: "zzz", value: 1 })}` };

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/rest/inventory/v6/desktop-pools", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v1/desktop-pools/{pool}",
    guarded: true,
    bad: { path: "/rest/inventory/v1/desktop-pools/none", status: 404 },
  },
  {
    method: "PUT",
    path: "/rest/inventory/v1/desktop-pools/{pool}",
    // DesktopPoolUpdateSpec's required fields beside the change.
    body: {
      display_name: "x",
      description: "x",
      enabled: true,
      cloud_assigned: false,
      cloud_managed: false,
      display_assigned_machine_name: false,
      display_machine_alias: false,
      enable_client_restrictions: false,
    },
    guarded: true,
    bad: { body: { enabled: 1 } },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/desktop-pools/{pool}/action/remove-machines",
    body: [],
    guarded: true,
    bad: { body: { ids: [] } },
  },
  { method: "GET", path: "/rest/inventory/v4/machines", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v4/machines/{machine}",
    guarded: true,
    bad: { path: "/rest/inventory/v4/machines/none", status: 404 },
  },
  {
    method: "DELETE",
    path: "/rest/inventory/v1/machines",
    body: { machine_ids: [] },
    guarded: true,
    bad: { body: { machine_ids: "x" } },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/enter-maintenance",
    body: [],
    guarded: true,
    bad: { rawBody: "[" },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/exit-maintenance",
    body: [],
    guarded: true,
    bad: { body: "x" },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/restart",
    body: [],
    guarded: true,
    bad: { body: [1] },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/reset",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/recover",
    body: [],
    guarded: true,
    bad: { body: { ids: [] } },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/rebuild",
    body: [],
    guarded: true,
    bad: { rawBody: "[" },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/{machine}/action/assign-users",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/{machine}/action/unassign-users",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  { method: "GET", path: "/rest/inventory/v5/farms", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v5/farms/{farm}",
    guarded: true,
    bad: { path: "/rest/inventory/v5/farms/none", status: 404 },
  },
  {
    method: "PUT",
    path: "/rest/inventory/v1/farms/{farm}",
    // FarmUpdateSpec's required fields (2212), with the description the update changes.
    body: {
      access_group_id: "{farmGroup}",
      description: "x",
      display_name: "Edited",
      enabled: true,
      server_error_threshold: 0,
      use_custom_script_for_load_balancing: false,
      display_protocol_settings: {
        allow_users_to_choose_protocol: true,
        default_display_protocol: "BLAST",
        session_collaboration_enabled: false,
      },
      session_settings: {
        disconnected_session_timeout_policy: "NEVER",
        empty_session_timeout_policy: "NEVER",
      },
    },
    guarded: true,
    bad: { body: { description: 5 } },
  },
  {
    method: "PUT",
    path: "/rest/inventory/v3/farms/{farm}",
    body: {
      access_group_id: "{farmGroup}",
      display_name: "Edited",
      enabled: true,
      server_error_threshold: 0,
      use_custom_script_for_load_balancing: false,
      display_protocol_settings: { default_display_protocol: "BLAST" },
      load_balancer_settings: {
        include_session_count: true,
        cpu_threshold: 0,
        memory_threshold: 0,
        load_index_threshold: 0,
        connecting_session_threshold: 0,
        disk_queue_length_threshold: 0,
        disk_read_latency_threshold: 0,
        disk_write_latency_threshold: 0,
      },
      session_settings: {
        disconnected_session_timeout_policy: "NEVER",
        empty_session_timeout_policy: "NEVER",
        session_timeout_policy: "DEFAULT",
      },
    },
    guarded: true,
    bad: { body: { display_name: "Edited" } },
  },
  { method: "GET", path: "/rest/inventory/v1/rds-servers", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v1/rds-servers/{rds}",
    guarded: true,
    bad: { path: "/rest/inventory/v1/rds-servers/none", status: 404 },
  },
  {
    method: "PUT",
    path: "/rest/inventory/v1/rds-servers/{rds}",
    body: { enabled: true, max_sessions_type_configured: "UNLIMITED" },
    guarded: true,
    bad: { body: { enabled: true } },
  },
  { method: "GET", path: "/rest/inventory/v4/application-pools", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v4/application-pools/{app}",
    guarded: true,
    bad: { path: "/rest/inventory/v4/application-pools/none", status: 404 },
  },
  {
    method: "PUT",
    path: "/rest/inventory/v1/application-pools/{app}",
    body: { enabled: true },
    guarded: true,
    bad: { body: [] },
  },
  { method: "GET", path: "/rest/inventory/v1/sessions", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v1/sessions/{session}",
    guarded: true,
    bad: { path: "/rest/inventory/v1/sessions/none", status: 404 },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/disconnect",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/logoff",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/reset",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/restart",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/send-message",
    body: { message: "Hi", message_type: "INFO", session_ids: [] },
    guarded: true,
    bad: { body: { message: "Hi" } },
  },
  { method: "GET", path: "/rest/inventory/v2/global-desktop-entitlements", guarded: true, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/inventory/v2/global-application-entitlements",
    guarded: true,
    bad: BAD_FILTER,
  },
  { method: "GET", path: "/rest/external/v1/audit-events", guarded: true, bad: BAD_FILTER },
  { method: "GET", path: "/rest/external/v1/ad-users-or-groups", guarded: false, bad: BAD_FILTER },
  {
    method: "GET",
    path: "/rest/external/v1/ad-users-or-groups/{user}",
    guarded: false,
    bad: { path: "/rest/external/v1/ad-users-or-groups/none", status: 404 },
  },
  { method: "GET", path: "/rest/entitlements/v1/desktop-pools", guarded: true, bad: { path: "?page=0" } },
  {
    method: "GET",
    path: "/rest/entitlements/v1/desktop-pools/{pool}",
    guarded: true,
    bad: { path: "/rest/entitlements/v1/desktop-pools/none", status: 404 },
  },
  {
    method: "POST",
    path: "/rest/entitlements/v1/desktop-pools",
    body: [],
    guarded: true,
    bad: { body: [{ id: 1 }] },
  },
  {
    method: "DELETE",
    path: "/rest/entitlements/v1/application-pools",
    body: [],
    guarded: true,
    bad: { body: {} },
  },
  { method: "GET", path: "/rest/monitor/v3/connection-servers", guarded: true },
  { method: "GET", path: "/rest/monitor/v3/gateways", guarded: true },
  { method: "GET", path: "/rest/monitor/v2/virtual-centers", guarded: true },
  { method: "GET", path: "/rest/monitor/v3/ad-domains", guarded: true },
  { method: "GET", path: "/rest/monitor/event-database", guarded: true },
  { method: "GET", path: "/rest/monitor/v2/saml-authenticators", guarded: true },
  { method: "GET", path: "/rest/monitor/farms", guarded: true },
  { method: "GET", path: "/rest/monitor/rds-servers", guarded: true },
  { method: "GET", path: "/rest/monitor/v2/pods", guarded: true },
  {
    method: "GET",
    path: "/rest/monitor/v1/desktop-pools/metrics?ids={pool}",
    guarded: true,
    bad: { path: "/rest/monitor/v1/desktop-pools/metrics" },
  },
  { method: "GET", path: "/rest/config/v2/virtual-centers", guarded: true },
  { method: "GET", path: "/rest/config/v1/gateways", guarded: true },
  { method: "GET", path: "/rest/federation/v1/cpa", guarded: true },
  { method: "GET", path: "/rest/federation/v1/pods", guarded: true },
  { method: "GET", path: "/rest/federation/v1/sites", guarded: true },
  {
    method: "POST",
    path: `${VIEW}/queryservice/query`,
    body: { queryEntityType: "DesktopSummaryView" },
    guarded: true,
    bad: { body: { queryEntityType: "Nope" } },
  },
  {
    method: "POST",
    path: `${VIEW}/queryservice/getcount`,
    body: { queryEntityType: "MachineSummaryView" },
    guarded: true,
    bad: { body: { queryEntityType: "MachineSummaryView", limit: 0 } },
  },
  { method: "POST", path: `${VIEW}/queryservice/deleteall`, guarded: false },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/Get`,
    body: "{user}",
    guarded: false,
    bad: { body: "none" },
  },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/GetInfos`,
    body: ["{user}"],
    guarded: false,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/GetSummaryViews`,
    body: ["{user}"],
    guarded: false,
    bad: { body: 1 },
  },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/GetView`,
    body: { id: "{user}" },
    guarded: false,
    bad: { body: {} },
  },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/Refresh`,
    body: "{user}",
    guarded: false,
    bad: { rawBody: "{" },
  },
  {
    method: "POST",
    path: `${VIEW}/ADUserOrGroup/RefreshUsersOrGroups`,
    body: ["{user}"],
    guarded: false,
    bad: { body: [2] },
  },
  {
    method: "POST",
    path: `${VIEW}/EntitledUserOrGroup/GetLocalSummaryViews`,
    body: ["{user}"],
    guarded: true,
    bad: { body: "x" },
  },
  {
    method: "POST",
    path: `${VIEW}/EntitledUserOrGroup/GetInfos`,
    body: ["{user}"],
    guarded: true,
    bad: { body: "x" },
  },
  { method: "POST", path: `${VIEW}/UserEntitlement/GetInfos`, body: [], guarded: false, bad: { body: {} } },
  {
    method: "POST",
    path: `${VIEW}/UserEntitlement/CreateUserEntitlements`,
    body: [{ userOrGroup: "{user}", resource: "{pool}" }],
    guarded: true,
    bad: { body: [] },
  },
  {
    method: "POST",
    path: `${VIEW}/UserEntitlement/DeleteUserEntitlements`,
    body: [],
    guarded: true,
    bad: { body: ["none"] },
  },
  { method: "GET", path: `${VIEW}/UnauthenticatedAccessUser/List`, guarded: true },
  {
    method: "GET",
    path: `${VIEW}/UnauthenticatedAccessUser/Get?id={unauth}`,
    guarded: true,
    bad: { path: `${VIEW}/UnauthenticatedAccessUser/Get?id=none` },
  },
  {
    method: "POST",
    path: `${VIEW}/UnauthenticatedAccessUser/Update`,
    body: { id: "{unauth}", description: "x" },
    guarded: true,
    bad: { body: { id: "{unauth}", description: 3 } },
  },
  {
    method: "POST",
    path: `${VIEW}/UnauthenticatedAccessUser/Create`,
    body: { loginName: "matrix", userId: "{upnUser}" },
    guarded: true,
    bad: { body: { loginName: "" } },
  },
  { method: "POST", path: `${VIEW}/GatewayAccessUserOrGroup/List`, guarded: true },
  {
    method: "POST",
    path: `${VIEW}/GatewayAccessUserOrGroup/Create`,
    body: { userOrGroup: "{user}" },
    guarded: true,
    bad: { body: {} },
  },
];

function fill(text: string, ids: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => ids[name] ?? match);
}

function fillBody(body: unknown, ids: Record<string, string>): unknown {
  return body === undefined ? undefined : (JSON.parse(fill(JSON.stringify(body), ids)) as unknown);
}

describe("inventory endpoint matrix", () => {
  const emulator = createInventoryTestApp();
  const store = emulator.store;
  const taken = new Set(store.unauthenticatedAccessUsers.all.map((user) => user.userId));
  const ids: Record<string, string> = {
    pool: store.desktopPools.all[0]?.id ?? "",
    machine: store.machines.all[0]?.id ?? "",
    farm: store.farms.all[0]?.id ?? "",
    farmGroup: store.farms.all[0]?.access_group_id ?? "",
    rds: store.rdsServers.all[0]?.id ?? "",
    app: store.applicationPools.all[0]?.id ?? "",
    session: store.sessions.all[0]?.id ?? "",
    user: store.adUsersOrGroups.all[0]?.id ?? "",
    unauth: store.unauthenticatedAccessUsers.all.find((user) => user.podId === store.localPodId)?.id ?? "",
    upnUser:
      store.adUsersOrGroups.all.find(
        (record) => !record.group && record.user_principal_name && !taken.has(record.id),
      )?.id ?? "",
  };

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s: 401 without credentials, 403 without the privilege, 2xx for a valid request, 4xx for a bad one",
    async (_, endpoint) => {
      const path = fill(endpoint.path, ids);
      const body = fillBody(endpoint.body, ids);
      const anonymous = await emulator.request(endpoint.method, path, { caller: "anonymous", body });
      expect(anonymous.status).toBe(401);
      if (endpoint.guarded) {
        const denied = await emulator.request(endpoint.method, path, { caller: NOBODY, body });
        expect(denied.status).toBe(403);
        expect(((await denied.json()) as { errors: unknown[] }).errors).toHaveLength(1);
      }
      const ok = await emulator.request(endpoint.method, path, { body });
      expect(ok.status, await ok.clone().text()).toBeLessThan(300);
      if (endpoint.bad) {
        const badPath =
          endpoint.bad.path === undefined
            ? path
            : endpoint.bad.path.startsWith("?")
              ? `${path}${endpoint.bad.path}`
              : fill(endpoint.bad.path, ids);
        const bad = await emulator.request(endpoint.method, badPath, {
          body: fillBody(endpoint.bad.body, ids),
          ...(endpoint.bad.rawBody === undefined ? {} : { rawBody: endpoint.bad.rawBody }),
        });
        expect(bad.status).toBe(endpoint.bad.status ?? 400);
        const parsed = (await bad.json()) as { errors: { error_key: string; error_message: string }[] };
        expect(parsed.errors).toHaveLength(1);
        expect(parsed.errors[0]?.error_message).toBeTruthy();
      }
    },
  );
});
