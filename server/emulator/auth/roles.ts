import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
} from "../data/access-groups";
import type { AccessGroupStore } from "../config/access-group-store";
import { DEMO_USER_SIDS } from "../data/seed-directory";
import { ALL_PRIVILEGES, FOLDER_PRIVILEGES, privilegeScope, type PrivilegeName } from "./privileges";

export interface Role {
  id: string;
  name: string;
  description: string;
  builtIn: boolean;
  privileges: readonly PrivilegeName[];
}

/** A role granted to a directory user or group on one access group (local or federation): a permission. */
export interface RoleAssignment {
  id: string;
  /** The SID of the directory user or group the role is granted to. */
  principalSid: string;
  roleId: string;
  accessGroupId: string;
}

const VIEW_PRIVILEGES: readonly PrivilegeName[] = [
  "ADMINISTRATOR_VIEW",
  "HELPDESK_ADMINISTRATOR_VIEW",
  "LOCAL_ADMINISTRATOR_VIEW",
  "GLOBAL_ADMINISTRATOR_VIEW",
  "INVENTORY_ADMINISTRATOR_VIEW",
  "VC_CONFIG_VIEW",
  "GLOBAL_ROLE_VIEW",
  "GLOBAL_PERMISSION_VIEW",
  "GLOBAL_CONFIG_VIEW",
  "GLOBAL_ADMIN_UI_INTERACTIVE",
  "GLOBAL_ADMIN_SDK_INTERACTIVE",
  "THINAPP_VIEW",
  "FOLDER_VIEW",
  "POOL_VIEW",
  "MACHINE_VIEW",
  "UDD_VIEW",
  "CVP_VIEW",
  "FEDERATED_LDAP_VIEW",
  "FEDERATED_SESSIONS_VIEW",
];

export const ROLES: readonly Role[] = [
  {
    id: "role-administrators",
    name: "Administrators",
    description: "Full administration rights.",
    builtIn: true,
    privileges: ALL_PRIVILEGES,
  },
  {
    id: "role-administrators-read-only",
    name: "Administrators (Read only)",
    description: "Read-only access to everything.",
    builtIn: true,
    privileges: VIEW_PRIVILEGES,
  },
  {
    id: "role-help-desk-administrators",
    name: "Help Desk Administrators",
    description: "Help desk: user sessions and machines.",
    builtIn: true,
    privileges: [
      "HELPDESK_ADMINISTRATOR",
      "HELPDESK_ADMINISTRATOR_VIEW",
      "GLOBAL_ADMIN_UI_INTERACTIVE",
      "GLOBAL_CONFIG_VIEW",
      "POOL_VIEW",
      "MACHINE_VIEW",
      "MACHINE_REBOOT",
      "MACHINE_MANAGE_VDI_SESSION",
      "MANAGE_REMOTE_PROCESS",
      "REMOTE_ASSISTANCE",
      "FEDERATED_SESSIONS_VIEW",
      "FEDERATED_SESSIONS_MANAGE",
    ],
  },
  {
    id: "role-inventory-administrators",
    name: "Inventory Administrators",
    description: "Pools, machines and disks of an access group.",
    builtIn: true,
    privileges: FOLDER_PRIVILEGES.filter((name) => !name.startsWith("CVP_")),
  },
  {
    id: "role-pool-operators",
    name: "Pool Operators",
    description: "Custom role: watches pools and restarts machines.",
    builtIn: false,
    privileges: [
      "GLOBAL_ADMIN_UI_INTERACTIVE",
      "GLOBAL_CONFIG_VIEW",
      "POOL_VIEW",
      "POOL_ENABLE",
      "MACHINE_VIEW",
      "MACHINE_REBOOT",
    ],
  },
];

/** The seeded permissions of the demo accounts (see demo-accounts.ts). */
export const ROLE_ASSIGNMENTS: readonly RoleAssignment[] = [
  {
    id: "permission-1",
    principalSid: DEMO_USER_SIDS.admin ?? "",
    roleId: "role-administrators",
    accessGroupId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-2",
    principalSid: DEMO_USER_SIDS.admin ?? "",
    roleId: "role-administrators",
    accessGroupId: FEDERATION_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-3",
    principalSid: DEMO_USER_SIDS.readonly ?? "",
    roleId: "role-administrators-read-only",
    accessGroupId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-4",
    principalSid: DEMO_USER_SIDS.readonly ?? "",
    roleId: "role-administrators-read-only",
    accessGroupId: FEDERATION_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-5",
    principalSid: DEMO_USER_SIDS.helpdesk ?? "",
    roleId: "role-help-desk-administrators",
    accessGroupId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-6",
    principalSid: DEMO_USER_SIDS.helpdesk ?? "",
    roleId: "role-help-desk-administrators",
    accessGroupId: FEDERATION_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: "permission-7",
    principalSid: DEMO_USER_SIDS.inventory ?? "",
    roleId: "role-inventory-administrators",
    accessGroupId: SALES_ACCESS_GROUP_ID,
  },
  {
    id: "permission-8",
    principalSid: DEMO_USER_SIDS.custom ?? "",
    roleId: "role-pool-operators",
    accessGroupId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
];

/** Privileges granted directly on each access group (before inheritance). */
export type GrantMap = ReadonlyMap<string, ReadonlySet<PrivilegeName>>;

/** What one administrator may do: grants per access group, with root-to-child inheritance. */
export class Permissions {
  readonly local: GrantMap;
  readonly federation: GrantMap;
  private readonly groups: AccessGroupStore;

  constructor(local: GrantMap, federation: GrantMap, groups: AccessGroupStore) {
    this.local = local;
    this.federation = federation;
    this.groups = groups;
  }

  /** Privileges effective on a group: its own grants merged with every ancestor's. */
  effective(accessGroupId: string): Set<PrivilegeName> {
    const grants = this.groups.isFederation(accessGroupId) ? this.federation : this.local;
    const result = new Set<PrivilegeName>();
    for (const id of this.groups.lineage(accessGroupId))
      for (const privilege of grants.get(id) ?? []) result.add(privilege);
    return result;
  }

  private rootGrants(): ReadonlySet<PrivilegeName> {
    return this.local.get(LOCAL_ROOT_ACCESS_GROUP_ID) ?? new Set();
  }

  /** One privilege: global ones on the local root, folder ones on the group (or any group), federation ones likewise. */
  hasOne(name: string, accessGroupId?: string): boolean {
    const privilege = name as PrivilegeName;
    const scope = privilegeScope(name);
    if (scope === "global") return this.rootGrants().has(privilege);
    const grants = scope === "federation" ? this.federation : this.local;
    if (accessGroupId !== undefined) {
      if (this.groups.isFederation(accessGroupId) !== (scope === "federation")) return false;
      return this.effective(accessGroupId).has(privilege);
    }
    for (const set of grants.values()) if (set.has(privilege)) return true;
    return false;
  }

  /** A privilege expression: names joined by & (all) and | (any); & binds tighter. */
  has(expression: string, accessGroupId?: string): boolean {
    return expression.split("|").some((term) =>
      term
        .split("&")
        .map((part) => part.trim())
        .every((part) => part !== "" && this.hasOne(part, accessGroupId)),
    );
  }

  /** A help desk administrator without any administrator role (the role response's helpdeskAdmin). */
  get isHelpdeskAdmin(): boolean {
    return (
      this.hasOne("HELPDESK_ADMINISTRATOR") &&
      !this.hasOne("ADMINISTRATOR") &&
      !this.hasOne("ADMINISTRATOR_VIEW") &&
      !this.hasOne("INVENTORY_ADMINISTRATOR")
    );
  }
}

/**
 * The permissions of one administrator from the role assignments: those granted to the user's own SID and
 * to every directory group the user belongs to (`principalSids`).
 */
export function permissionsFor(
  principalSids: readonly string[],
  groups: AccessGroupStore,
  roles: readonly Role[] = ROLES,
  assignments: readonly RoleAssignment[] = ROLE_ASSIGNMENTS,
): Permissions {
  const local = new Map<string, Set<PrivilegeName>>();
  const federation = new Map<string, Set<PrivilegeName>>();
  const principals = new Set(principalSids);
  for (const assignment of assignments) {
    if (!principals.has(assignment.principalSid)) continue;
    const role = roles.find((candidate) => candidate.id === assignment.roleId);
    const group = groups.get(assignment.accessGroupId);
    if (!role || !group) continue;
    const isFederation = groups.isFederation(group.id);
    const isRoot = group.parentId === null;
    const target = isFederation ? federation : local;
    const set = target.get(group.id) ?? new Set<PrivilegeName>();
    for (const privilege of role.privileges) {
      const scope = privilegeScope(privilege);
      // Global and administrator privileges only count on the local root; federation ones only on federation groups.
      if (scope === "federation" ? isFederation : !isFederation && (scope === "folder" || isRoot))
        set.add(privilege);
    }
    target.set(group.id, set);
  }
  return new Permissions(local, federation, groups);
}
