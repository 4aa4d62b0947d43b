import { getAdUsers } from "../../core/directory/get-ad-users";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { distinctIds, resolveIdNames } from "../../core/query/id-names";
import { directoryUserName } from "../../core/utils/user-name";
import { getAccessGroups } from "./api/get-access-groups";
import { getPermissions } from "./api/get-permissions";
import { getRoles } from "./api/get-roles";
import type {
  AccessGroupInfo,
  AccessGroupKind,
  AccessGroupRow,
  AdministratorRow,
  PermissionInfo,
  PermissionRow,
  RoleInfo,
  RoleRow,
} from "./administrators.types";

/** The tabs of the administrators section (spec 000 section 2), in the route as /main/administrators/<tab>. */
export const ADMINISTRATORS_TABS = [
  "administrators",
  "rolePrivileges",
  "rolePermissions",
  "accessGroups",
  "federationAccessGroups",
] as const;

export type AdministratorsTab = (typeof ADMINISTRATORS_TABS)[number];

/** Role and access group names (the OpenAPI's create specs): 1 to 32 letters, digits, _ or -. */
export const NAME_PATTERN = /^[\p{L}\p{N}_-]{1,32}$/u;

/** What each tab needs to be viewed. */
export const TAB_VIEW_PRIVILEGES: Readonly<Record<AdministratorsTab, string>> = {
  administrators: "GLOBAL_PERMISSION_VIEW",
  rolePrivileges: "GLOBAL_ROLE_VIEW",
  rolePermissions: "GLOBAL_PERMISSION_VIEW&GLOBAL_ROLE_VIEW",
  accessGroups: "GLOBAL_PERMISSION_VIEW|FOLDER_VIEW",
  federationAccessGroups: "GLOBAL_PERMISSION_VIEW|FOLDER_VIEW",
};

/** Everything the section shows, with names resolved. */
export interface AdministratorsData {
  roles: RoleRow[];
  permissions: PermissionRow[];
  administrators: AdministratorRow[];
  localGroups: AccessGroupRow[];
  federationGroups: AccessGroupRow[];
}

interface Principal {
  name: string;
  isGroup: boolean;
}

/** Directory names of the permissions' users and groups, in bounded lookups; an unknown SID keeps its id. */
async function principalNames(ids: readonly string[]): Promise<Map<string, Principal>> {
  const groups = new Set<string>();
  const { names } = await resolveIdNames(
    { principals: distinctIds(ids) },
    {
      principals: async (chunk) => {
        const found = await getAdUsers(chunk);
        for (const entry of found) if (entry.group === true) groups.add(entry.id);
        return new Map(found.map((entry) => [entry.id, directoryUserName(entry)]));
      },
    },
  );
  return new Map(ids.map((id) => [id, { name: names.principals.get(id) ?? id, isGroup: groups.has(id) }]));
}

function groupRows(groups: readonly AccessGroupInfo[], kind: AccessGroupKind): AccessGroupRow[] {
  return groups.map((group) => ({ ...group, kind, permissionCount: group.permission_ids?.length ?? 0 }));
}

/** Builds the rows of every tab from the four lists (pure: the tests feed it directly). */
export function buildAdministratorsData(
  roles: readonly RoleInfo[],
  permissions: readonly PermissionInfo[],
  local: readonly AccessGroupInfo[],
  federation: readonly AccessGroupInfo[],
  principals: ReadonlyMap<string, Principal>,
): AdministratorsData {
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  const groupNames = new Map([...local, ...federation].map((group) => [group.id, group.name]));
  const permissionRows: PermissionRow[] = permissions.map((permission) => {
    const accessGroupId = permission.local_access_group_id ?? permission.federation_access_group_id ?? "";
    const principal = principals.get(permission.ad_user_or_group_id);
    return {
      id: permission.id,
      principalId: permission.ad_user_or_group_id,
      principalName: principal?.name ?? permission.ad_user_or_group_id,
      isGroup: principal?.isGroup ?? false,
      roleId: permission.role_id,
      roleName: roleNames.get(permission.role_id) ?? permission.role_id,
      accessGroupId,
      accessGroupName: groupNames.get(accessGroupId) ?? accessGroupId,
      kind: permission.local_access_group_id === undefined ? "federation" : "local",
    };
  });
  const byPrincipal = new Map<string, PermissionRow[]>();
  for (const row of permissionRows)
    byPrincipal.set(row.principalId, [...(byPrincipal.get(row.principalId) ?? []), row]);
  const administrators = [...byPrincipal.values()].map((rows) => {
    const first = rows[0] as PermissionRow;
    return {
      id: first.principalId,
      name: first.principalName,
      isGroup: first.isGroup,
      roles: rows.map((row) => `${row.roleName} (${row.accessGroupName})`).join(", "),
      permissionIds: rows.map((row) => row.id),
    };
  });
  const roleRows = roles.map((role) => {
    const used = permissionRows.filter((row) => row.roleId === role.id);
    return {
      ...role,
      isBuiltIn: role.built_in_role_type !== null && role.built_in_role_type !== undefined,
      permissionCount: role.permission_ids?.length ?? used.length,
      usedBy: used.map((row) => `${row.principalName} (${row.accessGroupName})`).join(", "),
    };
  });
  return {
    roles: roleRows,
    permissions: permissionRows,
    administrators,
    localGroups: groupRows(local, "local"),
    federationGroups: groupRows(federation, "federation"),
  };
}

/** Loads what the caller may read: roles and permissions only with their view privileges. */
export async function loadAdministratorsData(): Promise<AdministratorsData> {
  const [roles, permissions, local, federation] = await Promise.all([
    hasPrivilege("GLOBAL_ROLE_VIEW") ? getRoles() : Promise.resolve([]),
    hasPrivilege("GLOBAL_PERMISSION_VIEW") ? getPermissions() : Promise.resolve([]),
    getAccessGroups("local"),
    getAccessGroups("federation"),
  ]);
  const principals = await principalNames(permissions.map((permission) => permission.ad_user_or_group_id));
  return buildAdministratorsData(roles, permissions, local, federation, principals);
}
