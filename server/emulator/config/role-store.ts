import type { PrivilegeName } from "../auth/privileges";
import { ROLE_ASSIGNMENTS, ROLES, type Role, type RoleAssignment } from "../auth/roles";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { StateSlice } from "../emulator-context";

/**
 * What it takes to manage administrators: roles and permissions, both global privileges that count only on
 * the local root. Whoever holds both can grant anyone (themselves included) the built-in Administrators role.
 */
export const ADMINISTRATORS_MANAGEMENT: readonly PrivilegeName[] = [
  "GLOBAL_ROLE_MANAGEMENT",
  "GLOBAL_PERMISSION_MANAGEMENT",
];

/** Whether some user or group holds every administrators-management privilege on the local root. */
export function someoneManagesAdministrators(
  roleList: readonly Role[],
  permissionList: readonly RoleAssignment[],
): boolean {
  const held = new Map<string, Set<PrivilegeName>>();
  for (const permission of permissionList) {
    if (permission.accessGroupId !== LOCAL_ROOT_ACCESS_GROUP_ID) continue;
    const role = roleList.find((candidate) => candidate.id === permission.roleId);
    if (!role) continue;
    const set = held.get(permission.principalSid) ?? new Set<PrivilegeName>();
    for (const privilege of role.privileges) set.add(privilege);
    held.set(permission.principalSid, set);
  }
  return [...held.values()].some((set) => ADMINISTRATORS_MANAGEMENT.every((name) => set.has(name)));
}

/**
 * Roles and permissions (role assignments) as live state: every privilege check reads them, so a change
 * takes effect on the affected administrator's next call, in both API generations.
 */
export class RoleStore implements StateSlice {
  private roleList: Role[] = ROLES.map((role) => ({ ...role, privileges: [...role.privileges] }));
  private permissionList: RoleAssignment[] = ROLE_ASSIGNMENTS.map((assignment) => ({ ...assignment }));
  private nextId = 1;

  roles(): readonly Role[] {
    return this.roleList;
  }

  permissions(): readonly RoleAssignment[] {
    return this.permissionList;
  }

  role(id: string): Role | undefined {
    return this.roleList.find((role) => role.id === id);
  }

  permission(id: string): RoleAssignment | undefined {
    return this.permissionList.find((permission) => permission.id === id);
  }

  /** Whether a role already uses the name (case-insensitive). */
  isRoleNameUsed(name: string): boolean {
    const lower = name.trim().toLowerCase();
    return this.roleList.some((role) => role.name.toLowerCase() === lower);
  }

  private newId(prefix: string): string {
    return `${prefix}-${String(this.nextId++).padStart(6, "0")}`;
  }

  addRole(role: Omit<Role, "id" | "builtIn">): Role {
    const created: Role = { ...role, id: this.newId("role"), builtIn: false };
    this.roleList.push(created);
    return created;
  }

  /**
   * Whether the roles and permissions after a change still leave someone who manages administrators; a
   * change that would not is refused, since nobody could undo it (not even after a restart with --data).
   */
  keepsAdministratorsManaged(change: {
    roles?: (roles: readonly Role[]) => readonly Role[];
    permissions?: (permissions: readonly RoleAssignment[]) => readonly RoleAssignment[];
  }): boolean {
    const roleList = change.roles ? change.roles(this.roleList) : this.roleList;
    const permissionList = change.permissions ? change.permissions(this.permissionList) : this.permissionList;
    return someoneManagesAdministrators(roleList, permissionList);
  }

  updateRole(id: string, changes: Partial<Pick<Role, "description" | "privileges">>): void {
    this.roleList = this.roleList.map((role) => (role.id === id ? { ...role, ...changes } : role));
  }

  /** Deletes a role and, as the OpenAPI says, every permission that grants it. */
  deleteRole(id: string): void {
    this.roleList = this.roleList.filter((role) => role.id !== id);
    this.permissionList = this.permissionList.filter((permission) => permission.roleId !== id);
  }

  addPermission(permission: Omit<RoleAssignment, "id">): RoleAssignment {
    const created: RoleAssignment = { ...permission, id: this.newId("permission") };
    this.permissionList.push(created);
    return created;
  }

  deletePermission(id: string): void {
    this.permissionList = this.permissionList.filter((permission) => permission.id !== id);
  }

  /** An access group was deleted: its permissions go with it. */
  deletePermissionsOn(accessGroupId: string): void {
    this.permissionList = this.permissionList.filter(
      (permission) => permission.accessGroupId !== accessGroupId,
    );
  }

  snapshot(): unknown {
    return { roles: this.roleList, permissions: this.permissionList, nextId: this.nextId };
  }

  restore(data: unknown): void {
    const value = data as { roles?: unknown; permissions?: unknown; nextId?: unknown };
    if (!Array.isArray(value.roles) || !Array.isArray(value.permissions) || typeof value.nextId !== "number")
      throw new Error("roles: expected { roles: [], permissions: [], nextId }");
    this.roleList = value.roles as Role[];
    this.permissionList = value.permissions as RoleAssignment[];
    this.nextId = value.nextId;
  }
}
