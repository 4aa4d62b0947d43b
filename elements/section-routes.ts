// Which element shows which console route, so a link inside one element that leads into another section
// becomes a vdc-navigate event the portal can route, instead of a hash change on the portal's page.
import type { NavigateDetail } from "./element-events";

/** The users and groups tabs as the console route names them (/main/usersGroups/<tab>). */
const USERS_GROUPS_ROUTE_TABS = [
  "entitlements",
  "remoteAccess",
  "homeSiteAssignment",
  "homeSiteResolution",
  "unauthenticatedAccess",
];

interface RouteTarget {
  /** The route's path below /main/, with :name placeholders for ids. */
  pattern: string;
  section: string;
  tag: string | null;
  /** Attribute name of the target element for each placeholder. */
  ids: Record<string, string>;
}

/** A section's request to open another section (the sections' onNavigate callbacks hand these over). */
export interface SectionLink {
  /** The section, named like its element without the prefix: "sessions", "desktop-pool", "machines". */
  section: string;
  /** The item to open, for one-item sections. */
  id?: string;
  /** What the target list should show first, e.g. { state: "problem" }. */
  filter?: Readonly<Record<string, string>>;
}

/** The console routes that have an element, most specific first. */
const ROUTE_TARGETS: readonly RouteTarget[] = [
  {
    pattern: "apppools/:id",
    section: "application-pool",
    tag: "vdc-application-pool",
    ids: { id: "application-id" },
  },
  { pattern: "apppools", section: "application-pools", tag: "vdc-application-pools", ids: {} },
  { pattern: "desktops/:id", section: "desktop-pool", tag: "vdc-desktop-pool", ids: { id: "pool-id" } },
  { pattern: "desktops", section: "desktop-pools", tag: "vdc-desktop-pools", ids: {} },
  { pattern: "farms/:id", section: "farm", tag: "vdc-farm", ids: { id: "farm-id" } },
  { pattern: "farms", section: "farms", tag: "vdc-farms", ids: {} },
  {
    pattern: "global_entitlements/:id",
    section: "global-entitlement",
    tag: "vdc-global-entitlements",
    ids: { id: "entitlement-id" },
  },
  { pattern: "global_entitlements", section: "global-entitlements", tag: "vdc-global-entitlements", ids: {} },
  { pattern: "cpa/:view", section: "cpa", tag: "vdc-federation", ids: { view: "view" } },
  { pattern: "cpa", section: "cpa", tag: "vdc-federation", ids: {} },
  { pattern: "dashboard", section: "dashboard", tag: "vdc-dashboard", ids: {} },
  { pattern: "machines", section: "machines", tag: "vdc-machines", ids: {} },
  ...["vcenter", "rds", "others"].map((tab) => ({
    pattern: `machines/${tab}`,
    section: "machines",
    tag: "vdc-machines",
    ids: {},
  })),
  { pattern: "machines/:id", section: "machine", tag: "vdc-machine", ids: { id: "machine-id" } },
  ...["registered_machines", ...["rds", "others"].map((tab) => `registered_machines/${tab}`)].map(
    (pattern) => ({ pattern, section: "registered-machines", tag: "vdc-registered-machines", ids: {} }),
  ),
  ...["persistent_disks", ...["attached", "detached"].map((tab) => `persistent_disks/${tab}`)].map(
    (pattern) => ({ pattern, section: "persistent-disks", tag: "vdc-persistent-disks", ids: {} }),
  ),
  ...["domains", ...["instant-clone", "connection-server", "domain-bind"].map((tab) => `domains/${tab}`)].map(
    (pattern) => ({ pattern, section: "domains", tag: "vdc-domains", ids: {} }),
  ),
  { pattern: "instant_clone_domain_admins", section: "domains", tag: "vdc-domains", ids: {} },
  { pattern: "certificate_management", section: "certificates", tag: "vdc-certificates", ids: {} },
  { pattern: "policies", section: "policies", tag: "vdc-policies", ids: {} },
  {
    pattern: "hz_user_disk_smb_shares",
    section: "user-disk-shares",
    tag: "vdc-user-disk-shares",
    ids: {},
  },
  ...[
    "servers",
    ...["vcenter", "gateways", "connection_servers", "gateway_certificates", "app_volumes_manager"].map(
      (tab) => `servers/${tab}`,
    ),
  ].map((pattern) => ({ pattern, section: "servers", tag: "vdc-servers", ids: {} })),
  { pattern: "sessions_list", section: "sessions", tag: "vdc-sessions", ids: {} },
  { pattern: "search_sessions", section: "search-sessions", tag: "vdc-search-sessions", ids: {} },
  ...["usersGroups", ...USERS_GROUPS_ROUTE_TABS.map((tab) => `usersGroups/${tab}`)].map((pattern) => ({
    pattern,
    section: "users-groups",
    tag: "vdc-users-groups",
    ids: {},
  })),
  { pattern: "usersGroups/:id", section: "user", tag: "vdc-user", ids: { id: "user-id" } },
  { pattern: "helpdesk_home/:id", section: "helpdesk", tag: "vdc-helpdesk", ids: { id: "user-id" } },
  { pattern: "helpdesk_home", section: "helpdesk", tag: "vdc-helpdesk", ids: {} },
  { pattern: "events", section: "events", tag: "vdc-events", ids: {} },
  { pattern: "horizon_agents", section: "agents", tag: "vdc-agents", ids: {} },
  { pattern: "global_settings", section: "global-settings", tag: "vdc-global-settings", ids: {} },
  { pattern: "product_licensing_usage", section: "licensing", tag: "vdc-licensing", ids: {} },
  { pattern: "administrators", section: "administrators", tag: "vdc-administrators", ids: {} },
  {
    pattern: "event_configuration",
    section: "event-configuration",
    tag: "vdc-event-configuration",
    ids: {},
  },
  { pattern: "logcollector", section: "log-collector", tag: "vdc-log-collector", ids: {} },
];

/** The lists that have an element, as the console route names them: what a portal's search can open. */
export function elementSections(): { section: string; route: string }[] {
  const lists = ROUTE_TARGETS.filter(
    (target) => !target.pattern.includes("/") && !target.pattern.includes(":"),
  );
  return lists.map((target) => ({ section: target.section, route: target.pattern }));
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return null;
  const values: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) values[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return values;
}

/**
 * The navigate detail for a console hash route ("#/main/desktops/pool-1" or "/main/desktops/pool-1");
 * null when it is not a console route. Routes without an element keep their first segment as section.
 */
export function navigationTarget(href: string): NavigateDetail | null {
  const route = href.replace(/^#/, "").split("?")[0] ?? "";
  const match = /^\/main\/(.+)$/.exec(route);
  if (!match?.[1]) return null;
  const segments = match[1].split("/").filter((segment) => segment !== "");
  for (const target of ROUTE_TARGETS) {
    const values = matchPattern(target.pattern, segments);
    if (!values) continue;
    const ids = Object.fromEntries(
      Object.entries(target.ids).map(([placeholder, attribute]) => [attribute, values[placeholder] ?? ""]),
    );
    return { section: target.section, tag: target.tag, ids, route };
  }
  return { section: segments[0] ?? "", tag: null, ids: {}, route };
}

/** Console route names of sections without an element, so the detail's route is still a real route. */
const ROUTE_NAMES: Readonly<Record<string, string>> = {
  "application-pools": "apppools",
  "global-entitlements": "global_entitlements",
  "persistent-disks": "persistent_disks",
  "registered-machines": "registered_machines",
};

/** The navigate detail for a section's link into another section. */
export function navigationDetail(link: SectionLink): NavigateDetail {
  const target = ROUTE_TARGETS.find((candidate) => candidate.section === link.section);
  const filter = link.filter && Object.keys(link.filter).length > 0 ? { filter: { ...link.filter } } : {};
  if (target) {
    const [placeholder, attribute] = Object.entries(target.ids)[0] ?? [];
    const ids = placeholder && attribute && link.id !== undefined ? { [attribute]: link.id } : {};
    const path = target.pattern.replace(/:\w+/, encodeURIComponent(link.id ?? ""));
    return { section: target.section, tag: target.tag, ids, route: `/main/${path}`, ...filter };
  }
  const name = ROUTE_NAMES[link.section] ?? link.section;
  const route = link.id === undefined ? `/main/${name}` : `/main/${name}/${encodeURIComponent(link.id)}`;
  return { section: link.section, tag: null, ids: {}, route, ...filter };
}
