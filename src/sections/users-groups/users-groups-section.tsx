import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule, preloadModule } from "../../ui/lazy/lazy-module";
import type { ListTabs } from "../../ui/list-section/list-section";
import { EntitledUsersTab } from "./entitled-users-tab";
import type { SectionTarget } from "./section-target";
import type { UsersGroupsTabCommon } from "./users-groups-tab";
import { USERS_GROUPS_TABS, type UsersGroupsTab } from "./users-groups.types";

export { USERS_GROUPS_TABS } from "./users-groups.types";

export interface UsersGroupsSectionProps {
  /** The tab the route names (/main/usersGroups/<tab>); entitlements otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: UsersGroupsTab) => void;
  /** Follows a link into another section (a user's summary). */
  onNavigate?: (target: SectionTarget) => void;
}

/** The tabs after the first, one chunk (decision 0038). */
const loadOtherTabs = () => import("./users-groups-other-tabs");

const FEDERATION_VIEW = "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW";

/** Which privilege shows each tab (spec 000 §6; the emulator's rules). */
const VIEW_PRIVILEGE: Record<UsersGroupsTab, string> = {
  entitlements: "POOL_VIEW",
  remoteAccess: "GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT",
  homeSiteAssignment: FEDERATION_VIEW,
  homeSiteResolution: FEDERATION_VIEW,
  unauthenticatedAccess: "GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT",
};

/**
 * Users and groups (spec 000 §2): the entitled users and groups with their local entitlements (the
 * EntitledUserOrGroupLocalSummaryView query), gateway (remote) access, federation home sites and their
 * resolution for a user, and the unauthenticated access users. Names open the user's summary.
 */
export function UsersGroupsSection({ tab: routeTab, onTabChange, onNavigate }: UsersGroupsSectionProps) {
  useSignals();
  const t = useTranslation();
  const named = USERS_GROUPS_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<UsersGroupsTab>(named ?? "entitlements");
  const tab = onTabChange ? (named ?? "entitlements") : ownTab;
  // Fetched once the first tab has painted, so choosing another tab usually finds it loaded and the tab
  // list stays where the keyboard left it.
  useEffect(() => {
    void preloadModule(loadOtherTabs);
  }, []);
  const tabs: ListTabs = {
    label: t("usersGroups.tabs.label"),
    items: USERS_GROUPS_TABS.map((id) => ({ id, label: t(`usersGroups.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = USERS_GROUPS_TABS.find((candidate) => candidate === next) ?? "entitlements";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  const common: UsersGroupsTabCommon = {
    textKeys: "usersGroups",
    part: "users-groups",
    viewPrivilege: VIEW_PRIVILEGE[tab],
    gridId: `users-groups-${tab}`,
    gridLabel: t(`usersGroups.grid.${tab}`),
    placeholderText: t(`usersGroups.grid.empty.${tab}`),
    // Spec 001 §6: the pod refusing these lists for want of a permission shows its own message.
    ...(tab === "remoteAccess" || tab === "unauthenticatedAccess"
      ? { refusedText: t("INSUFFICIENT_PERMISSION_ERROR_MSG") }
      : {}),
    tabs,
  };
  if (tab === "entitlements") return <EntitledUsersTab common={common} onNavigate={onNavigate} />;
  return (
    <LazyModule
      load={loadOtherTabs}
      render={(tabModules) => {
        switch (tab) {
          case "remoteAccess":
            return <tabModules.RemoteAccessTab common={common} />;
          case "homeSiteAssignment":
            return <tabModules.HomeSiteAssignmentTab common={common} onNavigate={onNavigate} />;
          case "homeSiteResolution":
            return <tabModules.HomeSiteResolutionTab common={common} />;
          case "unauthenticatedAccess":
            return <tabModules.UnauthenticatedAccessTab common={common} />;
        }
      }}
    />
  );
}
