import type { Hono } from "hono";
import type { AccessGroup } from "../data/access-groups";
import { getCaller, requirePrivilege, restGuard, viewGuard } from "../auth/guards";
import type { Permissions } from "../auth/roles";
import { restPrivilegesOf } from "../auth/privileges";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import {
  EmulatorHttpError,
  badRequest,
  notFound,
  optionalInteger,
  optionalString,
  readJsonObject,
  readOptionalJson,
  requireObject,
  requireString,
} from "../http/errors";
import type { AccessGroupStore } from "./access-group-store";
import type { RoleStore } from "./role-store";

const VIEW = "/view-vlsi/rest/v1";

/** Groups the caller holds privileges on, root first, each with its effective (inherited) privileges. */
function grantedGroups(
  permissions: Permissions,
  groups: readonly AccessGroup[],
  grants: Permissions["local"],
) {
  const roots = groups.filter((group) => group.parentId === null);
  const withGrants = groups.filter((group) => grants.has(group.id));
  const result = new Map<string, AccessGroup>();
  if (withGrants.some((group) => group.parentId === null))
    for (const root of roots) result.set(root.id, root);
  for (const group of withGrants) result.set(group.id, group);
  return [...result.values()].map((group) => ({
    group,
    privileges: [...permissions.effective(group.id)].sort(),
  }));
}

/**
 * Least privilege: an administrator sees the access groups it holds a privilege on (directly or inherited
 * from a parent), so a child-group administrator learns neither the root nor its sibling groups.
 */
function visibleGroups(permissions: Permissions, groups: readonly AccessGroup[]): AccessGroup[] {
  return groups.filter((group) => permissions.effective(group.id).size > 0);
}

/** The access group of `id` in `list` when the caller may see it; 404 when unknown, 403 when not the caller's. */
export function visibleAccessGroup(
  permissions: Permissions,
  list: readonly AccessGroup[],
  id: string,
): AccessGroup {
  const group = list.find((candidate) => candidate.id === id);
  if (!group) throw notFound("Access group", id);
  if (permissions.effective(group.id).size === 0)
    throw new EmulatorHttpError(
      403,
      "insufficient.privilege",
      "The caller holds no privilege on this access group",
      {
        faultName: "InsufficientPermission",
      },
    );
  return group;
}

function childRefs(store: AccessGroupStore, id: string) {
  return store.children(id).map((child) => ({ id: child.id, name: child.name }));
}

/** The first generation's access group shape. */
function viewAccessGroup(group: AccessGroup, store: AccessGroupStore) {
  return {
    id: group.id,
    base: { name: group.name, description: group.description, parent: group.parentId },
    children: childRefs(store, group.id),
  };
}

/** REST Local/FederationAccessGroupInfo (v1) or its V2 with the ids of the permissions on the group. */
export function restAccessGroup(group: AccessGroup, version: string, roles: RoleStore) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    deletable: group.parentId !== null,
    ...(version === "v1"
      ? {}
      : {
          permission_ids: roles
            .permissions()
            .filter((permission) => permission.accessGroupId === group.id)
            .map((permission) => permission.id),
        }),
  };
}

const CATEGORY_FOLDERS = ["Finance", "Engineering", "Engineering\\Build", "Sales", "Sales\\EMEA", "Support"];

/** Each administrator's preferences are stored whole: a cap keeps one caller from filling the emulator. */
const MAX_GRID_PREFERENCES_CHARS = 64 * 1024;

/** Administrator permissions, preferences, access groups and category folders. */
export function registerAdminRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { groups, settings, roles } = services;

  app.post(`${VIEW}/AdminUserOrGroup/getloginview`, viewGuard(), async (c) => {
    await readOptionalJson(c);
    const caller = getCaller(c);
    const { permissions } = caller;
    return c.json({
      id: caller.sid,
      privilegesInfo: grantedGroups(permissions, groups.listLocal(), permissions.local).map(
        ({ group, privileges }) => ({
          accessGroupId: group.id,
          accessGroupName: group.name,
          privileges,
          children: childRefs(groups, group.id),
        }),
      ),
      globalPrivilegesInfo: grantedGroups(permissions, groups.listFederation(), permissions.federation).map(
        ({ group, privileges }) => ({
          globalAccessGroupId: group.id,
          globalAccessGroupName: group.name,
          privileges,
          children: childRefs(groups, group.id),
        }),
      ),
      helpdeskAdmin: permissions.isHelpdeskAdmin,
    });
  });

  app.get("/rest/config/v1/admin-users-or-groups/permissions", restGuard(), (c) => {
    const caller = getCaller(c);
    const { permissions } = caller;
    const shape = ({ group, privileges }: { group: AccessGroup; privileges: string[] }) => ({
      access_group_id: group.id,
      access_group_name: group.name,
      // The REST API's copy (spec 000 §6): its enum lacks the view API's ThinApp and persistent disk privileges.
      privileges: restPrivilegesOf(privileges),
    });
    return c.json({
      id: caller.sid,
      help_desk_admin: permissions.isHelpdeskAdmin,
      local_privileges_info: grantedGroups(permissions, groups.listLocal(), permissions.local).map(shape),
      federated_privileges_info: grantedGroups(
        permissions,
        groups.listFederation(),
        permissions.federation,
      ).map(shape),
    });
  });

  for (const version of ["v1", "v2"]) {
    const path = `/rest/config/${version}/admin-users-or-groups/preferences`;
    app.get(path, restGuard(), (c) => c.json(settings.preferencesOf(getCaller(c).sid)));
    app.put(path, restGuard(), async (c) => {
      const caller = getCaller(c);
      const body = await readJsonObject(c);
      const current = settings.preferencesOf(caller.sid);
      const timeout = optionalInteger(body, "admin_timeout_in_minutes", 1, 4320);
      const grid = body.grid_preferences;
      let gridPreferences = current.grid_preferences;
      if (grid !== undefined && grid !== null) {
        const entries = Object.entries(requireObject(grid, "grid_preferences"));
        for (const [, hidden] of entries)
          if (!Array.isArray(hidden) || !hidden.every((field) => typeof field === "string"))
            throw badRequest(
              "grid_preferences values must be lists of column names",
              "request.field.invalid",
            );
        gridPreferences = Object.fromEntries(entries) as Record<string, string[]>;
        if (JSON.stringify(gridPreferences).length > MAX_GRID_PREFERENCES_CHARS)
          throw badRequest(
            `grid_preferences may hold at most ${MAX_GRID_PREFERENCES_CHARS} characters`,
            "request.field.invalid",
          );
      }
      settings.state.preferences[caller.sid] = {
        admin_timeout_in_minutes: timeout ?? current.admin_timeout_in_minutes,
        grid_preferences: gridPreferences,
      };
      services.markChanged();
      return c.body(null, 204);
    });
  }

  for (const version of ["v1", "v2"]) {
    app.get(`/rest/config/${version}/local-access-groups`, restGuard(), (c) =>
      c.json(
        visibleGroups(getCaller(c).permissions, groups.listLocal()).map((group) =>
          restAccessGroup(group, version, roles),
        ),
      ),
    );
    app.get(`/rest/config/${version}/local-access-groups/:id`, restGuard(), (c) => {
      const group = visibleAccessGroup(getCaller(c).permissions, groups.listLocal(), c.req.param("id"));
      return c.json(restAccessGroup(group, version, roles));
    });
    app.get(`/rest/config/${version}/federation-access-groups`, restGuard(), (c) =>
      c.json(
        visibleGroups(getCaller(c).permissions, groups.listFederation()).map((group) =>
          restAccessGroup(group, version, roles),
        ),
      ),
    );
  }

  const listView = (permissions: Permissions) =>
    visibleGroups(permissions, groups.listLocal()).map((group) => viewAccessGroup(group, groups));
  app.get(`${VIEW}/AccessGroup/List`, viewGuard(), (c) => c.json(listView(getCaller(c).permissions)));
  app.post(`${VIEW}/AccessGroup/List`, viewGuard(), (c) => c.json(listView(getCaller(c).permissions)));

  app.get(`${VIEW}/AccessGroup/Get`, viewGuard(), (c) => {
    const id = c.req.query("id");
    if (!id) throw badRequest("id is required", "request.field.invalid");
    return c.json(
      viewAccessGroup(visibleAccessGroup(getCaller(c).permissions, groups.listLocal(), id), groups),
    );
  });

  app.post(`${VIEW}/AccessGroup/Get`, viewGuard(), async (c) => {
    const body = await readJsonObject(c);
    const id = requireString(body, "id");
    return c.json(
      viewAccessGroup(visibleAccessGroup(getCaller(c).permissions, groups.listLocal(), id), groups),
    );
  });

  app.post(`${VIEW}/AccessGroup/Create`, viewGuard(), async (c) => {
    const body = await readJsonObject(c);
    const base = body.base === undefined ? body : requireObject(body.base, "base");
    const name = requireString(base, "name");
    // The OpenAPI's LocalAccessGroupCreateSpec: description at most 400 characters.
    const description = optionalString(base, "description", 400) ?? "";
    const parent = optionalString(base, "parent") ?? optionalString(body, "parent");
    const parentId = parent ?? groups.listLocal().find((group) => group.parentId === null)?.id;
    if (!parentId || !groups.listLocal().some((group) => group.id === parentId))
      throw notFound("Access group", parent ?? "root");
    requirePrivilege(c, "FOLDER_MANAGEMENT", parentId);
    if (name.length > 32 || !/^[\p{L}\p{N} _-]+$/u.test(name))
      throw badRequest("Access group names have up to 32 letters, digits, spaces, - or _", "INVALID_NAME");
    if (groups.isNameUsed(name))
      throw new EmulatorHttpError(
        400,
        "ACCESS_GROUP_NAME_ALREADY_USED",
        `The name ${name} is already in use`,
        {
          faultName: "EntityAlreadyExists",
        },
      );
    const group = groups.create(name, description, parentId);
    services.markChanged();
    // The console reads a new id from the Location header's last path segment.
    c.header("Location", `${VIEW}/AccessGroup/${group.id}`);
    return c.json({ id: group.id }, 201);
  });

  const categoryFolders = () => CATEGORY_FOLDERS.map((path) => ({ id: `category-${path}`, name: path }));
  app.get(`${VIEW}/CategoryFolder/List`, viewGuard(), (c) => c.json(categoryFolders()));
  app.post(`${VIEW}/CategoryFolder/List`, viewGuard(), (c) => c.json(categoryFolders()));
}
