// Calls of the OpenAPI 2212 about the pod as a whole that the console did not need until a script did:
// environment properties, RCX servers and client registration, the local summary of directory users,
// held users, audit event attributes, federation pod assignments and the (retired) View Composer monitor.
import type { Context } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { AdUserOrGroupRecord } from "../data/inventory-types";
import type { InventoryStore } from "./inventory-store";
import { readJsonBody, restError, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, accessScope, denyUnlessAny, withListErrors } from "./route-context";
import { visibleEvents } from "./visibility";

const CLUSTER_NAME = "Cluster-CS";
/** A fixed GUID: the cluster is created once, with the seed. */
const CLUSTER_GUID = "5f1c2a7e-3b9d-4c1e-8a60-2d4f9b7e1c30";

/** The local summary's filterable fields (UserOrGroupLocalSummaryInfo's "Supported Filters"). */
const LOCAL_SUMMARY_FIELDS = new Set([
  "description",
  "domain",
  "email",
  "held_user",
  "id",
  "login_name",
  "name",
  "phone",
  "user_principal_name",
]);
const POD_ASSIGNMENT_FIELDS = new Set([
  "id",
  "pod_id",
  "user_id",
  "global_desktop_entitlement_id",
  "global_application_entitlement_id",
]);

/** Legal hold (spec 000: FORENSICS): every 40th directory user from the 12th is held, deterministically. */
function isSeededHeld(index: number, entry: AdUserOrGroupRecord): boolean {
  return !entry.group && index % 40 === 11;
}

interface RcxClient {
  id: string;
  name: string;
  ip_address?: string;
  thumbprints: { ssl_cert_thumbprint: string; ssl_cert_thumbprint_algorithm: string }[];
}
/** RCX clients registered through the API; in memory only (a data file does not keep them). */
const rcxClientsOf = new WeakMap<InventoryStore, RcxClient[]>();

/** A deterministic SHA-256-like thumbprint of a name (colon-separated hex, as certificates show them). */
function thumbprintOf(name: string): string {
  let hash = 2166136261;
  const bytes: string[] = [];
  for (let index = 0; index < 32; index += 1) {
    hash ^= name.charCodeAt(index % name.length) + index;
    hash = Math.imul(hash, 16777619) >>> 0;
    bytes.push((hash & 0xff).toString(16).padStart(2, "0").toUpperCase());
  }
  return bytes.join(":");
}

const THUMBPRINT_ALGORITHMS = ["SHA_1", "SHA_256"];

/** The problem of an RCX client's thumbprints (required, each with both fields), or null. */
function thumbprintsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return "thumbprints is required";
  for (const item of value) {
    if (item === null || typeof item !== "object" || Array.isArray(item))
      return "thumbprints must be objects";
    const {
      ssl_cert_thumbprint: thumbprint,
      ssl_cert_thumbprint_algorithm: algorithm,
      ...rest
    } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return `${Object.keys(rest)[0]} is not a field of a thumbprint`;
    if (typeof thumbprint !== "string" || thumbprint.trim() === "") return "ssl_cert_thumbprint is required";
    if (typeof algorithm !== "string" || !THUMBPRINT_ALGORITHMS.includes(algorithm))
      return "ssl_cert_thumbprint_algorithm must be SHA_1 or SHA_256";
  }
  return null;
}

/** Registers the pod-wide calls listed above. */
export function registerRestPodInfoRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  const localServer = () => store.monitor.connectionServers[0];
  const serverVersion = () => {
    const details = localServer()?.details as { version?: unknown; build?: unknown } | undefined;
    return {
      version: typeof details?.version === "string" ? details.version : "",
      build: typeof details?.build === "string" ? details.build : "",
    };
  };
  const environment = () => ({
    cluster_guid: CLUSTER_GUID,
    cluster_name: CLUSTER_NAME,
    fips_mode_enabled: false,
    ip_mode: "IPv4",
    local_pod_name: store.pods.get(store.localPodId)?.name ?? CLUSTER_NAME,
    timezone_offset: 0,
  });
  // Any signed-in caller: the OpenAPI lists no privilege (the console's about box reads it).
  app.get("/rest/config/v1/environment-properties", guard, (c) => c.json(environment()));
  app.get("/rest/config/v2/environment-properties", guard, (c) => {
    const { version, build } = serverVersion();
    return c.json({
      ...environment(),
      deployment_type: "GENERAL",
      local_connection_server_version: version,
      local_connection_server_build: build,
    });
  });

  // RCX: the remote connection exchange each connection server runs for registered clients.
  app.get("/rest/config/v1/rcx/servers", guard, (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), ["GLOBAL_CONFIG_VIEW"]);
    if (denied) return denied;
    const { version } = serverVersion();
    return c.json(
      store.monitor.connectionServers.map((server) => ({
        id: server.id,
        name: String(server.name),
        port: 443,
        status: server.status === "OK" ? "UP" : server.status === "ERROR" ? "DOWN" : "UNKNOWN",
        thumbprints: [
          {
            ssl_cert_thumbprint: thumbprintOf(String(server.name)),
            ssl_cert_thumbprint_algorithm: "SHA_256",
          },
        ],
        version,
      })),
    );
  });
  const rcxClients = () => {
    let clients = rcxClientsOf.get(store);
    if (!clients) rcxClientsOf.set(store, (clients = []));
    return clients;
  };
  let nextRcxClient = 1;
  const rcxBody = async (c: Context, fields: readonly string[]) => {
    const body = await readJsonBody(c);
    if (!body.ok || body.value === null || typeof body.value !== "object" || Array.isArray(body.value))
      return restError(c, 400, "invalid.request.body", "The request body must be a JSON object");
    const value = body.value as Record<string, unknown>;
    const unknown = Object.keys(value).find((field) => !fields.includes(field));
    if (unknown)
      return restError(c, 400, "invalid.request.body", `${unknown} is not a field of this request`);
    const problem = thumbprintsProblem(value.thumbprints);
    if (problem) return restError(c, 400, "invalid.request.body", problem);
    if (value.ip_address !== undefined && typeof value.ip_address !== "string")
      return restError(c, 400, "invalid.request.body", "ip_address must be a string");
    return value;
  };
  app.post("/rest/config/v1/rcx/clients", guard, async (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), ["GLOBAL_CONFIG_MANAGEMENT"]);
    if (denied) return denied;
    const value = await rcxBody(c, ["name", "ip_address", "thumbprints"]);
    if (value instanceof Response) return value;
    if (typeof value.name !== "string" || value.name.trim() === "")
      return restError(c, 400, "invalid.request.body", "name is required");
    if (rcxClients().some((client) => client.name === value.name))
      return restError(c, 409, "rcx.client.name.exists", `An RCX client named ${value.name} is registered`);
    const client: RcxClient = {
      id: `rcx-client-${nextRcxClient++}`,
      name: value.name,
      thumbprints: value.thumbprints as RcxClient["thumbprints"],
      ...(typeof value.ip_address === "string" ? { ip_address: value.ip_address } : {}),
    };
    rcxClients().push(client);
    return c.body(null, 201, { Location: `/rest/config/v1/rcx/clients/${client.id}` });
  });
  app.put("/rest/config/v1/rcx/clients/:id", guard, async (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), ["GLOBAL_CONFIG_MANAGEMENT"]);
    if (denied) return denied;
    const id = c.req.param("id");
    const client = rcxClients().find((item) => item.id === id);
    if (!client) return restNotFound(c, "rcx.client", id);
    const value = await rcxBody(c, ["ip_address", "thumbprints"]);
    if (value instanceof Response) return value;
    client.thumbprints = value.thumbprints as RcxClient["thumbprints"];
    if (typeof value.ip_address === "string") client.ip_address = value.ip_address;
    return c.body(null, 204);
  });
  app.delete("/rest/config/v1/rcx/clients/:id", guard, (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), ["GLOBAL_CONFIG_MANAGEMENT"]);
    if (denied) return denied;
    const id = c.req.param("id");
    const clients = rcxClients();
    const index = clients.findIndex((item) => item.id === id);
    if (index < 0) return restNotFound(c, "rcx.client", id);
    clients.splice(index, 1);
    return c.body(null, 204);
  });

  const heldIds = () =>
    new Set(store.adUsersOrGroups.all.filter((entry, index) => isSeededHeld(index, entry)).map((e) => e.id));

  app.get("/rest/external/v1/ad-users-or-groups/held-users-or-groups", guard, (c) => {
    // Legal hold is pod-wide: FORENSICS on Local Root (a child group's grant does not reach other users).
    const denied = denyUnlessAny(c, deps.getCaller(c), ["FORENSICS"], LOCAL_ROOT_ACCESS_GROUP_ID);
    if (denied) return denied;
    return c.json([...heldIds()].map((id) => ({ ad_user_or_group_id: id })));
  });

  // The OpenAPI's privileges are optional here: the list answers every caller, each row carrying only the
  // pools (POOL_VIEW), machines and sessions (MACHINE_VIEW) the caller may see.
  app.get("/rest/config/v1/users-or-groups-local-summary", guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const request = readListRequest(new URL(c.req.url));
      const poolScope = accessScope(caller, ["POOL_VIEW"]);
      const machineScope = accessScope(caller, ["MACHINE_VIEW", "FEDERATED_SESSIONS_VIEW"]);
      const held = heldIds();
      const unauthenticated = new Set(store.unauthenticatedAccessUsers.all.map((user) => user.userId));
      const entitled = new Map<string, { desktops: string[]; applications: string[] }>();
      for (const entitlement of store.entitlements.all) {
        const pool =
          entitlement.resource_type === "DESKTOP"
            ? store.desktopPools.get(entitlement.resource_id)
            : store.applicationPools.get(entitlement.resource_id);
        if (!pool || !poolScope(pool.access_group_id)) continue;
        let entry = entitled.get(entitlement.user_or_group_id);
        if (!entry) entitled.set(entitlement.user_or_group_id, (entry = { desktops: [], applications: [] }));
        (entitlement.resource_type === "DESKTOP" ? entry.desktops : entry.applications).push(pool.id);
      }
      const machinesOf = new Map<string, string[]>();
      for (const machine of store.machines.all) {
        if (!machineScope(machine.access_group_id)) continue;
        for (const userId of machine.user_ids)
          machinesOf.set(userId, [...(machinesOf.get(userId) ?? []), machine.id]);
      }
      const sessionsOf = new Map<string, { desktops: string[]; applications: string[] }>();
      for (const session of store.sessions.all) {
        if (!machineScope(session.access_group_id)) continue;
        let entry = sessionsOf.get(session.user_id);
        if (!entry) sessionsOf.set(session.user_id, (entry = { desktops: [], applications: [] }));
        (session.session_type === "DESKTOP" ? entry.desktops : entry.applications).push(session.id);
      }
      const summaries = store.adUsersOrGroups.all.map((entry) => {
        // Group membership entitles too: a user's pool ids include its groups' entitlements.
        const own = entitled.get(entry.id) ?? { desktops: [], applications: [] };
        const viaGroups = entry.group_ids.map((id) => entitled.get(id)).filter((item) => item !== undefined);
        const sessions = sessionsOf.get(entry.id) ?? { desktops: [], applications: [] };
        return {
          id: entry.id,
          name: entry.name,
          login_name: entry.login_name,
          domain: entry.domain,
          display_name: entry.display_name,
          long_display_name: entry.long_display_name,
          ...(entry.user_display_name === undefined ? {} : { user_display_name: entry.user_display_name }),
          ...(entry.first_name === undefined ? {} : { first_name: entry.first_name }),
          ...(entry.last_name === undefined ? {} : { last_name: entry.last_name }),
          ...(entry.email === undefined ? {} : { email: entry.email }),
          ...(entry.phone === undefined ? {} : { phone: entry.phone }),
          ...(entry.user_principal_name === undefined
            ? {}
            : { user_principal_name: entry.user_principal_name }),
          description: entry.description,
          distinguished_name: entry.distinguished_name,
          container: entry.container,
          group: entry.group,
          kiosk_user: entry.kiosk_user,
          held_user: held.has(entry.id),
          unauthenticated_access_user: unauthenticated.has(entry.id),
          desktop_entitlements: own.desktops,
          application_entitlements: own.applications,
          desktop_pool_ids: [...new Set([...own.desktops, ...viaGroups.flatMap((item) => item.desktops)])],
          application_pool_ids: [
            ...new Set([...own.applications, ...viaGroups.flatMap((item) => item.applications)]),
          ],
          machine_ids: machinesOf.get(entry.id) ?? [],
          desktop_local_session_ids: sessions.desktops,
          application_local_session_ids: sessions.applications,
        };
      });
      return restPage(pageOf(summaries, request, LOCAL_SUMMARY_FIELDS));
    }),
  );

  // Extended attributes: the events the caller may list; the seeded events carry none.
  app.get("/rest/external/v1/audit-events/extended-attributes", guard, (c) => {
    const ids = new URL(c.req.url).searchParams.getAll("ids");
    if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id)))
      return restError(c, 400, "invalid.parameter", "ids is required: audit event ids");
    const wanted = new Set(ids.map(Number));
    return c.json(
      visibleEvents(store, deps.getCaller(c))
        .filter((event) => wanted.has(event.id))
        .map((event) => ({ id: event.id, event_data: {} })),
    );
  });

  // Pod assignments: where each user of a dedicated global entitlement got its machine. Computed from the
  // federation's state (the first users of each dedicated desktop entitlement, spread over the pods).
  const podAssignments = () => {
    const pods = store.pods.all;
    const users = store.adUsersOrGroups.all.filter((entry) => !entry.group).slice(0, 4);
    if (pods.length === 0) return [];
    return store.globalEntitlements.all
      .filter((entitlement) => entitlement.kind === "DESKTOP" && entitlement.dedicated === true)
      .flatMap((entitlement, entitlementIndex) =>
        users.map((user, userIndex) => ({
          record: {
            id: `pod-assignment-${entitlement.id}-${userIndex + 1}`,
            pod_id: (pods[(entitlementIndex + userIndex) % pods.length] ?? pods[0])?.id ?? "",
            user_id: user.id,
            global_desktop_entitlement_id: entitlement.id,
          },
          group: entitlement.federated_access_group_id,
        })),
      );
  };
  const POD_ASSIGNMENT_VIEW = ["FEDERATED_LDAP_VIEW"];
  app.get("/rest/federation/v1/pod-assignments", guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, POD_ASSIGNMENT_VIEW);
      if (denied) return denied;
      const scope = accessScope(caller, POD_ASSIGNMENT_VIEW);
      const visible = podAssignments()
        .filter((assignment) => scope(assignment.group))
        .map((assignment) => assignment.record);
      return restPage(pageOf(visible, readListRequest(new URL(c.req.url)), POD_ASSIGNMENT_FIELDS));
    }),
  );
  app.get("/rest/federation/v1/pod-assignments/:id", guard, (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, POD_ASSIGNMENT_VIEW);
    if (denied) return denied;
    const id = c.req.param("id");
    const found = podAssignments().find((assignment) => assignment.record.id === id);
    if (!found) return restNotFound(c, "federation.pod.assignment", id);
    return denyUnlessAny(c, caller, POD_ASSIGNMENT_VIEW, found.group) ?? c.json(found.record);
  });

  // View Composer left Horizon 8: a 2212 pod has none configured, and its monitor answers an empty list.
  for (const path of ["/rest/monitor/view-composers", "/rest/monitor/v2/view-composers"])
    app.get(path, guard, (c) => c.json([]));
}
