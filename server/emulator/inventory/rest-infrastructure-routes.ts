import type { Context } from "hono";
import { FEDERATION_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type {
  AdUserOrGroupRecord,
  AuditEventRecord,
  FarmRecord,
  GlobalEntitlementRecord,
  RdsServerRecord,
} from "../data/inventory-types";
import { restError, restForbidden, restNotFound, restPage } from "./http-responses";
import { AUDIT_EVENTS_STORED_ORDER } from "./inventory-store";
import { checkDocumentedFilter, pageOf, readListRequest, type DocumentedFilters } from "./rest-list";
import {
  type InventoryCaller,
  type RouteKit,
  accessScope,
  denyUnlessAny,
  withListErrors,
} from "./route-context";
import {
  EVENT_VIEW,
  FEDERATED_SESSION_VIEW,
  FEDERATION_VIEW,
  eventScope,
  visibleEvents,
  globalEntitlementScope,
} from "./visibility";

const fields = (names: string) => new Set(names.split(/\s+/).filter(Boolean));

export const AUDIT_EVENT_FIELDS = fields(
  "application_pool_name desktop_pool_name id machine_dns_name machine_id module severity time type user_id message",
);
const GLOBAL_DESKTOP_ENTITLEMENT_FIELDS =
  fields(`allow_multiple_sessions_per_user allow_users_to_choose_protocol
  allow_users_to_reset_machines dedicated default_display_protocol description display_name enable_client_restrictions
  enabled federated_access_group_id id multiple_session_auto_clean name require_home_site scope use_home_site`);
const GLOBAL_APPLICATION_ENTITLEMENT_FIELDS = fields(`allow_users_to_choose_protocol default_display_protocol
  description display_name enable_client_restrictions enable_pre_launch enabled federated_access_group_id id
  multi_session_mode multiple_session_auto_clean name require_home_site scope use_home_site`);
export const AD_USER_OR_GROUP_FIELDS = fields(
  "description domain email guid id login_name name phone user_principal_name",
);

const TEXT_FILTERS = ["Equals", "StartsWith", "Contains"];
/**
 * ADUserOrGroupSummary's supported filters (OpenAPI 2212): Equals, StartsWith and Contains on the text
 * fields, Equals only on domain, guid and id; `group` is not filterable (group_only is); an Or nests only
 * Equals on domain or id.
 */
const AD_USER_OR_GROUP_FILTERS: DocumentedFilters = {
  fields: {
    description: TEXT_FILTERS,
    email: TEXT_FILTERS,
    login_name: TEXT_FILTERS,
    name: TEXT_FILTERS,
    phone: TEXT_FILTERS,
    user_principal_name: TEXT_FILTERS,
    domain: ["Equals"],
    guid: ["Equals"],
    id: ["Equals"],
  },
  orMayNest: (type, field) => type === "Equals" && (field === "domain" || field === "id"),
};

/** The REST shape of a directory record (without the emulator's membership links). */
export function adUserOrGroupSummary(
  record: AdUserOrGroupRecord,
): Omit<AdUserOrGroupRecord, "member_ids" | "group_ids"> {
  const { member_ids: _members, group_ids: _groups, ...summary } = record;
  return summary;
}

function globalEntitlementSummary(record: GlobalEntitlementRecord): Omit<GlobalEntitlementRecord, "kind"> {
  const { kind: _kind, ...summary } = record;
  return summary;
}

/** Health of the pod's shared components (servers, gateways, vCenters, domains): a global right. */
const GLOBAL_MONITOR_VIEW = ["GLOBAL_CONFIG_VIEW"];
const FARM_VIEW = ["POOL_VIEW"];
const RDS_SERVER_VIEW = ["MACHINE_VIEW", "POOL_VIEW"];

/** Registers monitor, events, directory, vCenter, gateway and federation REST endpoints. */
export function registerRestInfrastructureRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  /**
   * A fixed list answered to any signed-in caller holding one of the privileges (none: any caller); `items`
   * gets the caller, so lists whose records belong to access groups answer only the caller's.
   */
  const staticList = (
    paths: string[],
    privileges: readonly string[],
    items: (caller: InventoryCaller) => unknown,
    accessGroupId?: string,
  ) => {
    for (const path of paths) {
      app.get(path, guard, (c) => {
        const caller = deps.getCaller(c);
        if (privileges.length > 0) {
          const denied = denyUnlessAny(c, caller, privileges, accessGroupId);
          if (denied) return denied;
        }
        return c.json(items(caller));
      });
    }
  };
  const staticItem = <T extends { id: string }>(
    paths: string[],
    privileges: readonly string[],
    lookup: (id: string) => T | undefined,
    entity: string,
    scope: { inScope?: (caller: InventoryCaller, item: T) => boolean; accessGroupId?: string } = {},
  ) => {
    const { inScope, accessGroupId } = scope;
    for (const path of paths) {
      app.get(path, guard, (c) => {
        const caller = deps.getCaller(c);
        if (privileges.length > 0) {
          const denied = denyUnlessAny(c, caller, privileges, accessGroupId);
          if (denied) return denied;
        }
        const id = c.req.param("id") ?? "";
        const item = lookup(id);
        if (item && inScope && !inScope(caller, item)) return restForbidden(c, privileges.join(" or "));
        return item ? c.json(item) : restNotFound(c, entity, id);
      });
    }
  };
  const byId =
    <T extends { id: string }>(items: () => readonly T[]) =>
    (id: string) =>
      items().find((item) => item.id === id);

  // Monitor: every version the OpenAPI file lists answers the same, newest shape. Whether a connection
  // server is enabled is kept on its record but is configuration (ConnectionServerInfoV2.enabled), not in
  // any monitor schema: it is left out of the answer.
  const connectionServerMonitors = () =>
    store.monitor.connectionServers.map(({ enabled: _configuration, ...monitor }) => monitor);
  staticList(
    [
      "/rest/monitor/connection-servers",
      "/rest/monitor/v2/connection-servers",
      "/rest/monitor/v3/connection-servers",
    ],
    GLOBAL_MONITOR_VIEW,
    connectionServerMonitors,
  );
  staticItem(
    ["/rest/monitor/v1/connection-servers/:id", "/rest/monitor/v2/connection-servers/:id"],
    GLOBAL_MONITOR_VIEW,
    byId(connectionServerMonitors),
    "monitor.connection.server",
  );
  staticList(
    ["/rest/monitor/gateways", "/rest/monitor/v2/gateways", "/rest/monitor/v3/gateways"],
    GLOBAL_MONITOR_VIEW,
    () => store.monitor.gateways,
  );
  staticItem(
    ["/rest/monitor/v1/gateways/:id", "/rest/monitor/v2/gateways/:id"],
    GLOBAL_MONITOR_VIEW,
    byId(() => store.monitor.gateways),
    "monitor.gateway",
  );
  staticList(
    ["/rest/monitor/virtual-centers", "/rest/monitor/v2/virtual-centers"],
    GLOBAL_MONITOR_VIEW,
    () => store.monitor.virtualCenters,
  );
  staticItem(
    ["/rest/monitor/v1/virtual-centers/:id"],
    GLOBAL_MONITOR_VIEW,
    byId(() => store.monitor.virtualCenters),
    "monitor.virtual.center",
  );
  staticList(
    ["/rest/monitor/ad-domains", "/rest/monitor/v2/ad-domains", "/rest/monitor/v3/ad-domains"],
    GLOBAL_MONITOR_VIEW,
    () => store.monitor.adDomains,
  );
  // The event count is the number of events the caller may list, so it agrees with the events list.
  staticList(["/rest/monitor/event-database"], GLOBAL_MONITOR_VIEW, (caller) => {
    return { ...store.monitor.eventDatabase, event_count: visibleEvents(store, caller).length };
  });
  staticList(
    ["/rest/monitor/saml-authenticators", "/rest/monitor/v2/saml-authenticators"],
    GLOBAL_MONITOR_VIEW,
    () => store.monitor.samlAuthenticators,
  );
  staticItem(
    ["/rest/monitor/v1/saml-authenticators/:id"],
    GLOBAL_MONITOR_VIEW,
    byId(() => store.monitor.samlAuthenticators),
    "monitor.saml.authenticator",
  );
  /** The executables of the applications a farm publishes (App Volumes ones are not on its hosts). */
  const farmExecutables = (farmId: string | undefined) =>
    store.applicationPools.all
      .filter((application) => application.farm_id === farmId && application.avm_shortcut_id === undefined)
      .map((application) => application.executable_path);
  const hostStatus = (server: RdsServerRecord) =>
    rdsMonitorStatus(server, server.farm_id === undefined ? [] : farmExecutables(server.farm_id));
  /**
   * FarmMonitorInfo.status as the OpenAPI describes it: DISABLED for a disabled farm; ERROR when fewer hosts
   * are fully working (OK) than the farm's server_error_threshold, or an instant-clone farm's provisioning
   * failed; WARNING when a host is in WARNING or ERROR, or the hosts mix known and unknown load
   * preferences; OK otherwise (disabled hosts included, and a farm with no hosts at all).
   */
  const farmStatus = (farm: FarmRecord, servers: readonly RdsServerRecord[]) => {
    if (!farm.enabled) return "DISABLED";
    const statuses = servers.map(hostStatus);
    const working = statuses.filter((status) => status === "OK").length;
    const provisioningFailed =
      farm.automated_farm_settings?.provisioning_status_data?.last_provisioning_error !== undefined;
    if (working < farm.server_error_threshold || provisioningFailed) return "ERROR";
    const preferences = new Set(servers.map((server) => server.load_preference));
    const mixed = preferences.has("UNKNOWN") && preferences.size > 1;
    return mixed || statuses.some((status) => status === "WARNING" || status === "ERROR") ? "WARNING" : "OK";
  };
  const farmMonitor = (farm: FarmRecord) => {
    const servers = store.rdsServers.all.filter((server) => server.farm_id === farm.id);
    return {
      id: farm.id,
      name: farm.name,
      status: farmStatus(farm, servers),
      rds_server_count: servers.length,
      application_count: store.applicationPools.all.filter((application) => application.farm_id === farm.id)
        .length,
      details: { type: farm.type, ...(farm.type === "AUTOMATED" ? { source: "INSTANT_CLONE" } : {}) },
    };
  };
  staticList(["/rest/monitor/farms"], FARM_VIEW, (caller) => {
    const inScope = accessScope(caller, FARM_VIEW);
    return store.farms.all.filter((farm) => inScope(farm.access_group_id)).map(farmMonitor);
  });
  staticItem(
    ["/rest/monitor/v1/farms/:id"],
    FARM_VIEW,
    (id) => {
      const farm = store.farms.get(id);
      return farm ? farmMonitor(farm) : undefined;
    },
    "monitor.farm",
    {
      inScope: (caller, monitor) =>
        accessScope(caller, FARM_VIEW)(store.farms.get(monitor.id)?.access_group_id ?? ""),
    },
  );
  // RDSServerMonitorInfo: the host's state goes in details, its status is the monitor's summary of it.
  const rdsMonitor = (server: RdsServerRecord) => ({
    id: server.id,
    name: server.name,
    ...(server.farm_id !== undefined ? { farm_id: server.farm_id } : {}),
    enabled: server.enabled,
    status: hostStatus(server),
    session_count: server.session_count,
    load_index: server.load_index,
    load_preference: server.load_preference,
    details: {
      state: server.state,
      agent_version: server.agent_version,
      agent_build: server.agent_build_number,
      operating_system: server.operating_system,
      ...(server.max_sessions_type_configured === "LIMITED" && server.max_sessions_count !== undefined
        ? { max_sessions_count_configured: server.max_sessions_count }
        : {}),
    },
  });
  staticList(["/rest/monitor/rds-servers"], RDS_SERVER_VIEW, (caller) => {
    const inScope = accessScope(caller, RDS_SERVER_VIEW);
    return store.rdsServers.all.filter((server) => inScope(server.access_group_id)).map(rdsMonitor);
  });
  staticItem(
    ["/rest/monitor/v1/rds-servers/:id"],
    RDS_SERVER_VIEW,
    (id) => {
      const server = store.rdsServers.get(id);
      return server ? rdsMonitor(server) : undefined;
    },
    "monitor.rds.server",
    {
      inScope: (caller, monitor) =>
        accessScope(caller, RDS_SERVER_VIEW)(store.rdsServers.get(monitor.id)?.access_group_id ?? ""),
    },
  );
  // Pods, sites and the federation itself are federation settings: the right on the federation root.
  const FEDERATION_ROOT = { accessGroupId: FEDERATION_ROOT_ACCESS_GROUP_ID };
  staticList(
    ["/rest/monitor/v1/pods", "/rest/monitor/v2/pods"],
    FEDERATION_VIEW,
    () => store.monitor.pods,
    FEDERATION_ROOT_ACCESS_GROUP_ID,
  );
  staticItem(
    ["/rest/monitor/v1/pods/:id"],
    FEDERATION_VIEW,
    byId(() => store.monitor.pods),
    "monitor.pod",
    FEDERATION_ROOT,
  );

  app.get("/rest/monitor/v1/desktop-pools/metrics", guard, (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, ["POOL_VIEW"]);
    if (denied) return denied;
    const ids = new URL(c.req.url).searchParams.getAll("ids");
    if (ids.length === 0) return restError(c, 400, "invalid.parameter", "ids is required");
    const wanted = new Set(ids);
    const inScope = accessScope(caller, ["POOL_VIEW"]);
    const metrics = new Map<
      string,
      { id: string; num_machines: number; num_connected_sessions: number; occupancy_count: number }
    >();
    for (const id of wanted) {
      const pool = store.desktopPools.get(id);
      if (pool && inScope(pool.access_group_id)) {
        metrics.set(id, { id, num_machines: 0, num_connected_sessions: 0, occupancy_count: 0 });
      }
    }
    for (const machine of store.machines.all) {
      const metric = metrics.get(machine.desktop_pool_id);
      if (!metric) continue;
      metric.num_machines += 1;
      if (machine.session_id) metric.occupancy_count += 1;
    }
    for (const session of store.sessions.all) {
      const metric = session.desktop_pool_id ? metrics.get(session.desktop_pool_id) : undefined;
      if (metric && session.session_state === "CONNECTED") metric.num_connected_sessions += 1;
    }
    return c.json([...metrics.values()]);
  });

  // vCenter servers and gateways: rest-server-routes.ts.

  // Federation.
  // The federation itself (/federation/v1/cpa) is answered by rest-federation-routes.ts, registered first.
  // The OpenAPI also lets FEDERATED_SESSIONS_VIEW list pods (a session search names them).
  staticList(
    ["/rest/federation/v1/pods"],
    [...FEDERATION_VIEW, ...FEDERATED_SESSION_VIEW],
    () => store.pods.all,
    FEDERATION_ROOT_ACCESS_GROUP_ID,
  );
  staticItem(
    ["/rest/federation/v1/pods/:id"],
    FEDERATION_VIEW,
    (id) => store.pods.get(id),
    "federation.pod",
    FEDERATION_ROOT,
  );
  staticList(
    ["/rest/federation/v1/sites"],
    FEDERATION_VIEW,
    () => store.sites.all,
    FEDERATION_ROOT_ACCESS_GROUP_ID,
  );
  staticItem(
    ["/rest/federation/v1/sites/:id"],
    FEDERATION_VIEW,
    (id) => store.sites.get(id),
    "federation.site",
    FEDERATION_ROOT,
  );

  for (const [resource, kind, known] of [
    ["global-desktop-entitlements", "DESKTOP", GLOBAL_DESKTOP_ENTITLEMENT_FIELDS],
    ["global-application-entitlements", "APPLICATION", GLOBAL_APPLICATION_ENTITLEMENT_FIELDS],
  ] as const) {
    for (const version of ["v1", "v2"]) {
      // The first version's summary and info have neither the shortcut locations nor the federated group.
      const answer = (record: Parameters<typeof globalEntitlementSummary>[0]) => {
        const summary = globalEntitlementSummary(record) as Record<string, unknown>;
        if (version === "v2") return summary;
        const { shortcut_locations_v2: _shortcuts, federated_access_group_id: _group, ...v1 } = summary;
        return v1;
      };
      app.get(`/rest/inventory/${version}/${resource}`, guard, (c) =>
        withListErrors(c, () => {
          const caller = deps.getCaller(c);
          const denied = denyUnlessAny(c, caller, FEDERATION_VIEW);
          if (denied) return denied;
          const inScope = globalEntitlementScope(caller);
          return restPage(
            pageOf(
              store.globalEntitlements.all,
              readListRequest(new URL(c.req.url)),
              known,
              (entitlement) => entitlement.kind === kind && inScope(entitlement),
            ),
            answer,
          );
        }),
      );
      app.get(`/rest/inventory/${version}/${resource}/:id`, guard, (c) => {
        const caller = deps.getCaller(c);
        const denied = denyUnlessAny(c, caller, FEDERATION_VIEW);
        if (denied) return denied;
        const id = c.req.param("id") ?? "";
        const record = store.globalEntitlements.get(id);
        if (!record || record.kind !== kind) return restNotFound(c, "inventory.global.entitlement", id);
        return globalEntitlementScope(caller)(record)
          ? c.json(answer(record))
          : restForbidden(c, FEDERATION_VIEW.join(" or "));
      });
    }
  }

  // Events: newest first; filters on time (Between), severity, module, type, user and message.
  app.get("/rest/external/v1/audit-events", guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, EVENT_VIEW);
      if (denied) return denied;
      return restPage(
        pageOf(
          store.auditEvents,
          readListRequest(new URL(c.req.url)),
          AUDIT_EVENT_FIELDS,
          eventScope(store, caller),
          AUDIT_EVENTS_STORED_ORDER,
        ),
        eventSummary,
      );
    }),
  );

  // Directory users and groups.
  app.get("/rest/external/v1/ad-users-or-groups", guard, (c) =>
    withListErrors(c, () => {
      const url = new URL(c.req.url);
      const groupOnly = url.searchParams.get("group_only");
      if (groupOnly !== null && groupOnly !== "true" && groupOnly !== "false") {
        return restError(c, 400, "invalid.parameter", "group_only must be true or false");
      }
      const request = readListRequest(url);
      checkDocumentedFilter(request.filter, AD_USER_OR_GROUP_FILTERS);
      return restPage(
        pageOf(
          store.adUsersOrGroups.all,
          // The operation documents no sorting: records come in the directory's order.
          { ...request, sortBy: null, descending: false },
          AD_USER_OR_GROUP_FIELDS,
          // group_only=true: groups only; false: users only; absent: both.
          groupOnly === null ? undefined : (record) => record.group === (groupOnly === "true"),
        ),
        adUserOrGroupSummary,
      );
    }),
  );
  app.get("/rest/external/v1/ad-users-or-groups/:id", guard, (c: Context) => {
    const id = c.req.param("id") ?? "";
    const record = store.adUsersOrGroups.get(id);
    return record ? c.json(adUserOrGroupSummary(record)) : restNotFound(c, "external.ad.user.or.group", id);
  });
}

function eventSummary(event: AuditEventRecord): Omit<AuditEventRecord, "node"> {
  const { node: _node, ...summary } = event;
  return summary;
}

/** States of a working RDS host; states on the way to it are warnings, the rest errors (RDSServerMonitorInfo). */
const RDS_WORKING = new Set(["AVAILABLE", "CONNECTED", "DISCONNECTED"]);
const RDS_PASSING = new Set([
  "PROVISIONING",
  "CUSTOMIZING",
  "MAINTENANCE",
  "WAIT_FOR_AGENT",
  "AGENT_DRAIN_MODE",
  "AGENT_DRAIN_UNTIL_RESTART",
  "AGENT_ERR_STARTUP_IN_PROGRESS",
  "DISABLE_IN_PROGRESS",
  "VALIDATING",
  "IN_PROGRESS",
]);

/**
 * RDSServerMonitorInfo.status as the OpenAPI describes it: DISABLED for a disabled host; ERROR when it is
 * unreachable (an error state) or none of its farm's applications is installed; WARNING when some are
 * missing or it is on its way to working; OK otherwise.
 */
function rdsMonitorStatus(
  server: RdsServerRecord,
  executables: readonly string[],
): "OK" | "WARNING" | "ERROR" | "DISABLED" {
  if (!server.enabled || server.state === "DISABLED") return "DISABLED";
  if (!RDS_WORKING.has(server.state) && !RDS_PASSING.has(server.state)) return "ERROR";
  const missing = executables.filter((path) => server.missing_executable_paths?.includes(path)).length;
  if (missing > 0 && missing === executables.length) return "ERROR";
  return missing > 0 || RDS_PASSING.has(server.state) ? "WARNING" : "OK";
}
