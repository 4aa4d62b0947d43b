import type { SectionName } from "./routes";

/** A section's request to open another section (what the sections' onNavigate callbacks hand over). */
export interface SectionLinkTarget {
  section: string;
  id?: string;
  filter?: Readonly<Record<string, string>>;
}

/** Section names as sections and elements write them, mapped to console route names. */
const ROUTE_OF_SECTION: Readonly<Record<string, SectionName>> = {
  "desktop-pools": "desktops",
  "desktop-pool": "desktops",
  desktops: "desktops",
  "application-pools": "apppools",
  "application-pool": "apppools",
  farms: "farms",
  farm: "farms",
  machines: "machines",
  machine: "machines",
  "registered-machines": "registered_machines",
  "persistent-disks": "persistent_disks",
  sessions: "sessions_list",
  "search-sessions": "search_sessions",
  events: "events",
  "global-entitlements": "global_entitlements",
  "global-entitlement": "global_entitlements",
  "global-settings": "global_settings",
  licensing: "product_licensing_usage",
  "event-configuration": "event_configuration",
  "log-collector": "logcollector",
  dashboard: "dashboard",
  servers: "servers",
  domains: "domains",
  certificates: "certificate_management",
  policies: "policies",
  administrators: "administrators",
  "users-groups": "usersGroups",
  user: "usersGroups",
  helpdesk: "helpdesk_home",
  federation: "cpa",
};

/** The hash route of a link into another section; unknown sections keep their name as route. */
export function sectionLinkRoute(target: SectionLinkTarget): string {
  const name = ROUTE_OF_SECTION[target.section] ?? target.section.replace(/[^\w-]/g, "");
  const path = target.id === undefined ? `/main/${name}` : `/main/${name}/${encodeURIComponent(target.id)}`;
  const filter = target.filter ? new URLSearchParams(Object.entries(target.filter)).toString() : "";
  return filter === "" ? path : `${path}?${filter}`;
}
