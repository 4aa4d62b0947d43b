import type { ApiCall } from "../http/api-call";
import { fetchAllPages } from "../http/api-clients";

/** A federation home site (HomeSiteInfo); no entitlement id: the user's or group's global home site. */
export interface HomeSite {
  id: string;
  ad_user_or_group_id: string;
  site_id: string;
  global_desktop_entitlement_id?: string;
  global_application_entitlement_id?: string;
}

/** A global entitlement a home site overrides for, by id and kind (the kind picks the request field). */
export interface HomeSiteEntitlement {
  id: string;
  kind: "DESKTOP" | "APPLICATION";
}

/** The request field naming a global entitlement of a kind in HomeSiteInfo and HomeSiteCreateSpec. */
function entitlementField(
  kind: HomeSiteEntitlement["kind"],
): "global_desktop_entitlement_id" | "global_application_entitlement_id" {
  return kind === "DESKTOP" ? "global_desktop_entitlement_id" : "global_application_entitlement_id";
}

/**
 * Home sites of the federation (GET /federation/v1/home-sites), every one, or the overrides of one global
 * entitlement (the OpenAPI's Equals filter on its id).
 */
export function getHomeSites(entitlement?: HomeSiteEntitlement): Promise<HomeSite[]> {
  return fetchAllPages<HomeSite>(
    "/federation/v1/home-sites",
    entitlement
      ? { filter: { type: "Equals", name: entitlementField(entitlement.kind), value: entitlement.id } }
      : {},
  );
}

/** One home site assignment: a user's or group's global home site, or its override for an entitlement. */
export interface HomeSiteSpec {
  userOrGroupId: string;
  siteId: string;
  entitlement?: HomeSiteEntitlement | undefined;
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
      ...(spec.entitlement ? { [entitlementField(spec.entitlement.kind)]: spec.entitlement.id } : {}),
    })),
  };
}

/** DELETE /federation/v1/home-sites with ids: a result per id. */
export function deleteHomeSitesCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "DELETE", path: "/federation/v1/home-sites", body: ids };
}
