import { evaluatePrivilegeExpression, holdsPrivilege, type PrivilegeSet } from "./privilege-set";

// The rules of spec 000 section 6 as pure functions over one privilege set.

/** Inventory can be viewed with POOL_VIEW, MACHINE_VIEW or UDD_VIEW on any folder. */
export function canViewInventory(set: PrivilegeSet): boolean {
  return evaluatePrivilegeExpression(set, "POOL_VIEW|MACHINE_VIEW|UDD_VIEW");
}

/**
 * Removing a machine: POOL_MANAGEMENT, or MACHINE_MANAGEMENT unless the admin is a helpdesk
 * administrator without the administrator role.
 */
export function canRemoveMachine(set: PrivilegeSet, accessGroupId?: string): boolean {
  const scope = accessGroupId === undefined ? {} : { accessGroupId };
  if (holdsPrivilege(set, "POOL_MANAGEMENT", scope)) return true;
  return !set.helpdeskAdmin && holdsPrivilege(set, "MACHINE_MANAGEMENT", scope);
}

/** True when the pod belongs to a federation, i.e. the role response lists federation folders. */
export function isFederated(set: PrivilegeSet): boolean {
  return set.federationRootId !== null;
}

/** Managing federation settings: FEDERATED_LDAP_MANAGE on the federation root, or on the local root when not federated. */
export function canManageFederation(set: PrivilegeSet, federated: boolean = isFederated(set)): boolean {
  return holdsPrivilege(set, "FEDERATED_LDAP_MANAGE", { root: federated ? "federation" : "local" });
}

/** Viewing federation settings: the manage right, or ADMINISTRATOR_VIEW with FEDERATED_LDAP_VIEW on the federation root. */
export function canViewFederation(set: PrivilegeSet, federated: boolean = isFederated(set)): boolean {
  if (canManageFederation(set, federated)) return true;
  return evaluatePrivilegeExpression(set, "ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW", {
    root: federated ? "federation" : "local",
  });
}

/** Viewing global entitlements: FEDERATED_LDAP_MANAGE, or ADMINISTRATOR_VIEW with FEDERATED_LDAP_VIEW. */
export function canViewGlobalEntitlements(set: PrivilegeSet): boolean {
  return evaluatePrivilegeExpression(set, "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW");
}

/** Managing access groups: FOLDER_MANAGEMENT on the local root. */
export function canManageAccessGroups(set: PrivilegeSet): boolean {
  return holdsPrivilege(set, "FOLDER_MANAGEMENT", { root: "local" });
}

/** Editing global settings: GLOBAL_CONFIG_MANAGEMENT on the folder (the local root unless given). */
export function canEditGlobalSettings(set: PrivilegeSet, accessGroupId?: string): boolean {
  return holdsPrivilege(
    set,
    "GLOBAL_CONFIG_MANAGEMENT",
    accessGroupId === undefined ? { root: "local" } : { accessGroupId },
  );
}

/** The parts of a session the helpdesk rule reads (spec 001 section 3, Session). */
export interface HelpdeskSessionRef {
  region?: string | null;
  referenceData?: {
    accessGroup?: string | null;
    globalAccessGroups?: readonly string[] | null;
  } | null;
}

/**
 * Helpdesk session operations: FEDERATED_SESSIONS_MANAGE on any of the session's global groups (the
 * only way for a global-region session), else the given privilege on the session's local access group
 * or, without one, the local root.
 */
export function canOperateHelpdeskSession(
  set: PrivilegeSet,
  session: HelpdeskSessionRef,
  privilege: string,
): boolean {
  const globalGroups = session.referenceData?.globalAccessGroups ?? [];
  const onGlobalGroup = globalGroups.some((id) =>
    holdsPrivilege(set, "FEDERATED_SESSIONS_MANAGE", { accessGroupId: id, federation: true }),
  );
  if (onGlobalGroup) return true;
  if ((session.region ?? "").toUpperCase() === "GLOBAL") return false;
  const accessGroupId = session.referenceData?.accessGroup;
  return evaluatePrivilegeExpression(set, privilege, accessGroupId ? { accessGroupId } : { root: "local" });
}
