/** The OpenAPI's RoleInfo (the fields the console reads). */
export interface RoleInfo {
  id: string;
  name: string;
  description?: string;
  privileges: string[];
  /** Left out (or null) for a custom role. */
  built_in_role_type?: string | null;
  permission_ids?: string[];
  applies_to_local_access_group?: boolean;
  applies_to_federation_access_group?: boolean;
}

/** The OpenAPI's PermissionInfo. */
export interface PermissionInfo {
  id: string;
  ad_user_or_group_id: string;
  role_id: string;
  local_access_group_id?: string;
  federation_access_group_id?: string;
}

/** The OpenAPI's PrivilegeInfo: a selectable privilege and the names of what it brings with it. */
export interface PrivilegeInfo {
  name: string;
  sub_privileges?: string[];
}

/** The OpenAPI's Local/FederationAccessGroupInfoV2. */
export interface AccessGroupInfo {
  id: string;
  name: string;
  description?: string;
  deletable?: boolean;
  permission_ids?: string[];
}

export type AccessGroupKind = "local" | "federation";

/** A directory user or group as the permission dialog finds it. */
export interface DirectoryEntry {
  id: string;
  name?: string;
  login_name?: string;
  display_name?: string;
  domain?: string;
  group?: boolean;
}

/** One permission with its names resolved: a row of the role permissions tab. */
export interface PermissionRow {
  id: string;
  principalId: string;
  principalName: string;
  isGroup: boolean;
  roleId: string;
  roleName: string;
  accessGroupId: string;
  accessGroupName: string;
  kind: AccessGroupKind;
}

/** One administrator or group with all its permissions: a row of the administrators tab. */
export interface AdministratorRow {
  id: string;
  name: string;
  isGroup: boolean;
  roles: string;
  permissionIds: string[];
}

/** A role with how many permissions use it: a row of the role privileges tab. */
export interface RoleRow extends RoleInfo {
  isBuiltIn: boolean;
  permissionCount: number;
  usedBy: string;
}

/** An access group with how many permissions are on it. */
export interface AccessGroupRow extends AccessGroupInfo {
  kind: AccessGroupKind;
  permissionCount: number;
}

/** A pool or farm that can move between local access groups. */
export interface InventoryItem {
  id: string;
  name: string;
  kind: "desktopPool" | "farm";
  access_group_id: string;
}
