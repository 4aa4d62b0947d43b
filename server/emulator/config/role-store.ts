import { ROLE_ASSIGNMENTS, ROLES, type Role, type RoleAssignment } from "../auth/roles";
import type { StateSlice } from "../emulator-context";

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
