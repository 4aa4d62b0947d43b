import { computed, type ReadonlySignal } from "@preact/signals-core";
import { restApi, viewApi } from "../http/api-clients";
import { sessionValue } from "../session/session-storage";
import { namesViewOnlyPrivilege } from "./privilege-names";
import * as rules from "./privilege-rules";
import {
  EMPTY_PRIVILEGE_SET,
  evaluatePrivilegeExpression,
  privilegeSetFromRestPermissions,
  privilegeSetFromViewRoles,
  type PrivilegeScope,
  type PrivilegeSet,
} from "./privilege-set";

/** Which stored copy to check: the view API's or the REST API's. */
export type PrivilegeApi = "view" | "rest";

/** A scope plus, optionally, which API's privileges to check (default: REST when loaded, else view). */
export interface PrivilegeCheckScope extends PrivilegeScope {
  api?: PrivilegeApi;
}

/** The view API's privileges (AdminUserOrGroup/getloginview), kept in the session. */
export const viewPrivileges = sessionValue<PrivilegeSet>("privileges.view", EMPTY_PRIVILEGE_SET);
/** The REST API's privileges (GET /config/v1/admin-users-or-groups/permissions), kept in the session. */
export const restPrivileges = sessionValue<PrivilegeSet>("privileges.rest", EMPTY_PRIVILEGE_SET);

function hasFolders(set: PrivilegeSet): boolean {
  return set.local.length > 0 || set.federation.length > 0;
}

/** True once either permission call has given the admin any privileges. */
export const arePrivilegesLoaded: ReadonlySignal<boolean> = computed(
  () => hasFolders(viewPrivileges.value) || hasFolders(restPrivileges.value),
);

/** A helpdesk administrator without the administrator role (helpdeskAdmin / help_desk_admin). */
export const isHelpdeskAdmin: ReadonlySignal<boolean> = computed(
  () => viewPrivileges.value.helpdeskAdmin || restPrivileges.value.helpdeskAdmin,
);

/** The set a check reads; reading .value subscribes a component rendering under useSignals(). */
export function privilegeSetFor(api?: PrivilegeApi): PrivilegeSet {
  if (api === "view") return viewPrivileges.value;
  if (api === "rest") return restPrivileges.value;
  const rest = restPrivileges.value;
  return hasFolders(rest) ? rest : viewPrivileges.value;
}

/**
 * Whether the admin holds an expression such as "POOL_VIEW|MACHINE_VIEW" or "A&B", optionally on a folder.
 * Without an API named, a privilege only the view API has (UDD_VIEW, THINAPP_…) is also looked up in the
 * view API's set: the REST set never holds it, whatever the administrator's roles.
 */
export function hasPrivilege(expression: string, scope: PrivilegeCheckScope = {}): boolean {
  const { api, ...folderScope } = scope;
  if (
    api === undefined &&
    namesViewOnlyPrivilege(expression) &&
    evaluatePrivilegeExpression(viewPrivileges.value, expression, folderScope)
  )
    return true;
  return evaluatePrivilegeExpression(privilegeSetFor(api), expression, folderScope);
}

/** Stores role responses as already fetched (one or both generations). */
export function setAdminRoles(roles: { view?: unknown; rest?: unknown }): void {
  if (roles.view !== undefined) viewPrivileges.value = privilegeSetFromViewRoles(roles.view);
  if (roles.rest !== undefined) restPrivileges.value = privilegeSetFromRestPermissions(roles.rest);
}

/** Forgets both privilege sets. */
export function clearAdminRoles(): void {
  viewPrivileges.value = EMPTY_PRIVILEGE_SET;
  restPrivileges.value = EMPTY_PRIVILEGE_SET;
}

/**
 * Loads the admin role from both APIs at once. A generation that fails keeps no privileges; when both
 * fail, the first failure is rethrown so the login flow can show its error.
 */
export async function loadAdminRoles(): Promise<void> {
  const [view, rest] = await Promise.allSettled([
    viewApi.post({ id: "" }, "AdminUserOrGroup/getloginview").json<unknown>(),
    restApi.get("/config/v1/admin-users-or-groups/permissions").json<unknown>(),
  ]);
  setAdminRoles({
    view: view.status === "fulfilled" ? view.value : null,
    rest: rest.status === "fulfilled" ? rest.value : null,
  });
  if (view.status === "rejected" && rest.status === "rejected") throw view.reason;
}

// The spec's rules, bound to the stored privileges.

/** Inventory can be viewed (POOL_VIEW, MACHINE_VIEW or UDD_VIEW). */
export const canViewInventory = (api?: PrivilegeApi): boolean => rules.canViewInventory(privilegeSetFor(api));
/** A machine may be removed (POOL_MANAGEMENT, or MACHINE_MANAGEMENT for non-helpdesk admins). */
export const canRemoveMachine = (accessGroupId?: string, api?: PrivilegeApi): boolean =>
  rules.canRemoveMachine(privilegeSetFor(api), accessGroupId);
/** Federation settings may be managed. */
export const canManageFederation = (api?: PrivilegeApi): boolean =>
  rules.canManageFederation(privilegeSetFor(api));
/** Federation settings may be viewed. */
export const canViewFederation = (api?: PrivilegeApi): boolean =>
  rules.canViewFederation(privilegeSetFor(api));
/** Global entitlements may be viewed. */
export const canViewGlobalEntitlements = (api?: PrivilegeApi): boolean =>
  rules.canViewGlobalEntitlements(privilegeSetFor(api));
/** Access groups may be managed (FOLDER_MANAGEMENT on the local root). */
export const canManageAccessGroups = (api?: PrivilegeApi): boolean =>
  rules.canManageAccessGroups(privilegeSetFor(api));
/**
 * Viewing the federation's sessions (spec 000 §6: FEDERATED_SESSIONS_VIEW; who may manage them sees
 * them): the search sessions page, its menu entry and the help desk's panel.
 */
export const FEDERATION_SESSIONS_VIEW = "FEDERATED_SESSIONS_VIEW|FEDERATED_SESSIONS_MANAGE";
/**
 * The global configuration pages (global settings, licensing) may be viewed, and their menu entries
 * shown: GLOBAL_CONFIG_VIEW or _MANAGEMENT, not for a help desk administrator.
 */
export const canViewGlobalConfiguration = (): boolean =>
  !isHelpdeskAdmin.value && hasPrivilege("GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT");
/** Global settings may be edited (GLOBAL_CONFIG_MANAGEMENT). */
export const canEditGlobalSettings = (accessGroupId?: string, api?: PrivilegeApi): boolean =>
  rules.canEditGlobalSettings(privilegeSetFor(api), accessGroupId);
/** A helpdesk operation needing `privilege` may be run on a session. */
export const canOperateHelpdeskSession = (
  session: rules.HelpdeskSessionRef,
  privilege: string,
  api?: PrivilegeApi,
): boolean => rules.canOperateHelpdeskSession(privilegeSetFor(api), session, privilege);
