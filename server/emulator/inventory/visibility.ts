/**
 * Who may see which record of the lists that are not plain "one access group per record" lists: events,
 * federation sessions and entitlements, local entitlements. REST lists, query entities, counts and
 * monitors all use these predicates, so a list and the number that summarises it cannot disagree.
 */
import { FEDERATION_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { AuditEventRecord, GlobalEntitlementRecord, GlobalSessionRecord } from "../data/inventory-types";
import type { InventoryStore } from "./inventory-store";
import { type InventoryCaller, accessScope } from "./route-context";

/** Events tied to no pool or machine (logins, configuration, server events) need this global privilege. */
export const UNTIED_EVENT_PRIVILEGE = "GLOBAL_CONFIG_VIEW";
/** A caller holding none of these anywhere may not list events at all. */
export const EVENT_VIEW = [UNTIED_EVENT_PRIVILEGE, "POOL_VIEW", "MACHINE_VIEW"];
/** Federation sessions: spec 000 section 6, "viewing federation sessions needs FEDERATED_SESSIONS_VIEW". */
export const FEDERATED_SESSION_VIEW = ["FEDERATED_SESSIONS_VIEW", "FEDERATED_SESSIONS_MANAGE"];
/**
 * Global entitlements and federation settings (spec 000 section 6): the manage right, or ADMINISTRATOR_VIEW
 * together with FEDERATED_LDAP_VIEW, on the federation access group.
 */
export const FEDERATION_VIEW = ["FEDERATED_LDAP_MANAGE", "ADMINISTRATOR_VIEW & FEDERATED_LDAP_VIEW"];

/**
 * Whether the caller may view an event: each pool or machine it names must be viewable, else the global
 * right. Undefined when the caller may view every event (the global right, and the view rights on the
 * access group of every pool and machine there is): a list then pages events as they are stored.
 */
export function eventScope(
  store: InventoryStore,
  caller: InventoryCaller,
): ((event: AuditEventRecord) => boolean) | undefined {
  const untied = caller.hasPrivilege(UNTIED_EVENT_PRIVILEGE);
  const poolScope = accessScope(caller, ["POOL_VIEW"]);
  const machineScope = accessScope(caller, ["MACHINE_VIEW"]);
  if (
    untied &&
    store.machines.all.every((machine) => machineScope(machine.access_group_id)) &&
    store.desktopPools.all.every((pool) => poolScope(pool.access_group_id)) &&
    store.applicationPools.all.every((application) => poolScope(application.access_group_id))
  )
    return undefined;
  let desktopGroups: Map<string, string> | undefined;
  let applicationGroups: Map<string, string> | undefined;
  // Events name pools, not ids: one name index per request, built only when an event needs it.
  const desktopGroup = (name: string) =>
    (desktopGroups ??= new Map(store.desktopPools.all.map((pool) => [pool.name, pool.access_group_id]))).get(
      name,
    );
  const applicationGroup = (name: string) =>
    (applicationGroups ??= new Map(
      store.applicationPools.all.map((application) => [application.name, application.access_group_id]),
    )).get(name);
  // A deleted pool or machine leaves an event no access group can claim: only the global right shows it.
  const viewable = (groupId: string | undefined, inScope: (groupId: string) => boolean) =>
    groupId === undefined ? untied : inScope(groupId);
  return (event) => {
    const tied =
      event.machine_id !== undefined ||
      event.desktop_pool_name !== undefined ||
      event.application_pool_name !== undefined;
    if (!tied) return untied;
    if (
      event.machine_id !== undefined &&
      !viewable(store.machines.get(event.machine_id)?.access_group_id, machineScope)
    )
      return false;
    if (event.desktop_pool_name !== undefined && !viewable(desktopGroup(event.desktop_pool_name), poolScope))
      return false;
    return (
      event.application_pool_name === undefined ||
      viewable(applicationGroup(event.application_pool_name), poolScope)
    );
  };
}

/** The events the caller may view, newest first. */
export function visibleEvents(store: InventoryStore, caller: InventoryCaller): readonly AuditEventRecord[] {
  const visible = eventScope(store, caller);
  return visible ? store.auditEvents.filter(visible) : store.auditEvents;
}

/** Whether the caller may view a federation session: a federated session view right on one of its groups. */
export function globalSessionScope(caller: InventoryCaller): (session: GlobalSessionRecord) => boolean {
  const inScope = accessScope(caller, FEDERATED_SESSION_VIEW);
  return (session) =>
    (session.federated_access_group_ids.length > 0
      ? session.federated_access_group_ids
      : [FEDERATION_ROOT_ACCESS_GROUP_ID]
    ).some(inScope);
}

/** Whether the caller may view a global entitlement: the federation view right on its federation group. */
export function globalEntitlementScope(
  caller: InventoryCaller,
): (entitlement: GlobalEntitlementRecord) => boolean {
  const inScope = accessScope(caller, FEDERATION_VIEW);
  return (entitlement) => inScope(entitlement.federated_access_group_id);
}

/** Whether the caller may see a local entitlement's pool (desktop or application): POOL_VIEW on its group. */
export function entitledResourceScope(
  store: InventoryStore,
  caller: InventoryCaller,
): (resourceId: string) => boolean {
  const inScope = accessScope(caller, ["POOL_VIEW"]);
  return (resourceId) => {
    const group =
      store.desktopPools.get(resourceId)?.access_group_id ??
      store.applicationPools.get(resourceId)?.access_group_id;
    return group !== undefined && inScope(group);
  };
}
