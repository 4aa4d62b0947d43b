import type { ApiCall } from "../../../core/http/api-call";
import { fetchAllPages, restApi } from "../../../core/http/api-clients";
import type { GlobalEntitlementName, HomeSite, HomeSiteResolution, Site } from "../users-groups.types";

/** Every home site of the federation (GET /federation/v1/home-sites). */
export function getHomeSites(): Promise<HomeSite[]> {
  return fetchAllPages<HomeSite>("/federation/v1/home-sites");
}

/** The federation's sites (GET /federation/v1/sites). */
export function getSites(): Promise<Site[]> {
  return fetchAllPages<Site>("/federation/v1/sites");
}

/** Global desktop and application entitlements, named (GET /inventory/v1/global-*-entitlements). */
export async function getGlobalEntitlementNames(): Promise<GlobalEntitlementName[]> {
  const [desktops, applications] = await Promise.all([
    fetchAllPages<{ id: string; name: string }>("/inventory/v1/global-desktop-entitlements"),
    fetchAllPages<{ id: string; name: string }>("/inventory/v1/global-application-entitlements"),
  ]);
  return [
    ...desktops.map((entry) => ({ id: entry.id, name: entry.name, kind: "DESKTOP" as const })),
    ...applications.map((entry) => ({ id: entry.id, name: entry.name, kind: "APPLICATION" as const })),
  ];
}

/** The body of one home site assignment: the user's global home site, or its override for an entitlement. */
export interface HomeSiteSpec {
  userOrGroupId: string;
  siteId: string;
  entitlement?: GlobalEntitlementName | undefined;
}

/** POST /federation/v1/home-sites: a result per item. */
export function createHomeSitesCall(specs: readonly HomeSiteSpec[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/federation/v1/home-sites",
    body: specs.map((spec) => ({
      ad_user_or_group_id: spec.userOrGroupId,
      site_id: spec.siteId,
      ...(spec.entitlement?.kind === "DESKTOP" ? { global_desktop_entitlement_id: spec.entitlement.id } : {}),
      ...(spec.entitlement?.kind === "APPLICATION"
        ? { global_application_entitlement_id: spec.entitlement.id }
        : {}),
    })),
  };
}

/** DELETE /federation/v1/home-sites with ids: a result per id. */
export function deleteHomeSitesCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "DELETE", path: "/federation/v1/home-sites", body: ids };
}

/** POST /federation/v1/home-sites/action/resolve: the user's home site per global entitlement. */
export function resolveHomeSites(userId: string): Promise<HomeSiteResolution[]> {
  return restApi
    .url("/federation/v1/home-sites/action/resolve")
    .post({ user_id: userId })
    .json<HomeSiteResolution[]>();
}
