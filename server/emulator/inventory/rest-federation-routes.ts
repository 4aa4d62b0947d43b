import type { Context, Env } from "hono";
import { FEDERATION_ACCESS_GROUPS, FEDERATION_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { GlobalEntitlementRecord, Protocol } from "../data/inventory-types";
import { type CpaTaskType, type PodLocalPool, federationOf } from "./federation-state";
import { readJsonBody, restError, restForbidden, restNotFound, stringList } from "./http-responses";
import { type InventoryCaller, type RouteKit, denyUnlessAny } from "./route-context";
import { FEDERATION_VIEW } from "./visibility";

/** Changing the federation, its sites, pods and global entitlements: FEDERATED_LDAP_MANAGE (OpenAPI). */
const FEDERATION_MANAGE = ["FEDERATED_LDAP_MANAGE"];
const SCOPES = ["WITHIN_POD", "WITHIN_SITE", "ALL_SITES"] as const;
/** The display protocols 2212 documents per entitlement kind: RDP is a desktop protocol only. */
const PROTOCOLS_OF: Record<Kind, readonly Protocol[]> = {
  DESKTOP: ["RDP", "PCOIP", "BLAST"],
  APPLICATION: ["PCOIP", "BLAST"],
};
/** A down-level (DOMAIN\user) or principal (user@domain) logon name. */
const LOGON_NAME = /^[^\\@\s]+\\[^\\@\s]+$|^[^\\@\s]+@[^\\@\s]+$/;
const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;
/** The emulator's stand-in for a password the remote pod refuses (docs/emulator.md). */
export const REFUSED_JOIN_PASSWORD = "wrong-password";

type Kind = "DESKTOP" | "APPLICATION";
const RESOURCES: readonly { resource: string; kind: Kind; pools: string }[] = [
  { resource: "global-desktop-entitlements", kind: "DESKTOP", pools: "local-desktop-pools" },
  { resource: "global-application-entitlements", kind: "APPLICATION", pools: "local-application-pools" },
];

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The federation calls of the OpenAPI: the CPA actions and tasks (initialize, join, unjoin, uninitialize,
 * eject; tasks advance on the emulator's clock), sites (create, rename, delete), pods (rename, move to a
 * site), global entitlements (create, update, delete) and their local pools on any pod. Registered before the
 * infrastructure routes, whose federation reads (pods, sites) it keeps current.
 */
export function registerRestFederationRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const federation = () => federationOf(store, () => deps.now());
  const root = FEDERATION_ROOT_ACCESS_GROUP_ID;

  // Tasks finish on the clock: every federation read sees their outcome.
  app.use("/rest/federation/*", async (_c, next) => {
    federation().advance();
    await next();
  });

  /** The caller's right to change the federation, and the federation's readiness for it. */
  const refuseManage = (c: Context, caller: InventoryCaller, needsFederation: boolean): Response | null => {
    const denied = denyUnlessAny(c, caller, FEDERATION_MANAGE, root);
    if (denied) return denied;
    if (federation().runningTask) {
      return restError(
        c,
        409,
        "federation.cpa.operation.in.progress",
        "A pod federation operation is running",
      );
    }
    if (needsFederation && !federation().enabled) {
      return restError(c, 409, "federation.cpa.not.initialized", "Cloud pod architecture is not initialized");
    }
    return null;
  };

  /**
   * ConnectionServerStatus of each connection server (the first is the one answering): PENDING while a
   * CPA task runs; a server in error (its replication failing) does not reach the state the last task set
   * in time, ENABLE_ERROR after a federating task, DISABLE_ERROR after a leaving one; the rest follow.
   */
  const connectionServerStatuses = () => {
    const state = federation();
    const percentage = state.runningPercentage;
    const leaving = ["POD_FEDERATION_UNINITIALIZING", "POD_FEDERATION_UNJOINING"];
    const last = state.lastCompletedTask;
    return store.monitor.connectionServers.map((server) => {
      const failing = server.status === "ERROR" && last !== null;
      const status =
        percentage !== undefined
          ? "PENDING"
          : failing
            ? leaving.includes(last)
              ? "DISABLE_ERROR"
              : "ENABLE_ERROR"
            : state.enabled
              ? "ENABLED"
              : "DISABLED";
      return {
        id: server.id,
        name: server.name,
        status,
        message_code: failing ? "LMV_OP_REPLICATION_ERROR" : "LMV_OP_OK",
        message: failing ? "Replication with the other connection servers failed." : "OK",
        ...(percentage === undefined ? {} : { pending_percentage: percentage }),
      };
    });
  };

  app.get("/rest/federation/v1/cpa", guard, (c) => {
    const caller = deps.getCaller(c);
    const state = federation();
    // PodFederationInfo: the running task is read from the task list, the pods from the pod list.
    const statuses = connectionServerStatuses();
    const base = {
      local_connection_server_status: statuses[0]?.status ?? (state.enabled ? "ENABLED" : "DISABLED"),
      connection_server_statuses: statuses,
    };
    const denied = denyUnlessAny(c, caller, FEDERATION_VIEW, root);
    if (denied) return denied;
    return c.json(
      state.enabled
        ? { ...base, name: state.name, sites: store.sites.all.map((site) => site.id) }
        : { ...base, name: "" },
    );
  });

  const startTask = (c: Context, type: CpaTaskType, complete: () => void, failAtStep?: number) => {
    const taskId = federation().start(type, complete, failAtStep);
    kit.changed();
    return c.json({ task_id: taskId });
  };

  app.post("/rest/federation/v1/cpa/action/initialize", guard, (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, false);
    if (refused) return refused;
    if (federation().enabled) {
      return restError(c, 409, "federation.cpa.already.initialized", "Cloud pod architecture is initialized");
    }
    return startTask(c, "POD_FEDERATION_INITIALIZING", () => {
      federation().enabled = true;
      kit.changed();
    });
  });

  app.post("/rest/federation/v1/cpa/action/uninitialize", guard, (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    if (store.pods.size > 1) {
      return restError(
        c,
        400,
        "federation.cpa.uninitialize.other.pods",
        "Other pods are members of the federation: unjoin or eject them first",
      );
    }
    return startTask(c, "POD_FEDERATION_UNINITIALIZING", () => {
      federation().enabled = false;
      kit.changed();
    });
  });

  app.post("/rest/federation/v1/cpa/action/join", guard, async (c) => {
    const caller = deps.getCaller(c);
    // The privilege before the body: a caller without it learns nothing of what a join needs.
    const denied = denyUnlessAny(c, caller, FEDERATION_MANAGE, root);
    if (denied) return denied;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = record(body.value);
    const address = typeof spec?.remote_pod_address === "string" ? spec.remote_pod_address.trim() : "";
    const username = typeof spec?.username === "string" ? spec.username.trim() : "";
    const password = stringList(spec?.password);
    if (!HOST_NAME.test(address)) {
      return restError(
        c,
        400,
        "federation.cpa.join.remote.pod.address.invalid",
        "remote_pod_address must be a host name or an IP address",
      );
    }
    if (!LOGON_NAME.test(username)) {
      return restError(
        c,
        400,
        "federation.cpa.join.username.invalid",
        "username must be DOMAIN\\user or user@domain",
      );
    }
    if (!password || password.length === 0) {
      return restError(c, 400, "federation.cpa.join.password.required", "password is required");
    }
    const refused = refuseManage(c, caller, false);
    if (refused) return refused;
    if (federation().enabled) {
      return restError(c, 409, "federation.cpa.already.initialized", "The pod is a member of a federation");
    }
    const refusedCredentials = password.join("") === REFUSED_JOIN_PASSWORD;
    return startTask(
      c,
      "POD_FEDERATION_JOINING",
      () => {
        federation().join(address);
        kit.changed();
      },
      refusedCredentials ? 1 : undefined,
    );
  });

  app.post("/rest/federation/v1/cpa/action/unjoin", guard, (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    if (store.pods.size <= 1) {
      return restError(
        c,
        400,
        "federation.cpa.unjoin.last.pod",
        "This pod is the federation's last member: uninitialize instead",
      );
    }
    return startTask(c, "POD_FEDERATION_UNJOINING", () => {
      federation().leave();
      kit.changed();
    });
  });

  app.post("/rest/federation/v1/cpa/action/eject", guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, FEDERATION_MANAGE, root);
    if (denied) return denied;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const podId = record(body.value)?.pod_id;
    if (typeof podId !== "string" || podId === "") {
      return restError(c, 400, "federation.cpa.eject.pod.id.required", "pod_id is required");
    }
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    if (!store.pods.get(podId)) return restNotFound(c, "federation.pod", podId);
    if (podId === store.localPodId) {
      return restError(c, 400, "federation.cpa.eject.local.pod", "The local pod cannot be ejected");
    }
    federation().eject(podId);
    kit.changed();
    return c.body(null, 204);
  });

  app.get("/rest/federation/v1/cpa/tasks", guard, (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), FEDERATION_VIEW, root);
    return denied ?? c.json(federation().taskInfos());
  });
  app.get("/rest/federation/v1/cpa/tasks/:id", guard, (c) => {
    const denied = denyUnlessAny(c, deps.getCaller(c), FEDERATION_VIEW, root);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const task = federation().taskInfo(id);
    return task ? c.json(task) : restNotFound(c, "federation.cpa.task", id);
  });

  /** A site's name and description from a create or update body, or the 400 to answer. */
  const readSite = async (c: Context, exceptId?: string) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = record(body.value);
    const name = typeof spec?.name === "string" ? spec.name.trim() : "";
    if (name === "" || name.length > 64) {
      return restError(c, 400, "federation.site.name.invalid", "name is required (at most 64 characters)");
    }
    if (
      store.sites.all.some((site) => site.id !== exceptId && site.name.toLowerCase() === name.toLowerCase())
    ) {
      return restError(c, 400, "federation.site.name.exists", `A site named ${name} exists`);
    }
    const description = typeof spec?.description === "string" ? spec.description : undefined;
    return { name, description };
  };

  app.post("/rest/federation/v1/sites", guard, async (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    const spec = await readSite(c);
    if (spec instanceof Response) return spec;
    const id = crypto.randomUUID();
    store.sites.add({ id, name: spec.name, description: spec.description ?? "", pods: [] });
    kit.changed();
    return c.body(null, 201, { Location: `/rest/federation/v1/sites/${id}` });
  });

  app.put("/rest/federation/v1/sites/:id", guard, async (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    const id = c.req.param("id") ?? "";
    const site = store.sites.get(id);
    if (!site) return restNotFound(c, "federation.site", id);
    const spec = await readSite(c, id);
    if (spec instanceof Response) return spec;
    site.name = spec.name;
    if (spec.description !== undefined) site.description = spec.description;
    kit.changed();
    return c.body(null, 204);
  });

  app.delete("/rest/federation/v1/sites/:id", guard, (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    const id = c.req.param("id") ?? "";
    const site = store.sites.get(id);
    if (!site) return restNotFound(c, "federation.site", id);
    if (site.pods.length > 0) {
      return restError(c, 400, "federation.site.has.pods", "Move the site's pods to another site first");
    }
    store.sites.remove(id);
    kit.changed();
    return c.body(null, 204);
  });

  app.put("/rest/federation/v1/pods/:id", guard, async (c) => {
    const caller = deps.getCaller(c);
    const refused = refuseManage(c, caller, true);
    if (refused) return refused;
    const id = c.req.param("id") ?? "";
    const pod = store.pods.get(id);
    if (!pod) return restNotFound(c, "federation.pod", id);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = record(body.value);
    const name = typeof spec?.name === "string" ? spec.name.trim() : "";
    if (name === "") return restError(c, 400, "federation.pod.name.required", "name is required");
    const siteId = spec?.site_id;
    const site = typeof siteId === "string" ? store.sites.get(siteId) : undefined;
    if (!site) return restError(c, 400, "federation.pod.site.not.found", "site_id names no site");
    for (const other of store.sites.all) other.pods = other.pods.filter((podId) => podId !== id);
    site.pods.push(id);
    pod.site_id = site.id;
    pod.name = name;
    if (typeof spec?.description === "string") pod.description = spec.description;
    if (typeof spec?.cloud_managed === "boolean") pod.cloud_managed = spec.cloud_managed;
    kit.changed();
    return c.body(null, 204);
  });

  for (const { resource, kind, pools } of RESOURCES) {
    const base = `/rest/inventory/v1/${resource}`;
    const entitlementOf = (id: string) => {
      const found = store.globalEntitlements.get(id);
      return found?.kind === kind ? found : undefined;
    };
    /** The entitlement named by the route, or the 403 / 404 / 409 to answer. */
    const target = (c: Context, privileges: readonly string[]): GlobalEntitlementRecord | Response => {
      const caller = deps.getCaller(c as Context<Env>);
      const id = c.req.param("id") ?? "";
      const found = entitlementOf(id);
      if (!found)
        return denyUnlessAny(c, caller, privileges) ?? restNotFound(c, "inventory.global.entitlement", id);
      if (!privileges.some((privilege) => caller.hasPrivilege(privilege, found.federated_access_group_id))) {
        return restForbidden(c, privileges.join(" or "));
      }
      if (!federation().enabled) {
        return restError(
          c,
          409,
          "federation.cpa.not.initialized",
          "Cloud pod architecture is not initialized",
        );
      }
      return found;
    };

    /**
     * The create routes: GlobalApplicationEntitlementCreateSpec (v1) and GlobalDesktopEntitlementCreateSpecV2
     * require federated_access_group_id; GlobalDesktopEntitlementCreateSpec (v1) has no such field, so its
     * entitlements go to the Federation Root.
     */
    const creates =
      kind === "DESKTOP"
        ? [
            { version: "v1", groupRequired: false },
            { version: "v2", groupRequired: true },
          ]
        : [{ version: "v1", groupRequired: true }];
    for (const { version, groupRequired } of creates)
      app.post(`/rest/inventory/${version}/${resource}`, guard, async (c) => {
        const caller = deps.getCaller(c);
        const body = await readJsonBody(c);
        if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
        const created = readEntitlementSpec(c, kind, body.value, groupRequired);
        if (created instanceof Response) return created;
        if (!caller.hasPrivilege("FEDERATED_LDAP_MANAGE", created.federated_access_group_id)) {
          return restForbidden(c, "FEDERATED_LDAP_MANAGE");
        }
        if (!federation().enabled) {
          return restError(
            c,
            409,
            "federation.cpa.not.initialized",
            "Cloud pod architecture is not initialized",
          );
        }
        const lower = created.name.toLowerCase();
        if (store.globalEntitlements.all.some((other) => other.name.toLowerCase() === lower)) {
          return restError(c, 400, "inventory.global.entitlement.name.exists", `${created.name} exists`);
        }
        store.globalEntitlements.add(created);
        kit.changed();
        return c.body(null, 201, { Location: `/rest/inventory/${version}/${resource}/${created.id}` });
      });

    /**
     * The update (v1 only in 2212): the whole GlobalDesktop/ApplicationEntitlementUpdateSpec, read as a create
     * spec with the group required, on the entitlement's group and, when the body moves it, on the new group
     * too. What the update spec lacks (kind, dedicated, the protocol choice) stays as it was.
     */
    app.put(`${base}/:id`, guard, async (c) => {
      const found = target(c, FEDERATION_MANAGE);
      if (found instanceof Response) return found;
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const updated = readEntitlementSpec(c, kind, body.value, true, found);
      if (updated instanceof Response) return updated;
      const caller = deps.getCaller(c);
      if (!caller.hasPrivilege("FEDERATED_LDAP_MANAGE", updated.federated_access_group_id)) {
        return restForbidden(c, "FEDERATED_LDAP_MANAGE");
      }
      const lower = updated.name.toLowerCase();
      if (
        store.globalEntitlements.all.some(
          (other) => other.id !== found.id && other.name.toLowerCase() === lower,
        )
      ) {
        return restError(c, 400, "inventory.global.entitlement.name.exists", `${updated.name} exists`);
      }
      Object.assign(found, updated);
      kit.changed();
      return c.body(null, 204);
    });

    app.delete(`${base}/:id`, guard, (c) => {
      const found = target(c, FEDERATION_MANAGE);
      if (found instanceof Response) return found;
      federation().forgetEntitlement(found);
      store.globalEntitlements.remove(found.id);
      store.entitlements.removeWhere((entitlement) => entitlement.resource_id === found.id);
      kit.changed();
      return c.body(null, 204);
    });

    app.get(`${base}/:id/${pools}`, guard, (c) => {
      const found = target(c, FEDERATION_VIEW);
      if (found instanceof Response) return found;
      return c.json(
        federation()
          .allPools(kind)
          .filter((pool) => pool.global_entitlement_id === found.id)
          .map((pool) => pool.id),
      );
    });

    app.get(`${base}/:id/compatible-${pools}`, guard, (c) => {
      const found = target(c, FEDERATION_VIEW);
      if (found instanceof Response) return found;
      return c.json(
        federation()
          .allPools(kind)
          .filter((pool) => !pool.global_entitlement_id)
          .map((pool) => pool.id),
      );
    });

    for (const method of ["post", "delete"] as const) {
      app[method](`${base}/:id/${pools}`, guard, async (c) => {
        const found = target(c, FEDERATION_MANAGE);
        if (found instanceof Response) return found;
        const body = await readJsonBody(c);
        if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
        const ids = stringList(body.value);
        if (!ids || ids.length === 0) {
          return restError(c, 400, "invalid.request.body", "Expected a non-empty list of pool ids");
        }
        const byId = new Map<string, PodLocalPool>(
          federation()
            .allPools(kind)
            .map((pool) => [pool.id, pool]),
        );
        const now = deps.now();
        const failure = (id: string, status: number, key: string, message: string) => ({
          id,
          status_code: status,
          timestamp: now,
          errors: [{ error_key: key, error_message: message }],
          error_messages: [message],
        });
        const results = ids.map((id) => {
          const pool = byId.get(id);
          if (!pool) return failure(id, 404, "inventory.local.pool.not.found", `No local pool with id ${id}`);
          if (method === "post") {
            if (pool.global_entitlement_id === found.id) {
              return failure(id, 400, "inventory.local.pool.already.added", `${pool.name} is already added`);
            }
            if (pool.global_entitlement_id) {
              return failure(
                id,
                400,
                "inventory.local.pool.in.other.global.entitlement",
                `${pool.name} belongs to another global entitlement`,
              );
            }
            federation().assign(pool, found.id);
          } else {
            if (pool.global_entitlement_id !== found.id) {
              return failure(
                id,
                400,
                "inventory.local.pool.not.added",
                `${pool.name} is not in this entitlement`,
              );
            }
            federation().assign(pool, null);
          }
          return { id, status_code: 200, timestamp: now };
        });
        kit.changed();
        return c.json(results);
      });
    }
  }
}

/**
 * A global entitlement from a create spec, or from an update spec over the `existing` one (which keeps its id
 * and what the update spec cannot change), or the 400 to answer.
 */
function readEntitlementSpec(
  c: Context,
  kind: Kind,
  value: unknown,
  groupRequired: boolean,
  existing?: GlobalEntitlementRecord,
): GlobalEntitlementRecord | Response {
  const spec = record(value);
  if (!spec) return restError(c, 400, "invalid.request.body", "Expected a specification object");
  const text = (name: string) => {
    const value = spec[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const flag = (name: string, fallback: boolean) => {
    const value = spec[name];
    return typeof value === "boolean" ? value : fallback;
  };
  const name = text("name");
  if (name === "" || name.length > 64 || !/^[A-Za-z0-9_-]+$/.test(name)) {
    return restError(
      c,
      400,
      "inventory.global.entitlement.name.invalid",
      "name is required: at most 64 letters, digits, - and _",
    );
  }
  const scope = spec.scope ?? "ALL_SITES";
  if (!SCOPES.includes(scope as (typeof SCOPES)[number])) {
    return restError(
      c,
      400,
      "inventory.global.entitlement.scope.invalid",
      "scope must be WITHIN_POD, WITHIN_SITE or ALL_SITES",
    );
  }
  const protocol = spec.default_display_protocol ?? "BLAST";
  const protocols = PROTOCOLS_OF[kind];
  if (!protocols.includes(protocol as Protocol)) {
    return restError(
      c,
      400,
      "inventory.global.entitlement.protocol.invalid",
      `default_display_protocol must be ${protocols.join(", ")}`,
    );
  }
  if (groupRequired && text("federated_access_group_id") === "") {
    return restError(
      c,
      400,
      "inventory.global.entitlement.access.group.required",
      "federated_access_group_id is required",
    );
  }
  const group = groupRequired ? text("federated_access_group_id") : FEDERATION_ROOT_ACCESS_GROUP_ID;
  if (!FEDERATION_ACCESS_GROUPS.some((candidate) => candidate.id === group)) {
    return restError(
      c,
      400,
      "inventory.global.entitlement.access.group.invalid",
      "federated_access_group_id names no federation access group",
    );
  }
  const requireHomeSite = flag("require_home_site", false);
  const useHomeSite = flag("use_home_site", false) || requireHomeSite;
  const entitlement: GlobalEntitlementRecord = {
    id: crypto.randomUUID(),
    kind,
    name,
    display_name: text("display_name") || name,
    description: text("description"),
    federated_access_group_id: group,
    enabled: flag("enabled", true),
    scope: scope as (typeof SCOPES)[number],
    require_home_site: requireHomeSite,
    use_home_site: useHomeSite,
    multiple_session_auto_clean: flag("multiple_session_auto_clean", false),
    allow_users_to_choose_protocol: flag("allow_users_to_choose_protocol", true),
    enable_client_restrictions: flag("enable_client_restrictions", false),
    default_display_protocol: protocol as Protocol,
    supported_display_protocols: [...protocols],
    shortcut_locations_v2: [],
  };
  if (kind === "DESKTOP") {
    entitlement.dedicated = flag("dedicated", false);
    entitlement.allow_multiple_sessions_per_user = flag("allow_multiple_sessions_per_user", false);
    entitlement.allow_users_to_reset_machines = flag("allow_users_to_reset_machines", false);
  } else {
    entitlement.enable_pre_launch = flag("enable_pre_launch", false);
    entitlement.multi_session_mode = "DISABLED";
  }
  return existing ? updatedEntitlement(c, existing, entitlement, spec) : entitlement;
}

const MULTI_SESSION_MODES = [
  "DISABLED",
  "ENABLED_DEFAULT_OFF",
  "ENABLED_DEFAULT_ON",
  "ENABLED_ENFORCED",
] as const;

/**
 * The entitlement after an update: the read spec's settings over the existing record, which keeps its id,
 * kind, dedication, protocol choice and protocols (none of them in the update specs); the update specs'
 * own settings read here, or the 400 to answer.
 */
function updatedEntitlement(
  c: Context,
  existing: GlobalEntitlementRecord,
  read: GlobalEntitlementRecord,
  spec: Record<string, unknown>,
): GlobalEntitlementRecord | Response {
  const flag = (name: string, fallback: boolean | undefined) => {
    const value = spec[name];
    return typeof value === "boolean" ? value : fallback;
  };
  const updated: GlobalEntitlementRecord = {
    ...existing,
    ...read,
    id: existing.id,
    allow_users_to_choose_protocol: existing.allow_users_to_choose_protocol,
    supported_display_protocols: existing.supported_display_protocols,
  };
  // The update spec sets what it documents; a setting it leaves out keeps its value.
  if (typeof spec.display_name !== "string") updated.display_name = existing.display_name;
  if (typeof spec.description !== "string") updated.description = existing.description;
  if (typeof spec.category_folder_name === "string") updated.category_folder_name = spec.category_folder_name;
  const tags = stringList(spec.cs_restriction_tags);
  if (tags) updated.cs_restriction_tags = tags;
  const shortcuts = stringList(spec.shortcut_locations_v2);
  if (shortcuts)
    updated.shortcut_locations_v2 = shortcuts.filter(
      (location): location is "START_MENU" | "DESKTOP" => location === "START_MENU" || location === "DESKTOP",
    );
  if (existing.kind === "DESKTOP") {
    updated.dedicated = existing.dedicated;
    updated.allow_users_to_reset_machines = existing.allow_users_to_reset_machines;
    updated.allow_multiple_sessions_per_user = flag(
      "allow_multiple_sessions_per_user",
      existing.allow_multiple_sessions_per_user,
    );
    for (const name of [
      "cloud_managed",
      "display_assigned_machine_name",
      "display_machine_alias",
      "session_collaboration_enabled",
    ] as const) {
      const value = flag(name, existing[name]);
      if (value !== undefined) updated[name] = value;
    }
    // GlobalDesktopEntitlementUpdateSpec: no auto clean up where machines are dedicated to their users.
    if (updated.multiple_session_auto_clean && updated.dedicated) {
      return restError(
        c,
        400,
        "inventory.global.entitlement.auto.clean.dedicated",
        "multiple_session_auto_clean cannot be enabled for a dedicated global desktop entitlement",
      );
    }
    return updated;
  }
  const mode = spec.multi_session_mode ?? existing.multi_session_mode ?? "DISABLED";
  if (!MULTI_SESSION_MODES.includes(mode as (typeof MULTI_SESSION_MODES)[number])) {
    return restError(
      c,
      400,
      "inventory.global.entitlement.multi.session.mode.invalid",
      `multi_session_mode must be ${MULTI_SESSION_MODES.join(", ")}`,
    );
  }
  updated.multi_session_mode = mode as (typeof MULTI_SESSION_MODES)[number];
  // GlobalApplicationEntitlementUpdateSpec: pre-launch only where multi-session is disabled.
  if (updated.enable_pre_launch && updated.multi_session_mode !== "DISABLED") {
    return restError(
      c,
      400,
      "inventory.global.entitlement.pre.launch.multi.session",
      "enable_pre_launch can be true only if multi_session_mode is DISABLED",
    );
  }
  return updated;
}
