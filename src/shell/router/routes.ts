import type { FeatureKey } from "../../core/features/feature-keys";
import type { HelpTopic } from "../../core/help/help-links";
import type { EntityNotFound } from "../../core/http/http-status.model";
import { internalRoute } from "../../core/auth/landing-page";

export const LOGIN_ROUTE = "/login";
export const NON_MODERN_BROWSER_ROUTE = "/non_modern_browser";

/** The main sections (spec 000 section 2), each the first segment below /main. */
export const SECTION_NAMES = [
  "dashboard",
  "events",
  "machines",
  "registered_machines",
  "apppools",
  "desktops",
  "farms",
  "persistent_disks",
  "usersGroups",
  "hz_user_disk_smb_shares",
  "policies",
  "servers",
  "global_entitlements",
  "sites",
  "administrators",
  "cpa",
  "instant_clone_domain_admins",
  "domains",
  "certificate_management",
  "global_settings",
  "event_configuration",
  "sessions_list",
  "search_sessions",
  "product_licensing_usage",
  "helpdesk_home",
  "logcollector",
  "horizon_agents",
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

/**
 * The feature each section's route declares (spec 000 §2: "a route declares a feature key"); the guard
 * lets it through only when that feature is on. null declares that no feature flag of spec 000 §9 governs
 * the section: it is always on, and only privileges decide.
 */
export const SECTION_FEATURES: Readonly<Record<SectionName, FeatureKey | null>> = {
  dashboard: "dashboard",
  events: null,
  machines: null,
  registered_machines: null,
  apppools: null,
  desktops: null,
  farms: null,
  persistent_disks: "persistentDiskSupport",
  usersGroups: null,
  hz_user_disk_smb_shares: null,
  policies: null,
  servers: null,
  global_entitlements: null,
  sites: null,
  administrators: null,
  cpa: null,
  instant_clone_domain_admins: null,
  domains: null,
  certificate_management: null,
  global_settings: "globalSettings",
  event_configuration: null,
  sessions_list: null,
  search_sessions: null,
  product_licensing_usage: null,
  helpdesk_home: "helpdesk",
  logcollector: null,
  horizon_agents: null,
};

/** The help topic of each section (spec 000 §2): the shell links every section's page to it. */
export const SECTION_HELP_TOPICS: Readonly<Record<SectionName, HelpTopic>> = {
  dashboard: "dashboard",
  events: "events",
  machines: "machines",
  registered_machines: "registeredMachines",
  apppools: "applicationPools",
  desktops: "desktopPools",
  farms: "farms",
  persistent_disks: "persistentDisks",
  usersGroups: "usersAndGroups",
  hz_user_disk_smb_shares: "userDiskShares",
  policies: "policies",
  servers: "servers",
  global_entitlements: "globalEntitlements",
  sites: "sites",
  administrators: "administrators",
  cpa: "podFederation",
  instant_clone_domain_admins: "instantCloneDomainAdmins",
  domains: "domains",
  certificate_management: "certificates",
  global_settings: "globalSettings",
  event_configuration: "eventConfiguration",
  sessions_list: "sessions",
  search_sessions: "searchSessions",
  product_licensing_usage: "licensing",
  helpdesk_home: "helpdesk",
  logcollector: "logCollector",
  horizon_agents: "agents",
};

/** Named sub-routes besides items: federation pages, machine and disk tabs. */
export const NAMED_SUB_ROUTES: Partial<Record<SectionName, readonly string[]>> = {
  cpa: ["progress", "podlist"],
  domains: ["instant-clone", "connection-server", "domain-bind"],
  horizon_agents: ["agents", "updates", "tasks"],
  machines: ["vcenter", "rds", "others"],
  persistent_disks: ["attached", "detached"],
  registered_machines: ["rds", "others"],
  usersGroups: [
    "entitlements",
    "remoteAccess",
    "homeSiteAssignment",
    "homeSiteResolution",
    "unauthenticatedAccess",
  ],
  servers: ["vcenter", "gateways", "connection_servers", "gateway_certificates", "app_volumes_manager"],
};

/**
 * Routes that open a section with its help topic shown (spec 000 §2: "a settings route maps to a
 * global-settings help topic"), by the segment below /main.
 */
export const HELP_ROUTES: Readonly<Record<string, { section: SectionName; helpTopic: HelpTopic }>> = {
  settings: { section: "global_settings", helpTopic: "globalSettings" },
};

export function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}

/** A parsed hash route: path segments and query parameters. */
export interface ParsedRoute {
  path: string;
  segments: string[];
  query: URLSearchParams;
}

/** Splits "#/main/desktops/pool-1?x=1" (with or without the #) into path, segments and query. */
export function parseRoute(hash: string): ParsedRoute {
  const raw = hash.replace(/^#/, "");
  const [pathPart = "", queryPart = ""] = raw.split("?", 2);
  const path = pathPart === "" ? "/" : pathPart.startsWith("/") ? pathPart : `/${pathPart}`;
  const segments = path.split("/").filter((segment) => segment !== "");
  return { path, segments, query: new URLSearchParams(queryPart) };
}

/** What the shell shows or does for a route. */
export type RouteDecision =
  | { kind: "redirect"; to: string; storeTarget?: string }
  | { kind: "login"; variant: "login" | "non_modern_browser"; isSessionTimeout: boolean }
  | { kind: "section"; section: SectionName; rest: string[]; helpTopic?: HelpTopic }
  | { kind: "featureDisabled"; section: SectionName }
  | { kind: "notFound"; path: string };

export interface GuardState {
  isLoggedIn: boolean;
  /** Sign-in or start-up is running on the login route: it navigates itself when done. */
  isSigningIn?: boolean;
  isFeatureEnabled: (feature: FeatureKey) => boolean;
  /** Where a logged-in user on a login route goes: the stored target, else a default landing page. */
  signedInHome: string;
}

/**
 * The hash router's guard (spec 000 section 2): the root sends to login or home, login routes are only
 * for signed-out users, /main routes need a session (the target is stored, /cpa replaced by the
 * federation home) and an enabled feature.
 */
export function decideRoute(hash: string, state: GuardState): RouteDecision {
  const route = parseRoute(hash);
  const [first, second, ...more] = route.segments;
  if (first === undefined)
    return { kind: "redirect", to: state.isLoggedIn ? state.signedInHome : LOGIN_ROUTE };
  if (first === "login" || first === "non_modern_browser") {
    if (state.isLoggedIn && !state.isSigningIn) return { kind: "redirect", to: state.signedInHome };
    return {
      kind: "login",
      variant: first,
      isSessionTimeout: route.query.get("sessionTimeout") === "true",
    };
  }
  if (first !== "main")
    return state.isLoggedIn ? { kind: "notFound", path: route.path } : { kind: "redirect", to: LOGIN_ROUTE };
  if (!state.isLoggedIn) {
    const target = internalRoute(hash);
    return { kind: "redirect", to: LOGIN_ROUTE, ...(target ? { storeTarget: target } : {}) };
  }
  if (second === undefined) return { kind: "redirect", to: state.signedInHome };
  const help = Object.hasOwn(HELP_ROUTES, second) ? HELP_ROUTES[second] : undefined;
  const section = help?.section ?? second;
  if (!isSectionName(section)) return { kind: "notFound", path: route.path };
  const feature = SECTION_FEATURES[section];
  if (feature && !state.isFeatureEnabled(feature)) return { kind: "featureDisabled", section };
  return help
    ? { kind: "section", section, rest: more, helpTopic: help.helpTopic }
    : { kind: "section", section, rest: more };
}

const ENTITY_ROUTES: Record<EntityNotFound["kind"], SectionName> = {
  desktop: "desktops",
  application: "apppools",
  farm: "farms",
  machine: "machines",
  globalEntitlement: "global_entitlements",
};

/**
 * Where an entity-not-found answer sends the user: the parent list when they are on that item's
 * details page and no dialog is open; otherwise nowhere (null).
 */
export function parentListRoute(hash: string, event: EntityNotFound, isDialogOpen: boolean): string | null {
  if (isDialogOpen) return null;
  const { segments } = parseRoute(hash);
  const section = ENTITY_ROUTES[event.kind];
  if (segments[0] !== "main" || segments[1] !== section || segments[2] === undefined) return null;
  const named = NAMED_SUB_ROUTES[section] ?? [];
  if (named.includes(segments[2])) return null;
  if (event.id !== undefined && decodeURIComponent(segments[2]) !== event.id) return null;
  return `/main/${section}`;
}
