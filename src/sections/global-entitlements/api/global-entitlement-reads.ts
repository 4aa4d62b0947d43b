import { apiPath, fetchAllPages, restApi } from "../../../core/http/api-clients";
import type {
  FederationAccessGroup,
  GlobalEntitlement,
  GlobalEntitlementKind,
  LocalPool,
  Pod,
} from "../global-entitlements.types";

/** The REST resource of a kind of global entitlement. */
export function resourceOf(
  kind: GlobalEntitlementKind,
): "global-desktop-entitlements" | "global-application-entitlements" {
  return kind === "DESKTOP" ? "global-desktop-entitlements" : "global-application-entitlements";
}

/** The local pool list of a kind: local-desktop-pools or local-application-pools. */
export function poolsOf(kind: GlobalEntitlementKind): string {
  return kind === "DESKTOP" ? "local-desktop-pools" : "local-application-pools";
}

/**
 * Every global entitlement of a kind, page after page: the second version, the first whose summary has the
 * shortcut locations and the federated access group the section shows and checks rights on.
 */
export function getGlobalEntitlements(kind: GlobalEntitlementKind): Promise<GlobalEntitlement[]> {
  return fetchAllPages<GlobalEntitlement>(`/inventory/v2/${resourceOf(kind)}`);
}

/** One global entitlement of a kind (GlobalDesktopEntitlementInfoV2 or GlobalApplicationEntitlementInfoV2). */
export function getGlobalEntitlement(kind: GlobalEntitlementKind, id: string): Promise<GlobalEntitlement> {
  return restApi.get(apiPath(`/inventory/v2/${resourceOf(kind)}/{id}`, { id })).json<GlobalEntitlement>();
}

/** The pods of the federation. */
export function getPods(): Promise<Pod[]> {
  return restApi.get("/federation/v1/pods").json<Pod[]>();
}

/**
 * The ids of the entitlement's local pools. The global entitlement is the federation's, so these may be pools
 * of any pod; 2212 has no call that lists another pod's pools, only these ids.
 */
export function getEntitlementPoolIds(kind: GlobalEntitlementKind, id: string): Promise<string[]> {
  return restApi
    .get(apiPath(`/inventory/v1/${resourceOf(kind)}/{id}/${poolsOf(kind)}`, { id }))
    .json<string[]>();
}

/** The ids of the pools the pod may add to the entitlement (compatible and in no global entitlement). */
export function getCompatiblePoolIds(kind: GlobalEntitlementKind, id: string): Promise<string[]> {
  return restApi
    .get(apiPath(`/inventory/v1/${resourceOf(kind)}/{id}/compatible-${poolsOf(kind)}`, { id }))
    .json<string[]>();
}

/** This pod's own pools of a kind, by id: the only pools whose names the pod can tell. */
export async function getThisPodPools(kind: GlobalEntitlementKind): Promise<Map<string, LocalPool>> {
  const pools = await fetchAllPages<LocalPool>(
    kind === "DESKTOP" ? "/inventory/v6/desktop-pools" : "/inventory/v4/application-pools",
  );
  return new Map(pools.map((pool) => [pool.id, pool]));
}

/** The federation access groups the caller may see: where a new global entitlement may go. */
export function getFederationAccessGroups(): Promise<FederationAccessGroup[]> {
  return restApi.get("/config/v2/federation-access-groups").json<FederationAccessGroup[]>();
}
