import { fetchAllPages, restApi } from "../../../core/http/api-clients";
import type { GlobalEntitlementName, HomeSiteResolution } from "../users-groups.types";

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

/** POST /federation/v1/home-sites/action/resolve: the user's home site per global entitlement. */
export function resolveHomeSites(userId: string): Promise<HomeSiteResolution[]> {
  return restApi
    .url("/federation/v1/home-sites/action/resolve")
    .post({ user_id: userId })
    .json<HomeSiteResolution[]>();
}
