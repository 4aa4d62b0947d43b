import type { Context } from "hono";
import type { AdUserOrGroupRecord, AuditEventRecord, GlobalEntitlementRecord } from "../data/inventory-types";
import { restError, restForbidden, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, accessScope, denyUnlessAny, holdsAny, withListErrors } from "./route-context";

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
  "description domain email group guid id login_name name phone user_principal_name display_name",
);

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

const FEDERATION_VIEW = ["FEDERATED_LDAP_VIEW", "FEDERATED_LDAP_MANAGE"];

/** Registers monitor, events, directory, vCenter, gateway and federation REST endpoints. */
export function registerRestInfrastructureRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  /** A fixed list answered to any signed-in caller holding one of the privileges (none: any caller). */
  const staticList = (paths: string[], privileges: readonly string[], items: () => unknown) => {
    for (const path of paths) {
      app.get(path, guard, (c) => {
        if (privileges.length > 0) {
          const denied = denyUnlessAny(c, deps.getCaller(c), privileges);
          if (denied) return denied;
        }
        return c.json(items());
      });
    }
  };
  const staticItem = <T extends { id: string }>(
    paths: string[],
    privileges: readonly string[],
    lookup: (id: string) => T | undefined,
    entity: string,
  ) => {
    for (const path of paths) {
      app.get(path, guard, (c) => {
        if (privileges.length > 0) {
          const denied = denyUnlessAny(c, deps.getCaller(c), privileges);
          if (denied) return denied;
        }
        const id = c.req.param("id") ?? "";
        const item = lookup(id);
        return item ? c.json(item) : restNotFound(c, entity, id);
      });
    }
  };
  const byId =
    <T extends { id: string }>(items: () => readonly T[]) =>
    (id: string) =>
      items().find((item) => item.id === id);

  // Monitor: every version the OpenAPI file lists answers the same, newest shape.
  staticList(
    [
      "/rest/monitor/connection-servers",
      "/rest/monitor/v2/connection-servers",
      "/rest/monitor/v3/connection-servers",
    ],
    [],
    () => store.monitor.connectionServers,
  );
  staticItem(
    ["/rest/monitor/v1/connection-servers/:id", "/rest/monitor/v2/connection-servers/:id"],
    [],
    byId(() => store.monitor.connectionServers),
    "monitor.connection.server",
  );
  staticList(
    ["/rest/monitor/gateways", "/rest/monitor/v2/gateways", "/rest/monitor/v3/gateways"],
    [],
    () => store.monitor.gateways,
  );
  staticItem(
    ["/rest/monitor/v1/gateways/:id", "/rest/monitor/v2/gateways/:id"],
    [],
    byId(() => store.monitor.gateways),
    "monitor.gateway",
  );
  staticList(
    ["/rest/monitor/virtual-centers", "/rest/monitor/v2/virtual-centers"],
    [],
    () => store.monitor.virtualCenters,
  );
  staticItem(
    ["/rest/monitor/v1/virtual-centers/:id"],
    [],
    byId(() => store.monitor.virtualCenters),
    "monitor.virtual.center",
  );
  staticList(
    ["/rest/monitor/ad-domains", "/rest/monitor/v2/ad-domains", "/rest/monitor/v3/ad-domains"],
    [],
    () => store.monitor.adDomains,
  );
  staticList(["/rest/monitor/event-database"], [], () => ({
    ...store.monitor.eventDatabase,
    event_count: store.auditEvents.length,
  }));
  staticList(
    ["/rest/monitor/saml-authenticators", "/rest/monitor/v2/saml-authenticators"],
    [],
    () => store.monitor.samlAuthenticators,
  );
  staticItem(
    ["/rest/monitor/v1/saml-authenticators/:id"],
    [],
    byId(() => store.monitor.samlAuthenticators),
    "monitor.saml.authenticator",
  );
  const farmMonitors = () =>
    store.farms.all.map((farm) => {
      const servers = store.rdsServers.all.filter((server) => server.farm_id === farm.id);
      const failing = servers.filter(
        (server) => server.state !== "AVAILABLE" && server.state !== "CONNECTED",
      ).length;
      return {
        id: farm.id,
        name: farm.name,
        status: !farm.enabled
          ? "DISABLED"
          : failing === servers.length && failing > 0
            ? "ERROR"
            : failing > 0
              ? "WARNING"
              : "OK",
        rds_server_count: servers.length,
        application_count: store.applicationPools.all.filter((application) => application.farm_id === farm.id)
          .length,
        details: { type: farm.type, source: farm.type === "AUTOMATED" ? "INSTANT_CLONE" : undefined },
      };
    });
  staticList(["/rest/monitor/farms"], [], farmMonitors);
  staticItem(
    ["/rest/monitor/v1/farms/:id"],
    [],
    (id) => farmMonitors().find((farm) => farm.id === id),
    "monitor.farm",
  );
  const rdsMonitors = () =>
    store.rdsServers.all.map((server) => ({
      id: server.id,
      name: server.name,
      status: server.state,
      session_count: server.session_count,
      load_index: server.load_index,
      load_preference: server.load_preference,
      details: { farm_id: server.farm_id, agent_version: server.agent_version },
    }));
  staticList(["/rest/monitor/rds-servers"], [], rdsMonitors);
  staticItem(
    ["/rest/monitor/v1/rds-servers/:id"],
    [],
    (id) => rdsMonitors().find((server) => server.id === id),
    "monitor.rds.server",
  );
  staticList(["/rest/monitor/v1/pods", "/rest/monitor/v2/pods"], FEDERATION_VIEW, () => store.monitor.pods);
  staticItem(
    ["/rest/monitor/v1/pods/:id"],
    FEDERATION_VIEW,
    byId(() => store.monitor.pods),
    "monitor.pod",
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

  // Configuration lists the inventory sections show.
  const vcView = ["GLOBAL_CONFIG_VIEW", "VC_CONFIG_VIEW"];
  staticList(
    ["/rest/config/v1/virtual-centers", "/rest/config/v2/virtual-centers"],
    vcView,
    () => store.virtualCenters.all,
  );
  staticItem(
    ["/rest/config/v1/virtual-centers/:id", "/rest/config/v2/virtual-centers/:id"],
    vcView,
    (id) => store.virtualCenters.get(id),
    "config.virtual.center",
  );
  staticList(["/rest/config/v1/gateways"], ["GLOBAL_CONFIG_VIEW"], () => store.gateways.all);
  staticItem(
    ["/rest/config/v1/gateways/:id"],
    ["GLOBAL_CONFIG_VIEW"],
    (id) => store.gateways.get(id),
    "config.gateway",
  );

  // Federation.
  const federated = () => store.pods.size > 1;
  staticList(["/rest/federation/v1/cpa"], FEDERATION_VIEW, () =>
    federated()
      ? {
          name: "Cloud Pod Federation",
          local_pod_id: store.localPodId,
          local_connection_server_status: "READY",
          cpa_status: "ENABLED",
          pods: store.pods.all.map((pod) => pod.id),
          sites: store.sites.all.map((site) => site.id),
        }
      : {
          name: "",
          local_pod_id: store.localPodId,
          local_connection_server_status: "READY",
          cpa_status: "DISABLED",
        },
  );
  staticList(["/rest/federation/v1/pods"], FEDERATION_VIEW, () => store.pods.all);
  staticItem(["/rest/federation/v1/pods/:id"], FEDERATION_VIEW, (id) => store.pods.get(id), "federation.pod");
  staticList(["/rest/federation/v1/sites"], FEDERATION_VIEW, () => store.sites.all);
  staticItem(
    ["/rest/federation/v1/sites/:id"],
    FEDERATION_VIEW,
    (id) => store.sites.get(id),
    "federation.site",
  );

  for (const [resource, kind, known] of [
    ["global-desktop-entitlements", "DESKTOP", GLOBAL_DESKTOP_ENTITLEMENT_FIELDS],
    ["global-application-entitlements", "APPLICATION", GLOBAL_APPLICATION_ENTITLEMENT_FIELDS],
  ] as const) {
    for (const version of ["v1", "v2"]) {
      app.get(`/rest/inventory/${version}/${resource}`, guard, (c) =>
        withListErrors(c, () => {
          const denied = denyUnlessAny(c, deps.getCaller(c), FEDERATION_VIEW);
          if (denied) return denied;
          const records = store.globalEntitlements.all.filter((entitlement) => entitlement.kind === kind);
          return restPage(
            pageOf(records, readListRequest(new URL(c.req.url)), known),
            globalEntitlementSummary,
          );
        }),
      );
      app.get(`/rest/inventory/${version}/${resource}/:id`, guard, (c) => {
        const denied = denyUnlessAny(c, deps.getCaller(c), FEDERATION_VIEW);
        if (denied) return denied;
        const id = c.req.param("id") ?? "";
        const record = store.globalEntitlements.get(id);
        return record && record.kind === kind
          ? c.json(globalEntitlementSummary(record))
          : restNotFound(c, "inventory.global.entitlement", id);
      });
    }
  }

  app.get("/rest/inventory/v1/global-sessions", guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      if (!holdsAny(caller, ["FEDERATED_SESSIONS_VIEW", "MACHINE_VIEW"]))
        return restForbidden(c, "FEDERATED_SESSIONS_VIEW");
      const url = new URL(c.req.url);
      const podId = url.searchParams.get("pod_id");
      const userId = url.searchParams.get("user_id");
      const brokeringPodId = url.searchParams.get("brokering_pod_id");
      if (!podId && !userId && !brokeringPodId) {
        return restError(
          c,
          400,
          "federation.global.sessions.query.invalid",
          "One of pod_id, user_id or brokering_pod_id is required",
        );
      }
      const request = { ...readListRequest(url), filter: null, sortBy: null };
      return restPage(
        pageOf(
          store.globalSessions.all,
          request,
          new Set(),
          (session) =>
            (!podId || session.pod_id === podId) &&
            (!userId || session.user_id === userId) &&
            (!brokeringPodId || session.brokering_pod_id === brokeringPodId),
        ),
      );
    }),
  );

  // Events: newest first; filters on time (Between), severity, module, type, user and message.
  app.get("/rest/external/v1/audit-events", guard, (c) =>
    withListErrors(c, () =>
      restPage(
        pageOf(store.auditEvents, readListRequest(new URL(c.req.url)), AUDIT_EVENT_FIELDS),
        eventSummary,
      ),
    ),
  );

  // Directory users and groups.
  app.get("/rest/external/v1/ad-users-or-groups", guard, (c) =>
    withListErrors(c, () => {
      const url = new URL(c.req.url);
      const groupOnly = url.searchParams.get("group_only");
      if (groupOnly !== null && groupOnly !== "true" && groupOnly !== "false") {
        return restError(c, 400, "invalid.parameter", "group_only must be true or false");
      }
      return restPage(
        pageOf(
          store.adUsersOrGroups.all,
          readListRequest(url),
          AD_USER_OR_GROUP_FIELDS,
          groupOnly === "true" ? (record) => record.group : undefined,
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
