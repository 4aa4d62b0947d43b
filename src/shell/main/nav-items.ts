import { isFeatureEnabled } from "../../core/features/feature-flags";
import {
  canViewFederation,
  canViewGlobalConfiguration,
  canViewGlobalEntitlements,
  FEDERATION_SESSIONS_VIEW,
  canViewInventory,
  hasPrivilege,
  isHelpdeskAdmin,
} from "../../core/privileges/privileges.model";
import { SECTION_FEATURES, type SectionName } from "../router/routes";

export type NavGroup = "monitor" | "inventory" | "settings";

export interface NavItem {
  section: SectionName;
  group: NavGroup;
  /** Whether the admin's privileges allow the section (features are checked separately). */
  isAllowed: () => boolean;
}

const always = () => true;
const inventory = () => canViewInventory();

/** The navigation menu, in order; the section's own feature flag also hides its item. */
export const NAV_ITEMS: readonly NavItem[] = [
  { section: "dashboard", group: "monitor", isAllowed: () => !isHelpdeskAdmin.value },
  {
    section: "helpdesk_home",
    group: "monitor",
    isAllowed: () =>
      isHelpdeskAdmin.value || hasPrivilege("HELPDESK_ADMINISTRATOR|HELPDESK_ADMINISTRATOR_VIEW"),
  },
  { section: "events", group: "monitor", isAllowed: always },
  { section: "sessions_list", group: "monitor", isAllowed: inventory },
  // The entries follow their page's own rule, so no entry leads to a "no permission" page.
  { section: "search_sessions", group: "monitor", isAllowed: () => hasPrivilege(FEDERATION_SESSIONS_VIEW) },
  { section: "desktops", group: "inventory", isAllowed: inventory },
  { section: "apppools", group: "inventory", isAllowed: inventory },
  { section: "farms", group: "inventory", isAllowed: inventory },
  { section: "machines", group: "inventory", isAllowed: inventory },
  { section: "registered_machines", group: "inventory", isAllowed: inventory },
  { section: "persistent_disks", group: "inventory", isAllowed: inventory },
  { section: "global_entitlements", group: "inventory", isAllowed: () => canViewGlobalEntitlements() },
  { section: "usersGroups", group: "inventory", isAllowed: inventory },
  { section: "hz_user_disk_smb_shares", group: "inventory", isAllowed: inventory },
  { section: "policies", group: "inventory", isAllowed: inventory },
  {
    section: "servers",
    group: "settings",
    isAllowed: () => hasPrivilege("GLOBAL_CONFIG_VIEW|VC_CONFIG_VIEW"),
  },
  { section: "domains", group: "settings", isAllowed: () => hasPrivilege("GLOBAL_CONFIG_VIEW") },
  {
    section: "instant_clone_domain_admins",
    group: "settings",
    isAllowed: () => hasPrivilege("GLOBAL_CONFIG_VIEW"),
  },
  { section: "product_licensing_usage", group: "settings", isAllowed: canViewGlobalConfiguration },
  { section: "global_settings", group: "settings", isAllowed: canViewGlobalConfiguration },
  {
    section: "administrators",
    group: "settings",
    isAllowed: () => hasPrivilege("GLOBAL_ROLE_VIEW|GLOBAL_PERMISSION_VIEW|ADMINISTRATOR_VIEW"),
  },
  {
    section: "certificate_management",
    group: "settings",
    isAllowed: () => hasPrivilege("MANAGE_CERTIFICATES|GLOBAL_CONFIG_VIEW"),
  },
  { section: "event_configuration", group: "settings", isAllowed: () => hasPrivilege("GLOBAL_CONFIG_VIEW") },
  { section: "cpa", group: "settings", isAllowed: () => canViewFederation() },
  { section: "sites", group: "settings", isAllowed: () => canViewFederation() },
  {
    section: "logcollector",
    group: "settings",
    isAllowed: () => hasPrivilege("LOG_COLLECTION|GLOBAL_CONFIG_VIEW"),
  },
  { section: "horizon_agents", group: "settings", isAllowed: () => hasPrivilege("GLOBAL_CONFIG_VIEW") },
];

/** Whether a section's item shows: its feature is on and the admin's privileges allow it. */
export function isNavItemVisible(item: NavItem): boolean {
  const feature = SECTION_FEATURES[item.section];
  if (feature && !isFeatureEnabled(feature)) return false;
  return item.isAllowed();
}
