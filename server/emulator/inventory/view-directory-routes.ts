import type { Context, Env } from "hono";
import type { AdUserOrGroupRecord, UnauthenticatedAccessUserRecord } from "../data/inventory-types";
import { adUserOrGroupSummaryView, entitledUserOrGroupRows } from "../query/query-entities";
import { TEXT_LIMITS } from "../http/errors";
import { readJsonBody, restError, restForbidden, restNotFound, viewFault } from "./http-responses";
import { federationOf } from "./federation-state";
import { type InventoryCaller, type RouteKit, accessScope, holdsAny } from "./route-context";
import { entitledResourceScope } from "./visibility";

const BASE = "/view-vlsi/rest/v1";

/** URI-decodes an id as the console sends it; an id that is not valid URI encoding is taken as is. */
function decodeId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** Ids from a body: a list of strings or of {id}; a single id as a string or {id}. */
function idList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids: string[] = [];
  for (const item of value) {
    const id = typeof item === "string" ? item : (item as { id?: unknown } | null)?.id;
    if (typeof id !== "string" || id === "") return null;
    ids.push(decodeId(id));
  }
  return ids;
}

function singleId(value: unknown): string | null {
  const id = typeof value === "string" ? value : (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" && id !== "" ? decodeId(id) : null;
}

function denyView(c: Context<Env>, caller: InventoryCaller, privileges: readonly string[]): Response | null {
  return holdsAny(caller, privileges)
    ? null
    : viewFault(
        c,
        "InsufficientPermission",
        `The caller needs ${privileges.join(" or ")}`,
        "INSUFFICIENT_PERMISSION",
      );
}

/** Registers the view API's directory, entitlement, unauthenticated-access and gateway-access calls. */
export function registerViewDirectoryRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.viewGuard();

  /** Reads the body as JSON and hands it on; malformed JSON is an InvalidArgument fault. */
  const withBody =
    (handler: (c: Context<Env>, body: unknown, caller: InventoryCaller) => Response | Promise<Response>) =>
    async (c: Context<Env>) => {
      const body = await readJsonBody(c);
      if (!body.ok) return viewFault(c, "InvalidArgument", "The request body is not valid JSON");
      return handler(c, body.value, deps.getCaller(c));
    };

  const notFound = (c: Context<Env>, id: string) =>
    viewFault(c, "EntityNotFound", `No user or group with id ${id}`, "AD_USER_OR_GROUP_NOT_FOUND");
  const info = (record: AdUserOrGroupRecord) => ({
    ...adUserOrGroupSummaryView(record),
    groups: record.group_ids,
    members: record.group ? record.member_ids.slice(0, 1000) : undefined,
  });

  app.post(
    `${BASE}/ADUserOrGroup/Get`,
    guard,
    withBody((c, body) => {
      const id = singleId(body) ?? c.req.query("id") ?? null;
      if (!id) return viewFault(c, "InvalidArgument", "ID not defined");
      const record = store.adUsersOrGroups.get(id);
      return record ? c.json(info(record)) : notFound(c, id);
    }),
  );
  app.post(
    `${BASE}/ADUserOrGroup/GetView`,
    guard,
    withBody((c, body, caller) => {
      const id = singleId(body) ?? c.req.query("id") ?? null;
      if (!id) return viewFault(c, "InvalidArgument", "User or Group ID not defined");
      const record = store.adUsersOrGroups.get(id);
      if (!record) return notFound(c, id);
      const groups = record.group_ids
        .map((groupId) => store.adUsersOrGroups.get(groupId))
        .filter((group): group is AdUserOrGroupRecord => group !== undefined)
        .map(adUserOrGroupSummaryView);
      // Entitlements and sessions are the caller's to see only in its access groups.
      const [entitled] = entitledUserOrGroupRows(store, [record], entitledResourceScope(store, caller));
      const sessionInScope = accessScope(caller, ["MACHINE_VIEW"]);
      return c.json({
        ...adUserOrGroupSummaryView(record),
        groups,
        localData: entitled?.localData ?? {
          desktops: [],
          applications: [],
          desktopCount: 0,
          applicationCount: 0,
        },
        sessions: store.sessions.all
          .filter((session) => session.user_id === id && sessionInScope(session.access_group_id))
          .map((session) => session.id),
      });
    }),
  );
  for (const [path, map] of [
    ["GetInfos", info],
    ["GetSummaryViews", adUserOrGroupSummaryView],
  ] as const) {
    app.post(
      `${BASE}/ADUserOrGroup/${path}`,
      guard,
      withBody((c, body) => {
        const list = idList(body);
        if (!list) return viewFault(c, "InvalidArgument", "IDs not defined");
        return c.json(
          list
            .map((id) => store.adUsersOrGroups.get(id))
            .filter((record): record is AdUserOrGroupRecord => record !== undefined)
            .map(map),
        );
      }),
    );
  }
  app.post(
    `${BASE}/ADUserOrGroup/Refresh`,
    guard,
    withBody((c, body) => {
      const id = singleId(body);
      if (!id) return viewFault(c, "InvalidArgument", "ID not defined");
      return store.adUsersOrGroups.get(id) ? c.body(null, 204) : notFound(c, id);
    }),
  );
  app.post(
    `${BASE}/ADUserOrGroup/RefreshUsersOrGroups`,
    guard,
    withBody((c, body) => {
      const list = idList(body);
      if (!list) return viewFault(c, "InvalidArgument", "IDs not defined");
      const missing = list.find((id) => !store.adUsersOrGroups.get(id));
      return missing ? notFound(c, missing) : c.body(null, 204);
    }),
  );

  // Entitled users and groups.
  const entitledRows = (list: string[], caller: InventoryCaller) => {
    const visible = entitledResourceScope(store, caller);
    return list
      .map((id) => store.adUsersOrGroups.get(id))
      .filter((record): record is AdUserOrGroupRecord => record !== undefined)
      .map((record) => {
        const [row] = entitledUserOrGroupRows(store, [record], visible);
        return (
          row ?? {
            ...adUserOrGroupSummaryView(record),
            localData: { desktops: [], applications: [], desktopCount: 0, applicationCount: 0 },
          }
        );
      });
  };
  for (const path of ["GetLocalSummaryViews", "GetInfos"]) {
    app.post(
      `${BASE}/EntitledUserOrGroup/${path}`,
      guard,
      withBody((c, body, caller) => {
        const denied = denyView(c, caller, ["POOL_VIEW"]);
        if (denied) return denied;
        const list = idList(body);
        if (!list) return viewFault(c, "InvalidArgument", "IDs not defined");
        return c.json(entitledRows(list, caller));
      }),
    );
  }

  // User entitlements: one record per (user or group, resource).
  const resourceOf = (id: string) => {
    const pool = store.desktopPools.get(id);
    if (pool) return { type: "DESKTOP" as const, accessGroupId: pool.access_group_id };
    const application = store.applicationPools.get(id);
    return application
      ? { type: "APPLICATION" as const, accessGroupId: application.access_group_id }
      : undefined;
  };
  app.post(
    `${BASE}/UserEntitlement/CreateUserEntitlements`,
    guard,
    withBody((c, body, caller) => {
      if (!Array.isArray(body) || body.length === 0)
        return viewFault(c, "InvalidArgument", "IDs not defined");
      const denied = denyView(c, caller, ["POOL_ENTITLE"]);
      if (denied) return denied;
      const results = body.map((item: unknown) => {
        const entry = item as { userOrGroup?: unknown; resource?: unknown } | null;
        const userOrGroupId = singleId(entry?.userOrGroup);
        const resourceId = singleId(entry?.resource);
        const fail = (fault: string, message: string) => ({
          userOrGroup: userOrGroupId,
          resource: resourceId,
          errors: [{ error_key: fault, error_message: message }],
        });
        if (!userOrGroupId || !resourceId)
          return fail("InvalidArgument", "userOrGroup and resource are required");
        if (!store.adUsersOrGroups.get(userOrGroupId))
          return fail("EntityNotFound", `No user or group ${userOrGroupId}`);
        const resource = resourceOf(resourceId);
        if (!resource) return fail("EntityNotFound", `No desktop or application pool ${resourceId}`);
        if (!caller.hasPrivilege("POOL_ENTITLE", resource.accessGroupId)) {
          return fail("InsufficientPermission", "POOL_ENTITLE is needed on the pool's access group");
        }
        const existing = store.entitlements.all.find(
          (entitlement) =>
            entitlement.resource_id === resourceId && entitlement.user_or_group_id === userOrGroupId,
        );
        if (existing)
          return fail("EntityAlreadyExists", `${userOrGroupId} is already entitled to ${resourceId}`);
        const id: string = crypto.randomUUID();
        store.entitlements.add({
          id,
          user_or_group_id: userOrGroupId,
          resource_id: resourceId,
          resource_type: resource.type,
        });
        return { id, userOrGroup: userOrGroupId, resource: resourceId };
      });
      const created = results.filter(
        (result): result is { id: string; userOrGroup: string; resource: string } => "id" in result,
      );
      if (created.length > 0) kit.changed();
      const first = created[0];
      if (!first) {
        const firstError = (results[0] as { errors: { error_key: string; error_message: string }[] })
          .errors[0];
        return viewFault(
          c,
          firstError?.error_key ?? "InvalidArgument",
          firstError?.error_message ?? "Nothing was entitled",
        );
      }
      const headers = { Location: `${BASE}/UserEntitlement/${first.id}` };
      if (created.length === results.length) return c.json(results, 201, headers);
      return c.json(
        {
          category: "PartialFailureFault",
          fault: "PartialFailureFault",
          message: `${results.length - created.length} of ${results.length} entitlements could not be added`,
          errors: [{ error_key: "PartialFailureFault", error_message: "Not all entitlements were added" }],
          results,
        },
        201,
        headers,
      );
    }),
  );
  app.post(
    `${BASE}/UserEntitlement/DeleteUserEntitlements`,
    guard,
    withBody((c, body, caller) => {
      const list = idList(body);
      if (!list) return viewFault(c, "InvalidArgument", "IDs not defined");
      const denied = denyView(c, caller, ["POOL_ENTITLE"]);
      if (denied) return denied;
      const missing = list.find((id) => !store.entitlements.get(id));
      if (missing) return viewFault(c, "EntityNotFound", `No entitlement ${missing}`);
      for (const id of list) {
        const resource = resourceOf(store.entitlements.get(id)?.resource_id ?? "");
        if (resource && !caller.hasPrivilege("POOL_ENTITLE", resource.accessGroupId)) {
          return viewFault(c, "InsufficientPermission", "POOL_ENTITLE is needed on the pool's access group");
        }
      }
      for (const id of list) store.entitlements.remove(id);
      kit.changed();
      return c.body(null, 204);
    }),
  );
  app.post(
    `${BASE}/UserEntitlement/GetInfos`,
    guard,
    withBody((c, body, caller) => {
      const list = idList(body);
      if (!list) return viewFault(c, "InvalidArgument", "IDs not defined");
      // An entitlement to a pool outside the caller's access groups is answered like an unknown id.
      const visible = entitledResourceScope(store, caller);
      return c.json(
        list.flatMap((id) => {
          const entitlement = store.entitlements.get(id);
          return entitlement && visible(entitlement.resource_id)
            ? [
                {
                  id,
                  base: {
                    userOrGroup: entitlement.user_or_group_id,
                    resource: entitlement.resource_id,
                    resourceType: entitlement.resource_type,
                  },
                },
              ]
            : [];
        }),
      );
    }),
  );

  registerUnauthenticatedAccessRoutes(kit, withBody);
  registerRestUnauthenticatedAccessRoutes(kit);
  registerGatewayAccessRoutes(kit, withBody);
}

type WithBody = (
  handler: (c: Context<Env>, body: unknown, caller: InventoryCaller) => Response | Promise<Response>,
) => (c: Context<Env>) => Promise<Response>;

const TRUE_SSO = "TRUE_SSO";
const DEMO_HYBRID_PASSWORD = "vdc-demo";

function publicUser(user: UnauthenticatedAccessUserRecord) {
  const { hybridLogonPassword: _password, podId: _pod, ...rest } = user;
  return rest;
}

/** The hybrid logon rules shared by create and update; null when the settings are acceptable. */
function hybridProblem(config: unknown, password: unknown, loginName: string, domain: string) {
  if (config === TRUE_SSO) {
    return {
      key: "TRUESSO_NOT_CONFIGURED",
      message: `True SSO is not configured for domain ${domain} (user ${loginName})`,
    };
  }
  if (config === "PASSWORD" && password !== DEMO_HYBRID_PASSWORD) {
    return {
      key: "INVALID_CREDENTIALS",
      message: `The password of ${loginName} in domain ${domain} is not valid`,
    };
  }
  if (config !== undefined && config !== "NONE" && config !== "PASSWORD") {
    return { key: "InvalidArgument", message: "hybridLogonConfig must be NONE, PASSWORD or TRUE_SSO" };
  }
  return null;
}

/** How a refused create is answered: a fault of the view API, a status of REST. */
type RefusalKind = "exists" | "notFound" | "invalid";
const REFUSAL_FAULT: Record<RefusalKind, string> = {
  exists: "EntityAlreadyExists",
  notFound: "EntityNotFound",
  invalid: "InvalidArgument",
};
const REFUSAL_STATUS: Record<RefusalKind, number> = { exists: 409, notFound: 404, invalid: 400 };

/**
 * A new unauthenticated access user for both generations' create, or why not: the alias free, the
 * directory user existing with a principal name and not already configured, hybrid logon acceptable.
 */
function newUnauthenticatedUser(
  store: RouteKit["store"],
  spec: { alias: string; userId: string; description: unknown; hybridLogon: unknown; password: unknown },
):
  | { record: UnauthenticatedAccessUserRecord }
  | { refusal: { kind: RefusalKind; key: string; message: string } } {
  const refuse = (kind: RefusalKind, key: string, message: string) => ({ refusal: { kind, key, message } });
  const loginName = spec.alias.trim();
  if (
    store.unauthenticatedAccessUsers.all.some(
      (user) => user.loginName.toLowerCase() === loginName.toLowerCase(),
    )
  ) {
    return refuse(
      "exists",
      "UNAUTHENTICATED_ACCESS_USER_ALIAS_EXISTS",
      `The alias ${loginName} is already used`,
    );
  }
  const directoryUser = store.adUsersOrGroups.get(spec.userId);
  if (!directoryUser || directoryUser.group) {
    return refuse("notFound", "AD_USER_OR_GROUP_NOT_FOUND", `No directory user ${spec.userId}`);
  }
  if (store.unauthenticatedAccessUsers.all.some((user) => user.userId === spec.userId)) {
    return refuse(
      "exists",
      "UNAUTHENTICATED_ACCESS_USER_EXISTS",
      `${directoryUser.login_name} already has unauthenticated access`,
    );
  }
  if (!directoryUser.user_principal_name) {
    return refuse(
      "invalid",
      "AD_USER_MUST_HAVE_UPN",
      `${directoryUser.login_name} has no user principal name`,
    );
  }
  const problem = hybridProblem(spec.hybridLogon, spec.password, loginName, directoryUser.domain);
  if (problem) return refuse("invalid", problem.key, problem.message);
  if (spec.description !== undefined && typeof spec.description !== "string")
    return refuse("invalid", "InvalidArgument", "description must be a string");
  if (typeof spec.description === "string" && spec.description.length > TEXT_LIMITS.description)
    return refuse(
      "invalid",
      "InvalidArgument",
      `description is longer than ${TEXT_LIMITS.description} characters`,
    );
  return {
    record: {
      id: crypto.randomUUID(),
      loginName,
      userId: spec.userId,
      description: typeof spec.description === "string" ? spec.description : "",
      hybridLogonConfig: spec.hybridLogon === "PASSWORD" ? "PASSWORD" : "NONE",
      domain: directoryUser.domain,
      podId: store.localPodId,
    },
  };
}

function registerUnauthenticatedAccessRoutes(kit: RouteKit, withBody: WithBody): void {
  const { app, deps, store } = kit;
  const guard = deps.viewGuard();
  const view = ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"];
  const manage = ["GLOBAL_CONFIG_MANAGEMENT"];
  const path = `${BASE}/UnauthenticatedAccessUser`;

  app.get(`${path}/List`, guard, (c) => {
    const denied = denyView(c, deps.getCaller(c), view);
    return denied ?? c.json(store.unauthenticatedAccessUsers.all.map(publicUser));
  });
  app.get(`${path}/Get`, guard, (c) => {
    const denied = denyView(c, deps.getCaller(c), view);
    if (denied) return denied;
    const id = c.req.query("id");
    if (!id) return viewFault(c, "InvalidArgument", "ID not defined");
    const user = store.unauthenticatedAccessUsers.get(id);
    return user
      ? c.json(publicUser(user))
      : viewFault(c, "EntityNotFound", `No unauthenticated access user ${id}`);
  });

  app.post(
    `${path}/Create`,
    guard,
    withBody((c, body, caller) => {
      const denied = denyView(c, caller, manage);
      if (denied) return denied;
      const spec = (body ?? {}) as Partial<Record<keyof UnauthenticatedAccessUserRecord, unknown>>;
      if (
        typeof spec.loginName !== "string" ||
        spec.loginName.trim() === "" ||
        typeof spec.userId !== "string"
      ) {
        return viewFault(c, "InvalidArgument", "loginName and userId are required");
      }
      const created = newUnauthenticatedUser(store, {
        alias: spec.loginName,
        userId: spec.userId,
        description: spec.description,
        hybridLogon: spec.hybridLogonConfig,
        password: spec.hybridLogonPassword,
      });
      if ("refusal" in created) {
        const { kind, key, message } = created.refusal;
        return viewFault(c, REFUSAL_FAULT[kind], message, key);
      }
      const record = created.record;
      store.unauthenticatedAccessUsers.add(record);
      kit.changed();
      return c.json({ id: record.id }, 201, { Location: `${path}/${record.id}` });
    }),
  );
  app.post(
    `${path}/Update`,
    guard,
    withBody((c, body, caller) => {
      const denied = denyView(c, caller, manage);
      if (denied) return denied;
      const spec = (body ?? {}) as Partial<Record<keyof UnauthenticatedAccessUserRecord, unknown>>;
      const user =
        (typeof spec.id === "string" ? store.unauthenticatedAccessUsers.get(spec.id) : undefined) ??
        store.unauthenticatedAccessUsers.all.find((candidate) => candidate.userId === spec.userId);
      if (!user) return viewFault(c, "EntityNotFound", "No such unauthenticated access user");
      if (user.podId !== store.localPodId) {
        return viewFault(
          c,
          "InvalidArgument",
          `${user.loginName} belongs to another pod`,
          "USER_OF_OTHER_POD_CANNOT_BE_UPDATED",
        );
      }
      if (spec.description !== undefined && typeof spec.description !== "string") {
        return viewFault(c, "InvalidArgument", "description must be a string");
      }
      if (typeof spec.description === "string" && spec.description.length > TEXT_LIMITS.description)
        return viewFault(
          c,
          "InvalidArgument",
          `description is longer than ${TEXT_LIMITS.description} characters`,
        );
      const problem = hybridProblem(
        spec.hybridLogonConfig,
        spec.hybridLogonPassword,
        user.loginName,
        user.domain,
      );
      if (problem) return viewFault(c, "InvalidArgument", problem.message, problem.key);
      if (typeof spec.description === "string") user.description = spec.description;
      if (spec.hybridLogonConfig === "PASSWORD" || spec.hybridLogonConfig === "NONE")
        user.hybridLogonConfig = spec.hybridLogonConfig;
      kit.changed();
      return c.body(null, 204);
    }),
  );
  app.post(
    `${path}/Delete`,
    guard,
    withBody((c, body, caller) => {
      const denied = denyView(c, caller, manage);
      if (denied) return denied;
      const id = singleId(body) ?? c.req.query("id") ?? null;
      if (!id) return viewFault(c, "InvalidArgument", "ID not defined");
      if (!store.unauthenticatedAccessUsers.remove(id))
        return viewFault(c, "EntityNotFound", `No unauthenticated access user ${id}`);
      kit.changed();
      return c.body(null, 204);
    }),
  );
}

/** REST's hybrid logon modes (UnauthenticatedAccessUserInfo) and the stored first-generation settings. */
const MODE_OF_CONFIG: Record<UnauthenticatedAccessUserRecord["hybridLogonConfig"], string> = {
  PASSWORD: "PASSWORD",
  TRUE_SSO: "TRUESSO",
  NONE: "DISABLED",
};
const CONFIG_OF_MODE: Readonly<Record<string, UnauthenticatedAccessUserRecord["hybridLogonConfig"]>> = {
  PASSWORD: "PASSWORD",
  TRUESSO: TRUE_SSO,
  DISABLED: "NONE",
};
const CREATE_SPEC_FIELDS = new Set([
  "user_id",
  "alias_name",
  "description",
  "hybrid_logon_mode",
  "hybrid_logon_password",
]);

/**
 * /config/v1/unauthenticated-access-users as OpenAPI 2212 has it: list and get (GLOBAL_CONFIG_VIEW for this
 * pod's users, FEDERATED_LDAP_VIEW for other pods'), create and delete (GLOBAL_CONFIG_MANAGEMENT, and
 * FEDERATED_LDAP_MANAGE when Cloud Pod Architecture is on). There is no update in 2212.
 */
function registerRestUnauthenticatedAccessRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const path = "/rest/config/v1/unauthenticated-access-users";
  const isFederated = () => federationOf(store, () => deps.now()).enabled;
  const readable = (caller: InventoryCaller) => (user: UnauthenticatedAccessUserRecord) =>
    caller.hasPrivilege(user.podId === store.localPodId ? "GLOBAL_CONFIG_VIEW" : "FEDERATED_LDAP_VIEW");
  const info = (caller: InventoryCaller) => (user: UnauthenticatedAccessUserRecord) => ({
    id: user.id,
    user_id: user.userId,
    alias_name: user.loginName,
    description: user.description,
    hybrid_logon_mode: MODE_OF_CONFIG[user.hybridLogonConfig],
    // Unset without CPA or without FEDERATED_LDAP_VIEW (UnauthenticatedAccessUserInfo.source_pod_ids).
    ...(isFederated() && caller.hasPrivilege("FEDERATED_LDAP_VIEW") ? { source_pod_ids: [user.podId] } : {}),
  });
  const denyManage = (c: Context, caller: InventoryCaller) => {
    if (!caller.hasPrivilege("GLOBAL_CONFIG_MANAGEMENT")) return restForbidden(c, "GLOBAL_CONFIG_MANAGEMENT");
    if (isFederated() && !caller.hasPrivilege("FEDERATED_LDAP_MANAGE"))
      return restForbidden(c, "FEDERATED_LDAP_MANAGE");
    return null;
  };

  app.get(path, guard, (c) => {
    const caller = deps.getCaller(c);
    if (!holdsAny(caller, ["GLOBAL_CONFIG_VIEW", "FEDERATED_LDAP_VIEW"]))
      return restForbidden(c, "GLOBAL_CONFIG_VIEW or FEDERATED_LDAP_VIEW");
    return c.json(store.unauthenticatedAccessUsers.all.filter(readable(caller)).map(info(caller)));
  });
  app.get(`${path}/:id`, guard, (c) => {
    const caller = deps.getCaller(c);
    if (!holdsAny(caller, ["GLOBAL_CONFIG_VIEW", "FEDERATED_LDAP_VIEW"]))
      return restForbidden(c, "GLOBAL_CONFIG_VIEW or FEDERATED_LDAP_VIEW");
    const id = c.req.param("id");
    const user = store.unauthenticatedAccessUsers.get(id);
    if (!user) return restNotFound(c, "unauthenticated.access.user", id);
    return readable(caller)(user) ? c.json(info(caller)(user)) : restForbidden(c, "FEDERATED_LDAP_VIEW");
  });
  app.post(path, guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyManage(c, caller);
    if (denied) return denied;
    const body = await readJsonBody(c);
    const spec = body.ok ? body.value : undefined;
    if (spec === null || typeof spec !== "object" || Array.isArray(spec))
      return restError(
        c,
        400,
        "invalid.request.body",
        "An unauthenticated access user specification is required",
      );
    const fields = spec as Record<string, unknown>;
    const unknown = Object.keys(fields).find((field) => !CREATE_SPEC_FIELDS.has(field));
    if (unknown) return restError(c, 400, "invalid.request.body", `Unknown field ${unknown}`);
    const {
      user_id: userId,
      alias_name: alias,
      hybrid_logon_mode: mode,
      hybrid_logon_password: password,
    } = fields;
    if (typeof userId !== "string" || userId === "")
      return restError(c, 400, "invalid.request.body", "user_id is required");
    if (alias !== undefined && (typeof alias !== "string" || alias.trim() === ""))
      return restError(c, 400, "invalid.request.body", "alias_name must be a non-empty string");
    if (mode !== undefined && (typeof mode !== "string" || !Object.hasOwn(CONFIG_OF_MODE, mode)))
      return restError(
        c,
        400,
        "invalid.request.body",
        "hybrid_logon_mode must be PASSWORD, TRUESSO or DISABLED",
      );
    if (
      password !== undefined &&
      !(Array.isArray(password) && password.every((part) => typeof part === "string"))
    )
      return restError(c, 400, "invalid.request.body", "hybrid_logon_password must be a list of strings");
    // Without alias_name the AD login name is the alias (UnauthenticatedAccessUserCreateSpec).
    const created = newUnauthenticatedUser(store, {
      alias: alias ?? store.adUsersOrGroups.get(userId)?.login_name ?? "",
      userId,
      description: fields.description,
      hybridLogon: mode === undefined ? "NONE" : CONFIG_OF_MODE[mode],
      password: password === undefined ? undefined : password.join(""),
    });
    if ("refusal" in created) {
      const { kind, key, message } = created.refusal;
      return restError(c, REFUSAL_STATUS[kind], key, message);
    }
    store.unauthenticatedAccessUsers.add(created.record);
    kit.changed();
    return c.body(null, 201, { Location: `${path}/${created.record.id}` });
  });
  app.delete(`${path}/:id`, guard, (c) => {
    const caller = deps.getCaller(c);
    const denied = denyManage(c, caller);
    if (denied) return denied;
    const id = c.req.param("id");
    if (!store.unauthenticatedAccessUsers.remove(id))
      return restNotFound(c, "unauthenticated.access.user", id);
    kit.changed();
    return c.body(null, 204);
  });
}

function registerGatewayAccessRoutes(kit: RouteKit, withBody: WithBody): void {
  const { app, deps, store } = kit;
  const guard = deps.viewGuard();
  const path = `${BASE}/GatewayAccessUserOrGroup`;
  const entryView = (entry: { id: string; userOrGroupId: string }) => {
    const record = store.adUsersOrGroups.get(entry.userOrGroupId);
    return {
      id: entry.id,
      userOrGroup: entry.userOrGroupId,
      name: record?.name,
      displayName: record?.display_name,
      domain: record?.domain,
      isGroup: record?.group ?? false,
    };
  };
  const userOrGroupOf = (body: unknown) => {
    const entry = body as { userOrGroup?: unknown; userOrGroupId?: unknown } | null | undefined;
    return (
      singleId(entry?.userOrGroup) ?? (typeof entry?.userOrGroupId === "string" ? entry.userOrGroupId : null)
    );
  };

  app.post(
    `${path}/List`,
    guard,
    withBody((c, _body, caller) => {
      const denied = denyView(c, caller, ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
      return denied ?? c.json(store.gatewayAccessEntries.all.map(entryView));
    }),
  );
  app.post(
    `${path}/Create`,
    guard,
    withBody((c, body, caller) => {
      const denied = denyView(c, caller, ["GLOBAL_CONFIG_MANAGEMENT"]);
      if (denied) return denied;
      const userOrGroupId = userOrGroupOf(body);
      if (!userOrGroupId) return viewFault(c, "InvalidArgument", "User or Group ID not defined");
      if (!store.adUsersOrGroups.get(userOrGroupId)) {
        return viewFault(
          c,
          "EntityNotFound",
          `No user or group ${userOrGroupId}`,
          "AD_USER_OR_GROUP_NOT_FOUND",
        );
      }
      if (store.gatewayAccessEntries.all.some((entry) => entry.userOrGroupId === userOrGroupId)) {
        return viewFault(c, "EntityAlreadyExists", `${userOrGroupId} already has gateway access`);
      }
      const entry = { id: crypto.randomUUID(), userOrGroupId };
      store.gatewayAccessEntries.add(entry);
      kit.changed();
      return c.json(entryView(entry), 201, { Location: `${path}/${entry.id}` });
    }),
  );
  app.post(
    `${path}/Delete`,
    guard,
    withBody((c, body, caller) => {
      const denied = denyView(c, caller, ["GLOBAL_CONFIG_MANAGEMENT"]);
      if (denied) return denied;
      const byId = singleId(body);
      const userOrGroupId = userOrGroupOf(body);
      const entry = store.gatewayAccessEntries.all.find(
        (candidate) =>
          candidate.id === byId || (userOrGroupId !== null && candidate.userOrGroupId === userOrGroupId),
      );
      if (!entry) return viewFault(c, "EntityNotFound", "No such gateway access entry");
      store.gatewayAccessEntries.remove(entry.id);
      kit.changed();
      return c.body(null, 204);
    }),
  );
}
