import type { LicenseInfo } from "../licensing/license.model";

export const DASHBOARD_ROUTE = "/main/dashboard";
export const LICENSING_USAGE_ROUTE = "/main/product_licensing_usage";
export const HELPDESK_HOME_ROUTE = "/main/helpdesk_home";

export interface LandingInput {
  /** A helpdesk administrator without the administrator role. */
  isHelpdeskOnly: boolean;
  /** The loaded licence, or null when there is none. */
  license: LicenseInfo | null;
  /** The admin may edit licensing (GLOBAL_CONFIG_MANAGEMENT). */
  canManageLicense: boolean;
  /** The internal route an unauthenticated visit asked for, already checked. */
  storedTarget: string | null;
}

/**
 * Where the admin lands after login (spec 000 section 4): the helpdesk home for helpdesk-only admins; the
 * licensing usage page when the licence needs the admin's attention and they can act on it; otherwise the
 * stored target, else the dashboard.
 */
export function chooseLandingRoute({
  isHelpdeskOnly,
  license,
  canManageLicense,
  storedTarget,
}: LandingInput): string {
  if (isHelpdeskOnly) return HELPDESK_HOME_ROUTE;
  const fallback = storedTarget ?? DASHBOARD_ROUTE;
  if (!license || license.licenseMode === "ERROR") return fallback;
  if (!license.licensed) return canManageLicense ? LICENSING_USAGE_ROUTE : fallback;
  const needsAttention = license.licenseMode === "SUBSCRIPTION" && license.licenseHealth === "YELLOW";
  return needsAttention && canManageLicense ? LICENSING_USAGE_ROUTE : fallback;
}

/** The federation home: any stored address containing /cpa is replaced by it. */
export const FEDERATION_HOME_ROUTE = "/main/cpa";

const INTERNAL_ROUTE = /^\/main(\/[\w-]+)*\/?(\?[\w=&%.,+-]*)?$/;

/**
 * A stored target as an internal hash route under /main, or null for anything else (other origins,
 * schemes, login routes, odd characters): after login the console only ever goes to its own routes.
 */
export function internalRoute(value: string | null | undefined): string | null {
  if (!value) return null;
  const route = value.trim().replace(/^#/, "");
  if (!INTERNAL_ROUTE.test(route)) return null;
  return route.includes("/cpa") ? FEDERATION_HOME_ROUTE : route;
}
