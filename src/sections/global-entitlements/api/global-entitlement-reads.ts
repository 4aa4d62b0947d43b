import { apiPath, fetchAllPages, restApi } from "../../../core/http/api-clients";
import type { GlobalEntitlement, GlobalEntitlementKind, Pod, PodPool } from "../global-entitlements.types";

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

/** One pod's local pools of a kind, with the global entitlement each belongs to. */
export function getPodPools(podId: string, kind: GlobalEntitlementKind): Promise<PodPool[]> {
  return restApi.get(apiPath(`/federation/v1/pods/{id}/${poolsOf(kind)}`, { id: podId })).json<PodPool[]>();
}
