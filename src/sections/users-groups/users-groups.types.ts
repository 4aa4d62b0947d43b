import type { HomeSite } from "../../core/federation/home-sites";

/** The users and groups tabs (spec 000 §2), in the route as /main/usersGroups/<tab>. */
export const USERS_GROUPS_TABS = [
  "entitlements",
  "remoteAccess",
  "homeSiteAssignment",
  "homeSiteResolution",
  "unauthenticatedAccess",
] as const;
export type UsersGroupsTab = (typeof USERS_GROUPS_TABS)[number];

/** The user summary tabs (spec 000 §2), in the route as /main/usersGroups/<id>/<tab>. */
export const USER_TABS = ["summary", "desktops", "sessions", "applications", "events"] as const;
export type UserTab = (typeof USER_TABS)[number];

/** A row of the EntitledUserOrGroupLocalSummaryView query: a user or group and its local entitlements. */
export interface EntitledUserOrGroup {
  id: string;
  base: {
    name?: string;
    login?: string;
    domain?: string;
    displayName?: string;
    group?: boolean;
    email?: string;
    container?: string;
  };
  localData: { desktops: string[]; applications: string[]; desktopCount: number; applicationCount: number };
}

/** A gateway access entry (GatewayAccessUserOrGroup/List). */
export interface GatewayAccessEntry {
  id: string;
  userOrGroup: string;
  name?: string;
  displayName?: string;
  domain?: string;
  isGroup: boolean;
}

/** A home site with its names resolved for the grid. */
export interface HomeSiteRow extends HomeSite {
  userName: string;
  siteName: string;
  entitlementName: string;
}

/** A global entitlement (the fields the home site pickers read). */
export interface GlobalEntitlementName {
  id: string;
  name: string;
  kind: "DESKTOP" | "APPLICATION";
}

/** One home site resolution of a user for one global entitlement (HomeSiteResolutionInfo). */
export interface HomeSiteResolution {
  global_desktop_entitlement_id?: string;
  global_application_entitlement_id?: string;
  resolution_data: {
    id: string;
    site_id: string;
    type: "USER_OVERRIDE" | "GROUP_OVERRIDE" | "USER_DEFAULT" | "GROUP_DEFAULT";
    resolved: boolean;
    group_id?: string;
  }[];
}

/** How an unauthenticated access user signs in to the desktop after its anonymous logon. */
export type HybridLogon = "NONE" | "PASSWORD";

/** An unauthenticated access user (UnauthenticatedAccessUser/List); the password is never answered. */
export interface UnauthenticatedUser {
  id: string;
  loginName: string;
  userId: string;
  description: string;
  hybridLogonConfig: HybridLogon;
  domain: string;
}
