import type { HelpTopic } from "../../core/help/help-links";
import { textSetLoader } from "../../core/i18n/i18n";
import { currentHash, navigate } from "../router/hash-location";
import { NAMED_SUB_ROUTES, SECTION_HELP_TOPICS, parseRoute, type SectionName } from "../router/routes";
import { sectionLinkRoute, type SectionLinkTarget } from "../router/section-links";
import { useTranslation } from "../../ui/i18n/use-translation";
import { RouteHelpTopic } from "../../ui/help-link/route-help-topic";
import { LazyModule, type ModuleLoader } from "../../ui/lazy/lazy-module";
import { HelpTopicNote } from "./help-topic-note";
import { SectionPlaceholder } from "./section-placeholder";

export interface SectionOutletProps {
  section: SectionName;
  /** Path segments after the section: an item id or a named tab. */
  rest: readonly string[];
  /** A help topic the route opens, shown above the section. */
  helpTopic?: HelpTopic | undefined;
}

// Each section is a chunk of its own, so the first load carries only the shell and the login page; its texts
// come with it (a text set of its own, decision 0036) and it renders once both are there.
export const loadDashboard = textSetLoader(
  "dashboard",
  () => import("../../sections/dashboard/dashboard-section"),
);
export const loadApplicationPools = textSetLoader(
  "application-pools",
  () => import("../../sections/application-pools/application-pools-section"),
);
export const loadApplicationPool = textSetLoader(
  "application-pool",
  () => import("../../sections/application-pools/application-pool-section"),
);
export const loadDesktopPools = textSetLoader(
  "desktop-pools",
  () => import("../../sections/desktop-pools/desktop-pools-section"),
);
export const loadDesktopPool = textSetLoader(
  "desktop-pool",
  () => import("../../sections/desktop-pools/desktop-pool-section"),
);
const loadSessions = textSetLoader("sessions", () => import("../../sections/sessions/sessions-section"));
const loadSearchSessions = textSetLoader(
  "search-sessions",
  () => import("../../sections/search-sessions/search-sessions-section"),
);
const loadHelpdesk = textSetLoader("helpdesk", () => import("../../sections/helpdesk/helpdesk-section"));
const loadEvents = textSetLoader("events", () => import("../../sections/events/events-section"));
const loadAgents = textSetLoader("agents", () => import("../../sections/agents/agents-section"));
const loadMachines = textSetLoader("machines", () => import("../../sections/machines/machines-section"));
const loadMachine = textSetLoader("machine", () => import("../../sections/machines/machine-section"));
const loadGlobalSettings = textSetLoader(
  "global-settings",
  () => import("../../sections/global-settings/global-settings-section"),
);
const loadLicensing = textSetLoader("licensing", () => import("../../sections/licensing/licensing-section"));
const loadFarms = textSetLoader("farms", () => import("../../sections/farms/farms-section"));
const loadFarm = textSetLoader("farm", () => import("../../sections/farms/farm-section"));
const loadRegisteredMachines = textSetLoader(
  "registered-machines",
  () => import("../../sections/registered-machines/registered-machines-section"),
);
const loadPersistentDisks = textSetLoader(
  "persistent-disks",
  () => import("../../sections/persistent-disks/persistent-disks-section"),
);
const loadAdministrators = textSetLoader(
  "administrators",
  () => import("../../sections/administrators/administrators-section"),
);
const loadUsersGroups = textSetLoader(
  "users-groups",
  () => import("../../sections/users-groups/users-groups-section"),
);
const loadUser = textSetLoader("user", () => import("../../sections/users-groups/user-section"));
const loadEventConfiguration = textSetLoader(
  "event-configuration",
  () => import("../../sections/event-configuration/event-configuration-section"),
);
const loadLogCollector = textSetLoader(
  "log-collector",
  () => import("../../sections/log-collector/log-collector-section"),
);
const loadDomains = textSetLoader("domains", () => import("../../sections/domains/domains-section"));
const loadCertificates = textSetLoader(
  "certificates",
  () => import("../../sections/certificates/certificates-section"),
);
const loadPolicies = textSetLoader("policies", () => import("../../sections/policies/policies-section"));
const loadUserDiskShares = textSetLoader(
  "user-disk-shares",
  () => import("../../sections/user-disk-shares/user-disk-shares-section"),
);
const loadServers = textSetLoader("servers", () => import("../../sections/servers/servers-section"));
const loadGlobalEntitlements = textSetLoader(
  "global-entitlements",
  () => import("../../sections/global-entitlements/global-entitlements-section"),
);
const loadGlobalEntitlement = textSetLoader(
  "global-entitlement",
  () => import("../../sections/global-entitlements/global-entitlement-section"),
);
const loadCpa = textSetLoader("cpa", () => import("../../sections/federation/cpa-section"));
const loadSites = textSetLoader("sites", () => import("../../sections/federation/sites-section"));

function openLink(target: SectionLinkTarget): void {
  navigate(sectionLinkRoute(target));
}

/** The named tab of a route such as global_settings/security, when the section has it. */
function tabOf<Tab extends string>(tabs: readonly Tab[], value: string | undefined): Tab | undefined {
  return tabs.find((tab) => tab === value);
}

interface LazySectionProps<Module> {
  load: ModuleLoader<Module>;
  render: (module: Module) => React.ReactNode;
}

/** A section's chunk, loaded on first use, with the page's loading and failure texts. */
function LazySection<Module>({ load, render }: LazySectionProps<Module>) {
  const t = useTranslation();
  return (
    <LazyModule
      load={load}
      render={render}
      loadingText={t("shell.section.loading")}
      failedText={t("shell.section.loadFailed")}
      className="shell-section-state"
    />
  );
}

function section<Module>(load: ModuleLoader<Module>, render: (module: Module) => React.ReactNode) {
  return <LazySection load={load} render={render} />;
}

/**
 * The content of a /main route: the section's root when it is built, else a placeholder naming it; its
 * pages link to the section's help topic, and a help topic the route opens shows above it.
 */
export function SectionOutlet({ helpTopic, ...props }: SectionOutletProps) {
  return (
    <RouteHelpTopic.Provider value={SECTION_HELP_TOPICS[props.section]}>
      {helpTopic !== undefined && <HelpTopicNote topic={helpTopic} />}
      <SectionContent {...props} />
    </RouteHelpTopic.Provider>
  );
}

function SectionContent({ section: name, rest }: Omit<SectionOutletProps, "helpTopic">) {
  const [first, second] = rest;
  switch (name) {
    case "dashboard":
      return section(loadDashboard, ({ DashboardSection }) => <DashboardSection onNavigate={openLink} />);
    case "apppools":
      return first === undefined
        ? section(loadApplicationPools, ({ ApplicationPoolsSection }) => (
            <ApplicationPoolsSection onNavigate={openLink} />
          ))
        : section(loadApplicationPool, ({ ApplicationPoolSection }) => (
            <ApplicationPoolSection
              key={first}
              applicationId={decodeURIComponent(first)}
              {...(second === undefined ? {} : { tab: second })}
              onTabChange={(tab) => navigate(`/main/apppools/${first}/${tab}`, { replace: true })}
              onNavigate={openLink}
            />
          ));
    case "desktops":
      return first === undefined
        ? section(loadDesktopPools, ({ DesktopPoolsSection }) => (
            <DesktopPoolsSection onNavigate={openLink} />
          ))
        : section(loadDesktopPool, ({ DesktopPoolSection }) => (
            <DesktopPoolSection
              key={first}
              poolId={decodeURIComponent(first)}
              {...(second === undefined ? {} : { tab: second })}
              onTabChange={(tab) => navigate(`/main/desktops/${first}/${tab}`, { replace: true })}
              onNavigate={openLink}
            />
          ));
    case "farms":
      return first === undefined
        ? section(loadFarms, ({ FarmsSection }) => <FarmsSection onNavigate={openLink} />)
        : section(loadFarm, ({ FarmSection }) => (
            <FarmSection
              key={first}
              farmId={decodeURIComponent(first)}
              {...(second === undefined ? {} : { tab: second })}
              onTabChange={(tab) => navigate(`/main/farms/${first}/${tab}`, { replace: true })}
              onNavigate={openLink}
            />
          ));
    case "global_entitlements":
      return first === undefined
        ? section(loadGlobalEntitlements, ({ GlobalEntitlementsSection }) => (
            <GlobalEntitlementsSection onNavigate={openLink} />
          ))
        : section(loadGlobalEntitlement, ({ GlobalEntitlementSection }) => (
            <GlobalEntitlementSection
              key={first}
              entitlementId={decodeURIComponent(first)}
              {...(second === undefined ? {} : { tab: second })}
              onTabChange={(tab) => navigate(`/main/global_entitlements/${first}/${tab}`, { replace: true })}
              onNavigate={openLink}
            />
          ));
    case "cpa":
      return section(loadCpa, ({ CpaSection }) => <CpaSection view={first} onNavigate={openLink} />);
    case "sites":
      return section(loadSites, ({ SitesSection }) => <SitesSection />);
    case "events": {
      // A link lands filtered (?severity=ERROR, ?machine_id=...): a new query is a new list.
      const query = parseRoute(currentHash.peek()).query;
      return section(loadEvents, ({ EventsSection, eventsFilterFromQuery }) => (
        <EventsSection key={query.toString()} {...eventsFilterFromQuery(query)} />
      ));
    }
    case "machines": {
      // /main/machines[/<tab>][?tab=rds&state=problem] is the list (a dashboard link lands filtered);
      // /main/machines/<id>[/<tab>] is one machine.
      const query = parseRoute(currentHash.peek()).query;
      if (first === undefined || NAMED_SUB_ROUTES.machines?.includes(first)) {
        const state = query.get("state");
        return section(loadMachines, ({ MachinesSection }) => (
          <MachinesSection
            key={state ?? ""}
            tab={first ?? query.get("tab") ?? undefined}
            onTabChange={(tab) =>
              navigate(`/main/machines/${tab}${state ? `?state=${encodeURIComponent(state)}` : ""}`, {
                replace: true,
              })
            }
            {...(state ? { filter: { state } } : {})}
            onNavigate={openLink}
          />
        ));
      }
      return section(loadMachine, ({ MachineSection }) => (
        <MachineSection
          key={first}
          machineId={decodeURIComponent(first)}
          {...(second === undefined ? {} : { tab: second })}
          onTabChange={(tab) => navigate(`/main/machines/${first}/${tab}`, { replace: true })}
          onNavigate={openLink}
        />
      ));
    }
    case "horizon_agents":
      return section(loadAgents, ({ AgentsSection }) => (
        <AgentsSection
          tab={first}
          onTabChange={(tab) => navigate(`/main/horizon_agents/${tab}`, { replace: true })}
        />
      ));
    case "sessions_list":
      return section(loadSessions, ({ SessionsSection }) => <SessionsSection onNavigate={openLink} />);
    case "search_sessions":
      return section(loadSearchSessions, ({ SearchSessionsSection }) => <SearchSessionsSection />);
    case "helpdesk_home":
      return section(loadHelpdesk, ({ HelpdeskSection }) => (
        <HelpdeskSection
          {...(first === undefined ? {} : { userId: decodeURIComponent(first) })}
          onUserChange={(userId) =>
            navigate(`/main/helpdesk_home/${encodeURIComponent(userId)}`, { replace: true })
          }
        />
      ));
    case "global_settings":
      return section(loadGlobalSettings, ({ GlobalSettingsSection, GLOBAL_SETTINGS_TABS }) => (
        <GlobalSettingsSection
          initialTab={tabOf(GLOBAL_SETTINGS_TABS, first) ?? "general"}
          onTabChange={(tab) => navigate(`/main/global_settings/${tab}`, { replace: true })}
        />
      ));
    case "product_licensing_usage":
      return section(loadLicensing, ({ LicensingSection, LICENSING_TABS }) => (
        <LicensingSection
          initialTab={tabOf(LICENSING_TABS, first) ?? "licensing"}
          onTabChange={(tab) => navigate(`/main/product_licensing_usage/${tab}`, { replace: true })}
        />
      ));
    case "registered_machines":
      return section(loadRegisteredMachines, ({ RegisteredMachinesSection }) => (
        <RegisteredMachinesSection
          tab={first}
          onTabChange={(tab) => navigate(`/main/registered_machines/${tab}`, { replace: true })}
        />
      ));
    case "persistent_disks":
      return section(loadPersistentDisks, ({ PersistentDisksSection }) => (
        <PersistentDisksSection
          tab={first}
          onTabChange={(tab) => navigate(`/main/persistent_disks/${tab}`, { replace: true })}
        />
      ));
    case "administrators":
      return section(loadAdministrators, ({ AdministratorsSection }) => (
        <AdministratorsSection
          tab={first}
          onTabChange={(tab) => navigate(`/main/administrators/${tab}`, { replace: true })}
        />
      ));
    case "usersGroups":
      // /main/usersGroups[/<tab>] is the list; /main/usersGroups/<id>[/<tab>] is one user or group.
      if (first === undefined || NAMED_SUB_ROUTES.usersGroups?.includes(first))
        return section(loadUsersGroups, ({ UsersGroupsSection }) => (
          <UsersGroupsSection
            tab={first}
            onTabChange={(tab) => navigate(`/main/usersGroups/${tab}`, { replace: true })}
            onNavigate={openLink}
          />
        ));
      return section(loadUser, ({ UserSection }) => (
        <UserSection
          key={first}
          userId={decodeURIComponent(first)}
          tab={second}
          onTabChange={(tab) => navigate(`/main/usersGroups/${first}/${tab}`, { replace: true })}
          onNavigate={openLink}
        />
      ));
    case "event_configuration":
      return section(loadEventConfiguration, ({ EventConfigurationSection }) => (
        <EventConfigurationSection />
      ));
    case "logcollector":
      return section(loadLogCollector, ({ LogCollectorSection }) => <LogCollectorSection />);
    case "domains":
      return section(loadDomains, ({ DomainsSection }) => (
        <DomainsSection
          tab={first}
          onTabChange={(tab) => navigate(`/main/domains/${tab}`, { replace: true })}
        />
      ));
    case "instant_clone_domain_admins":
      return section(loadDomains, ({ DomainsSection }) => <DomainsSection isInstantCloneOnly />);
    case "certificate_management":
      return section(loadCertificates, ({ CertificatesSection }) => <CertificatesSection />);
    case "hz_user_disk_smb_shares":
      return section(loadUserDiskShares, ({ UserDiskSharesSection }) => <UserDiskSharesSection />);
    case "policies":
      return section(loadPolicies, ({ PoliciesSection }) => <PoliciesSection />);
    case "servers":
      // /main/servers[/<tab>][?tab=connectionServers]: a dashboard link names the tab in its query.
      return section(loadServers, ({ ServersSection }) => (
        <ServersSection
          tab={first ?? parseRoute(currentHash.peek()).query.get("tab") ?? undefined}
          onTabChange={(tab) => navigate(`/main/servers/${tab}`, { replace: true })}
        />
      ));
    default:
      return <SectionPlaceholder section={name} reason="notBuilt" />;
  }
}
