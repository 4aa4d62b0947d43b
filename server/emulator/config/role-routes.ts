import type { Context, Hono } from "hono";
import { getCaller, requirePrivilege, restGuard } from "../auth/guards";
import {
  FEDERATION_PRIVILEGES,
  SELECTABLE_PRIVILEGES,
  SUB_PRIVILEGES,
  expandSelectedPrivileges,
  VIEW_API_ONLY_PRIVILEGES,
  isRestPrivilegeName,
  privilegeScope,
  restPrivilegesOf,
} from "../auth/privileges";
import type { Role, RoleAssignment } from "../auth/roles";
import { LOCAL_ROOT_ACCESS_GROUP_ID, type AccessGroup } from "../data/access-groups";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import {
  EmulatorHttpError,
  badRequest,
  notFound,
  optionalString,
  readJson,
  readJsonObject,
  requireObject,
  requireString,
  type JsonObject,
} from "../http/errors";
import { restAccessGroup, visibleAccessGroup } from "./admin-routes";

const CONFIG = "/rest/config";
/** The OpenAPI's role and access group names: 1 to 32 letters, digits, underscores and dashes. */
const NAME_PATTERN = /^[\p{L}\p{N}_-]{1,32}$/u;
/** The OpenAPI's limit of permission ids per list call. */
const MAX_IDS_PER_CALL = 100;

type BuiltInRoleType = "ADMINISTRATOR" | "ADMINISTRATOR_READ_ONLY" | "HELP_DESK_ADMIN" | "INVENTORY_ADMIN";

const BUILT_IN_TYPES: Readonly<Record<string, BuiltInRoleType>> = {
  "role-administrators": "ADMINISTRATOR",
  "role-administrators-read-only": "ADMINISTRATOR_READ_ONLY",
  "role-help-desk-administrators": "HELP_DESK_ADMIN",
  "role-inventory-administrators": "INVENTORY_ADMIN",
};

/**
 * The OpenAPI's RoleInfo; permission ids only for a caller who may view permissions. Its privileges are the
 * REST API's set: the view-only ones a role may hold (ThinApp, persistent disks) are not in its enum.
 */
function roleInfo(role: Role, permissions: readonly RoleAssignment[] | undefined) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    privileges: restPrivilegesOf(role.privileges),
    // "Null for custom roles", yet typed as a plain string: a custom role's answer leaves the field out.
    ...(role.builtIn ? { built_in_role_type: BUILT_IN_TYPES[role.id] ?? "UNKNOWN_ROLE" } : {}),
    applies_to_federation_access_group: role.privileges.some((name) => privilegeScope(name) === "federation"),
    applies_to_local_access_group: role.privileges.some((name) => privilegeScope(name) !== "federation"),
    ...(permissions
      ? {
          permission_ids: permissions
            .filter((permission) => permission.roleId === role.id)
            .map((permission) => permission.id),
        }
      : {}),
  };
}

/** The OpenAPI's PermissionInfo. */
function permissionInfo(permission: RoleAssignment, isFederation: boolean) {
  return {
    id: permission.id,
    ad_user_or_group_id: permission.principalSid,
    role_id: permission.roleId,
    ...(isFederation
      ? { federation_access_group_id: permission.accessGroupId }
      : { local_access_group_id: permission.accessGroupId }),
  };
}

/** The error key of a change that would leave nobody able to manage administrators. */
export const LAST_ADMINISTRATORS_MANAGER_KEY = "config.administrators.last.manager";
const LAST_ADMINISTRATORS_MANAGER_MESSAGE =
  "Nobody would be left holding role and permission management on the root access group";

function lastAdministratorsManager(): EmulatorHttpError {
  return badRequest(LAST_ADMINISTRATORS_MANAGER_MESSAGE, LAST_ADMINISTRATORS_MANAGER_KEY, "InvalidState");
}

function conflict(errorKey: string, message: string): EmulatorHttpError {
  return new EmulatorHttpError(409, errorKey, message, { faultName: "EntityAlreadyExists" });
}

/** Role and access group names: the OpenAPI's pattern, else 400 INVALID_NAME. */
function checkName(name: string, what: string): string {
  const trimmed = name.trim();
  if (!NAME_PATTERN.test(trimmed))
    throw badRequest(`${what} names have 1 to 32 letters, digits, _ or -`, "INVALID_NAME");
  return trimmed;
}

/** A list of privilege names: every entry a name of the REST API's enum, else 400. */
function privilegeList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((name) => typeof name === "string"))
    throw badRequest("privileges must be a list of privilege names", "request.field.invalid");
  const unknown = value.find((name) => !isRestPrivilegeName(name));
  if (unknown !== undefined)
    throw badRequest(`Unknown privilege ${String(unknown)}`, "role.privilege.invalid");
  return value;
}

/**
 * Stored privileges of an edited role; 400 when nothing selectable is left. The view-only privileges the
 * role already holds are kept: a REST caller never sees them, so its list cannot mean to remove them.
 */
function rolePrivileges(body: JsonObject, kept: readonly string[] = []): Role["privileges"] {
  const viewOnly = kept.filter((name) => (VIEW_API_ONLY_PRIVILEGES as readonly string[]).includes(name));
  const privileges = expandSelectedPrivileges([...privilegeList(body.privileges), ...viewOnly]);
  if (privileges.length === 0)
    throw badRequest("A role needs at least one selectable privilege", "role.privileges.required");
  return privileges;
}

/** A list of ids in a bulk body; 400 otherwise. */
function idList(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((id) => typeof id === "string"))
    throw badRequest("The body must be a non-empty list of ids", "request.body.invalid");
  return value;
}

function bulkOk(id: string, now: number) {
  return { id, status_code: 200, timestamp: now };
}

function bulkFailure(key: string, status: number, errorKey: string, message: string, now: number) {
  return {
    key,
    status_code: status,
    timestamp: now,
    errors: [{ error_key: errorKey, error_message: message }],
    error_messages: [message],
  };
}

/**
 * Roles, permissions, the privilege list and the creation and deletion of local and federation access
 * groups (the OpenAPI's /config/v1 paths). Role and permission management are global privileges, so they
 * are checked on the local root; access groups need FOLDER_MANAGEMENT there (spec 000 section 6).
 */
export function registerRoleRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { roles, groups } = services;
  const now = () => services.clock.now();
  const canViewPermissions = (c: Context<EmulatorEnv>) => getCaller(c).hasPrivilege("GLOBAL_PERMISSION_VIEW");
  const knownRole = (id: string): Role => {
    const role = roles.role(id);
    if (!role) throw notFound("Role", id);
    return role;
  };
  const customRole = (id: string): Role => {
    const role = knownRole(id);
    if (role.builtIn)
      throw badRequest(`${role.name} is a built-in role and cannot be changed`, "role.built_in");
    return role;
  };

  app.get(`${CONFIG}/v1/privileges`, restGuard("GLOBAL_ROLE_VIEW"), (c) =>
    c.json(
      restPrivilegesOf(SELECTABLE_PRIVILEGES).map((name) => ({
        name,
        sub_privileges: [...(SUB_PRIVILEGES[name] ?? [])],
      })),
    ),
  );

  app.get(`${CONFIG}/v1/roles`, restGuard("GLOBAL_ROLE_VIEW"), (c) => {
    const permissions = canViewPermissions(c) ? roles.permissions() : undefined;
    return c.json(roles.roles().map((role) => roleInfo(role, permissions)));
  });

  app.get(`${CONFIG}/v1/roles/:id`, restGuard("GLOBAL_ROLE_VIEW"), (c) =>
    c.json(roleInfo(knownRole(c.req.param("id")), canViewPermissions(c) ? roles.permissions() : undefined)),
  );

  app.post(`${CONFIG}/v1/roles`, restGuard("GLOBAL_ROLE_MANAGEMENT"), async (c) => {
    const body = await readJsonObject(c);
    const name = checkName(requireString(body, "name"), "Role");
    const description = optionalString(body, "description", 400) ?? "";
    const privileges = rolePrivileges(body);
    if (roles.isRoleNameUsed(name))
      throw conflict("ROLE_NAME_ALREADY_USED", `The role name ${name} is in use`);
    const role = roles.addRole({ name, description, privileges });
    services.markChanged();
    c.header("Location", `${CONFIG}/v1/roles/${role.id}`);
    return c.body(null, 201);
  });

  app.put(`${CONFIG}/v1/roles/:id`, restGuard("GLOBAL_ROLE_MANAGEMENT"), async (c) => {
    const body = await readJsonObject(c);
    const role = customRole(c.req.param("id"));
    const description = optionalString(body, "description", 400);
    const privileges = body.privileges === undefined ? undefined : rolePrivileges(body, role.privileges);
    if (
      privileges !== undefined &&
      !roles.keepsAdministratorsManaged({
        roles: (list) => list.map((item) => (item.id === role.id ? { ...item, privileges } : item)),
      })
    )
      throw lastAdministratorsManager();
    roles.updateRole(role.id, {
      ...(description === undefined ? {} : { description }),
      ...(privileges === undefined ? {} : { privileges }),
    });
    services.markChanged();
    return c.body(null, 204);
  });

  app.delete(`${CONFIG}/v1/roles/:id`, restGuard("GLOBAL_ROLE_MANAGEMENT&GLOBAL_PERMISSION_VIEW"), (c) => {
    const role = customRole(c.req.param("id"));
    if (
      !roles.keepsAdministratorsManaged({
        roles: (list) => list.filter((item) => item.id !== role.id),
        permissions: (list) => list.filter((permission) => permission.roleId !== role.id),
      })
    )
      throw lastAdministratorsManager();
    roles.deleteRole(role.id);
    services.markChanged();
    return c.body(null, 204);
  });

  const permissionShape = (permission: RoleAssignment) =>
    permissionInfo(permission, groups.isFederation(permission.accessGroupId));

  app.get(`${CONFIG}/v1/permissions`, restGuard("GLOBAL_PERMISSION_VIEW"), (c) => {
    const ids = c.req.queries("ids");
    if (ids && ids.length > MAX_IDS_PER_CALL)
      throw badRequest(`At most ${MAX_IDS_PER_CALL} ids per call`, "request.ids.too_many");
    const wanted = ids ? new Set(ids) : undefined;
    return c.json(
      roles
        .permissions()
        .filter((permission) => !wanted || wanted.has(permission.id))
        .map(permissionShape),
    );
  });

  app.get(`${CONFIG}/v1/permissions/:id`, restGuard("GLOBAL_PERMISSION_VIEW"), (c) => {
    const permission = roles.permission(c.req.param("id"));
    if (!permission) throw notFound("Permission", c.req.param("id"));
    return c.json(permissionShape(permission));
  });

  /** One PermissionCreateSpec: the new permission, or the reason it cannot be created. */
  const createPermission = (spec: unknown, index: number) => {
    const key = String(index);
    if (typeof spec !== "object" || spec === null || Array.isArray(spec))
      return bulkFailure(key, 400, "request.body.invalid", "Each permission must be a JSON object", now());
    const item = spec as JsonObject;
    const principal = item.ad_user_or_group_id;
    const roleId = item.role_id;
    const local = item.local_access_group_id;
    const federation = item.federation_access_group_id;
    if (typeof principal !== "string" || !principal.startsWith("S-1-"))
      return bulkFailure(key, 400, "request.field.invalid", "ad_user_or_group_id must be a SID", now());
    if (typeof roleId !== "string")
      return bulkFailure(key, 400, "request.field.invalid", "role_id is required", now());
    if ((typeof local === "string") === (typeof federation === "string"))
      return bulkFailure(
        key,
        400,
        "request.field.invalid",
        "Give either local_access_group_id or federation_access_group_id",
        now(),
      );
    const role = roles.role(roleId);
    if (!role) return bulkFailure(key, 404, "entity.not.found", `Role ${roleId} not found`, now());
    const groupId = (typeof local === "string" ? local : federation) as string;
    const isFederation = typeof federation === "string";
    const known = isFederation ? groups.isFederation(groupId) : groups.isLocal(groupId);
    if (!known) return bulkFailure(key, 404, "entity.not.found", `Access group ${groupId} not found`, now());
    const fits = role.privileges.some(
      (name) => (FEDERATION_PRIVILEGES as readonly string[]).includes(name) === isFederation,
    );
    if (!fits)
      return bulkFailure(
        key,
        400,
        "permission.role.not.applicable",
        `${role.name} does not apply to ${isFederation ? "federation" : "local"} access groups`,
        now(),
      );
    const duplicate = roles
      .permissions()
      .some(
        (permission) =>
          permission.principalSid === principal &&
          permission.roleId === roleId &&
          permission.accessGroupId === groupId,
      );
    if (duplicate)
      return bulkFailure(key, 409, "permission.already.exists", "This permission already exists", now());
    const created = roles.addPermission({ principalSid: principal, roleId, accessGroupId: groupId });
    return bulkOk(created.id, now());
  };

  app.post(`${CONFIG}/v1/permissions`, restGuard("GLOBAL_PERMISSION_MANAGEMENT"), async (c) => {
    const body = await readJson(c);
    if (!Array.isArray(body) || body.length === 0)
      throw badRequest("The body must be a non-empty list of permissions", "request.body.invalid");
    const results = body.map(createPermission);
    services.markChanged();
    return c.json(results);
  });

  app.delete(`${CONFIG}/v1/permissions`, restGuard("GLOBAL_PERMISSION_MANAGEMENT"), async (c) => {
    const ids = idList(await readJson(c));
    const results = ids.map((id) => {
      if (!roles.permission(id))
        return { ...bulkFailure(id, 404, "entity.not.found", `Permission ${id} not found`, now()), id };
      if (!roles.keepsAdministratorsManaged({ permissions: (list) => list.filter((item) => item.id !== id) }))
        return {
          ...bulkFailure(
            id,
            400,
            LAST_ADMINISTRATORS_MANAGER_KEY,
            LAST_ADMINISTRATORS_MANAGER_MESSAGE,
            now(),
          ),
          id,
        };
      roles.deletePermission(id);
      return bulkOk(id, now());
    });
    services.markChanged();
    return c.json(results);
  });

  /** A new access group's name and description (Local/FederationAccessGroupCreateSpec). */
  const readGroupSpec = async (c: Context<EmulatorEnv>, kind: "local" | "federation") => {
    const body = requireObject(await readJson(c));
    requirePrivilege(c, "FOLDER_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID);
    const name = checkName(requireString(body, "name"), "Access group");
    const description = optionalString(body, "description", 400) ?? "";
    if (groups.isNameUsed(name, kind))
      throw conflict("ACCESS_GROUP_NAME_ALREADY_USED", `The name ${name} is already in use`);
    return { name, description };
  };

  /** Deletes a child access group with its permissions; never a root, nor a group inventory still uses. */
  const deleteGroup = (c: Context<EmulatorEnv>, list: readonly AccessGroup[]) => {
    requirePrivilege(c, "FOLDER_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID);
    const id = c.req.param("id") ?? "";
    const group = list.find((candidate) => candidate.id === id);
    if (!group) throw notFound("Access group", id);
    if (group.parentId === null)
      throw badRequest("A root access group cannot be deleted", "access.group.root.not.deletable");
    if (services.accessGroupUsage(id) > 0)
      throw badRequest(`${group.name} still holds inventory: move it first`, "access.group.in.use");
    groups.delete(id);
    roles.deletePermissionsOn(id);
    services.markChanged();
    return c.body(null, 204);
  };

  app.post(`${CONFIG}/v1/local-access-groups`, restGuard(), async (c) => {
    const { name, description } = await readGroupSpec(c, "local");
    const group = groups.create(name, description);
    services.markChanged();
    c.header("Location", `${CONFIG}/v1/local-access-groups/${group.id}`);
    return c.body(null, 201);
  });
  app.delete(`${CONFIG}/v1/local-access-groups/:id`, restGuard(), (c) => deleteGroup(c, groups.listLocal()));

  app.post(`${CONFIG}/v1/federation-access-groups`, restGuard(), async (c) => {
    const { name, description } = await readGroupSpec(c, "federation");
    const group = groups.createFederation(name, description);
    services.markChanged();
    c.header("Location", `${CONFIG}/v1/federation-access-groups/${group.id}`);
    return c.body(null, 201);
  });
  app.delete(`${CONFIG}/v1/federation-access-groups/:id`, restGuard(), (c) =>
    deleteGroup(c, groups.listFederation()),
  );
  for (const version of ["v1", "v2"])
    app.get(`${CONFIG}/${version}/federation-access-groups/:id`, restGuard(), (c) => {
      const group = visibleAccessGroup(getCaller(c).permissions, groups.listFederation(), c.req.param("id"));
      return c.json(restAccessGroup(group, version, roles));
    });
}
