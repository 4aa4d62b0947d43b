import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import type { AdUser } from "../../core/directory/get-ad-users";
import { getAdUsers } from "../../core/directory/get-ad-users";
import { directoryUserName } from "../../core/utils/user-name";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useAssignHomeSites } from "../../ui/entitlements/use-assign-home-sites";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { userLink } from "../../ui/item-link/user-link";
import { ListSection, resourceRows, type ListTabs } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getAllEntitledUsers, getEntitledUsersPage, TYPED_NAME_FIELD } from "./api/entitled-users";
import { addGatewayAccessCall, getGatewayAccessEntries, removeGatewayAccessCall } from "./api/gateway-access";
import { getSites, type Site } from "../../core/federation/get-pods-and-sites";
import { deleteHomeSitesCall, getHomeSites } from "../../core/federation/home-sites";
import { getGlobalEntitlementNames, resolveHomeSites } from "./api/home-sites";
import { deleteUnauthenticatedUserCall, getUnauthenticatedUsers } from "./api/unauthenticated-users";
import type { SectionTarget } from "./section-target";
import { LazyModule } from "../../ui/lazy/lazy-module";
import {
  USERS_GROUPS_TABS,
  type EntitledUserOrGroup,
  type GatewayAccessEntry,
  type GlobalEntitlementName,
  type HomeSiteRow,
  type UnauthenticatedUser,
  type UsersGroupsTab,
} from "./users-groups.types";

export { USERS_GROUPS_TABS } from "./users-groups.types";

/** The unauthenticated access user dialog, a chunk of its own loaded when first opened (decision 0013). */
const loadUnauthenticatedUserDialog = () => import("./unauthenticated-user-dialog");

export interface UsersGroupsSectionProps {
  /** The tab the route names (/main/usersGroups/<tab>); entitlements otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: UsersGroupsTab) => void;
  /** Follows a link into another section (a user's summary). */
  onNavigate?: (target: SectionTarget) => void;
}

const LOCAL_ROOT = { root: "local" as const };
const FEDERATION_ROOT = { root: "federation" as const };
const FEDERATION_VIEW = "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW";

/** Which privilege shows each tab (spec 000 §6; the emulator's rules). */
const VIEW_PRIVILEGE: Record<UsersGroupsTab, string> = {
  entitlements: "POOL_VIEW",
  remoteAccess: "GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT",
  homeSiteAssignment: FEDERATION_VIEW,
  homeSiteResolution: FEDERATION_VIEW,
  unauthenticatedAccess: "GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT",
};

/** Sends calls one after the other; the first failure stops and is thrown. */
async function sendAll(calls: readonly Parameters<typeof sendApiCall>[0][]): Promise<void> {
  for (const call of calls) await sendApiCall(call);
}

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
  const common = {
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
  switch (tab) {
    case "entitlements":
      return <EntitlementsTab common={common} onNavigate={onNavigate} />;
    case "remoteAccess":
      return <RemoteAccessTab common={common} />;
    case "homeSiteAssignment":
      return <HomeSiteAssignmentTab common={common} onNavigate={onNavigate} />;
    case "homeSiteResolution":
      return <HomeSiteResolutionTab common={common} />;
    case "unauthenticatedAccess":
      return <UnauthenticatedAccessTab common={common} />;
  }
}

interface TabProps {
  common: {
    textKeys: string;
    part: string;
    viewPrivilege: string;
    gridId: string;
    gridLabel: string;
    placeholderText: string;
    refusedText?: string;
    tabs: ListTabs;
  };
  onNavigate?: ((target: SectionTarget) => void) | undefined;
}

const nameOfRow = (row: EntitledUserOrGroup) =>
  row.base.domain && row.base.login ? `${row.base.domain}\\${row.base.login}` : (row.base.name ?? row.id);

function EntitlementsTab({ common, onNavigate }: TabProps) {
  const columns = useMemo<GridColumn<EntitledUserOrGroup>[]>(
    () => [
      {
        // The typed text is read as a user or group is typed everywhere (login, DOMAIN\login, user@domain, name).
        field: TYPED_NAME_FIELD,
        label: "usersGroups.column.name",
        filter: { type: "STRING", operator: "Contains" },
        isAlwaysVisible: true,
        disableTranslation: true,
        value: nameOfRow,
        cell: (row) => (row.base.group ? nameOfRow(row) : userLink(nameOfRow(row), row.id, onNavigate)),
      },
      {
        field: "base.group",
        kind: "status",
        label: "usersGroups.column.kind",
        sortable: false,
        value: (row) => (row.base.group ? "usersGroups.kind.group" : "usersGroups.kind.user"),
      },
      {
        field: "base.domain",
        kind: "name",
        label: "usersGroups.column.domain",
        filter: { type: "STRING", operator: "StartsWith" },
        disableTranslation: true,
      },
      { field: "base.email", label: "usersGroups.column.email", disableTranslation: true, isHidden: true },
      {
        field: "localData.desktopCount",
        kind: "count",
        label: "usersGroups.column.desktops",
        value: (row) => String(row.localData.desktopCount),
        disableTranslation: true,
      },
      {
        field: "localData.applicationCount",
        kind: "count",
        label: "usersGroups.column.applications",
        value: (row) => String(row.localData.applicationCount),
        disableTranslation: true,
      },
    ],
    [onNavigate],
  );
  const rows = useMemo(
    () => ({
      fetchPage: (state: Parameters<typeof getEntitledUsersPage>[0]) => getEntitledUsersPage(state),
      fetchAll: getAllEntitledUsers,
    }),
    [],
  );
  return (
    <ListSection<EntitledUserOrGroup>
      {...common}
      columns={columns}
      rows={rows}
      actions={[]}
      rowLabel={nameOfRow}
      isExportable
    />
  );
}

const entryName = (entry: GatewayAccessEntry) => entry.displayName ?? entry.name ?? entry.userOrGroup;

const GATEWAY_COLUMNS: GridColumn<GatewayAccessEntry>[] = [
  {
    field: "displayName",
    kind: "name",
    label: "usersGroups.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
    value: entryName,
  },
  {
    field: "isGroup",
    kind: "status",
    label: "usersGroups.column.kind",
    value: (row) => (row.isGroup ? "usersGroups.kind.group" : "usersGroups.kind.user"),
  },
  { field: "domain", kind: "name", label: "usersGroups.column.domain", disableTranslation: true },
];

function RemoteAccessTab({ common }: TabProps) {
  const t = useTranslation();
  const resource = useResource(getGatewayAccessEntries);
  const [isAdding, setIsAdding] = useState(false);
  const actions = useMemo<SectionAction<GatewayAccessEntry>[]>(
    () => [
      {
        id: "add",
        label: "usersGroups.action.add",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "none",
        open: () => setIsAdding(true),
      },
      {
        id: "remove",
        label: "usersGroups.action.remove",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.confirm.removeAccess.title",
          question: "usersGroups.confirm.removeAccess.question",
        },
        request: { kind: "item", call: removeGatewayAccessCall },
        success: "usersGroups.outcome.accessRemoved",
      },
    ],
    [],
  );
  return (
    <ListSection<GatewayAccessEntry>
      {...common}
      columns={GATEWAY_COLUMNS}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={entryName}
      scopeOf={() => LOCAL_ROOT}
    >
      <LazyDirectorySearchDialog
        isOpen={isAdding}
        title={t("usersGroups.remoteAccess.addTitle")}
        onAdd={async (chosen: AdUser[]) => {
          try {
            await sendAll(chosen.map((entry) => addGatewayAccessCall(entry.id)));
          } finally {
            setIsAdding(false);
            resource.reload();
          }
        }}
        onCancel={() => setIsAdding(false)}
      />
    </ListSection>
  );
}

interface HomeSiteData {
  rows: HomeSiteRow[];
  sites: Site[];
  entitlements: GlobalEntitlementName[];
}

async function loadHomeSites(): Promise<HomeSiteData> {
  const [homes, sites, entitlements] = await Promise.all([
    getHomeSites(),
    getSites(),
    getGlobalEntitlementNames(),
  ]);
  const users = await getAdUsers([...new Set(homes.map((home) => home.ad_user_or_group_id))]);
  const userNames = new Map(users.map((user) => [user.id, directoryUserName(user)]));
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  const entitlementNames = new Map(entitlements.map((entry) => [entry.id, entry.name]));
  return {
    sites,
    entitlements,
    rows: homes.map((home) => {
      const entitlementId = home.global_desktop_entitlement_id ?? home.global_application_entitlement_id;
      return {
        ...home,
        userName: userNames.get(home.ad_user_or_group_id) ?? home.ad_user_or_group_id,
        siteName: siteNames.get(home.site_id) ?? home.site_id,
        entitlementName: entitlementId ? (entitlementNames.get(entitlementId) ?? entitlementId) : "",
      };
    }),
  };
}

function HomeSiteAssignmentTab({ common, onNavigate }: TabProps) {
  const t = useTranslation();
  const resource = useResource(loadHomeSites);
  const { state, reload } = resource;
  const [isAdding, setIsAdding] = useState(false);
  const [siteId, setSiteId] = useState("");
  const [entitlementId, setEntitlementId] = useState("");
  const { failure, assign, dismissFailure } = useAssignHomeSites();
  const data = state.status === "ready" ? state.data : undefined;
  const columns = useMemo<GridColumn<HomeSiteRow>[]>(
    () => [
      {
        field: "userName",
        kind: "name",
        label: "usersGroups.column.userOrGroup",
        isAlwaysVisible: true,
        disableTranslation: true,
        filter: { type: "STRING", operator: "Contains" },
        cell: (row) => userLink(row.userName, row.ad_user_or_group_id, onNavigate),
      },
      { field: "siteName", kind: "name", label: "usersGroups.column.homeSite", disableTranslation: true },
      {
        field: "entitlementName",
        kind: "name",
        label: "usersGroups.column.globalEntitlement",
        value: (row) => row.entitlementName || "usersGroups.homeSite.global",
      },
    ],
    [onNavigate],
  );
  const actions = useMemo<SectionAction<HomeSiteRow>[]>(
    () => [
      {
        id: "add",
        label: "usersGroups.action.assignHomeSite",
        privilege: "FEDERATED_LDAP_MANAGE",
        selection: "none",
        open: () => {
          dismissFailure();
          setIsAdding(true);
        },
      },
      {
        id: "remove",
        label: "usersGroups.action.remove",
        privilege: "FEDERATED_LDAP_MANAGE",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.confirm.removeHomeSite.title",
          question: "usersGroups.confirm.removeHomeSite.question",
        },
        request: { kind: "batch", call: (rows) => deleteHomeSitesCall(rows.map((row) => row.id)) },
        success: "usersGroups.outcome.homeSiteRemoved",
      },
    ],
    [dismissFailure],
  );
  const close = () => {
    setIsAdding(false);
    setSiteId("");
    setEntitlementId("");
  };
  return (
    <ListSection<HomeSiteRow>
      {...common}
      columns={columns}
      rows={resourceRows(resource, (loaded) => loaded.rows)}
      actions={actions}
      rowLabel={(row) => row.userName}
      scopeOf={() => FEDERATION_ROOT}
      headerExtra={failure && <p role="alert">{failure}</p>}
    >
      <LazyDirectorySearchDialog
        isOpen={isAdding}
        title={t("usersGroups.homeSite.addTitle")}
        confirmLabel={(count) => t("usersGroups.homeSite.assign", { count })}
        isComplete={siteId !== ""}
        onAdd={async (chosen) => {
          const entitlement = data?.entitlements.find((entry) => entry.id === entitlementId);
          await assign(chosen, siteId, entitlement);
          close();
          reload();
        }}
        onCancel={close}
      >
        <div className="vdc-form">
          <div className="vdc-field">
            <label htmlFor="users-groups-home-site">{t("usersGroups.column.homeSite")}</label>
            <select
              id="users-groups-home-site"
              className="vdc-select"
              value={siteId}
              onChange={(event) => setSiteId(event.target.value)}
            >
              <option value="">{t("usersGroups.homeSite.chooseSite")}</option>
              {data?.sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </div>
          <div className="vdc-field">
            <label htmlFor="users-groups-home-entitlement">{t("usersGroups.column.globalEntitlement")}</label>
            <select
              id="users-groups-home-entitlement"
              className="vdc-select"
              value={entitlementId}
              onChange={(event) => setEntitlementId(event.target.value)}
            >
              <option value="">{t("usersGroups.homeSite.global")}</option>
              {data?.entitlements.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </LazyDirectorySearchDialog>
    </ListSection>
  );
}

interface ResolutionRow {
  id: string;
  entitlementName: string;
  siteName: string;
  type: string;
  resolved: boolean;
}

const RESOLUTION_COLUMNS: GridColumn<ResolutionRow>[] = [
  {
    field: "entitlementName",
    kind: "name",
    label: "usersGroups.column.globalEntitlement",
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "siteName", kind: "name", label: "usersGroups.column.homeSite", disableTranslation: true },
  {
    field: "type",
    kind: "status",
    label: "usersGroups.column.resolutionType",
    value: (row) => `usersGroups.resolution.${row.type}`,
  },
  {
    field: "resolved",
    kind: "boolean",
    label: "usersGroups.column.resolved",
    value: (row) => (row.resolved ? "usersGroups.value.yes" : "usersGroups.value.no"),
  },
];

function HomeSiteResolutionTab({ common }: TabProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const [user, setUser] = useState<AdUser | null>(null);
  const [isChoosing, setIsChoosing] = useState(false);
  const load = useCallback(async (): Promise<ResolutionRow[]> => {
    if (!user) return [];
    const [resolutions, sites, entitlements] = await Promise.all([
      resolveHomeSites(user.id),
      getSites(),
      getGlobalEntitlementNames(),
    ]);
    const siteNames = new Map(sites.map((site) => [site.id, site.name]));
    const entitlementNames = new Map(entitlements.map((entry) => [entry.id, entry.name]));
    return resolutions.flatMap((resolution) => {
      const entitlementId =
        resolution.global_desktop_entitlement_id ?? resolution.global_application_entitlement_id ?? "";
      return resolution.resolution_data.map((data) => ({
        id: `${entitlementId}:${data.id}`,
        entitlementName: entitlementNames.get(entitlementId) ?? entitlementId,
        siteName: siteNames.get(data.site_id) ?? data.site_id,
        type: data.type,
        resolved: data.resolved,
      }));
    });
  }, [user]);
  const resource = useResource(load);
  const { state } = resource;
  return (
    <ListSection<ResolutionRow>
      {...common}
      placeholderText={user ? common.placeholderText : t("usersGroups.resolution.chooseFirst")}
      columns={RESOLUTION_COLUMNS}
      rows={resourceRows(resource)}
      actions={[]}
      rowLabel={(row) => row.entitlementName}
      toolbarExtra={
        <div className="vdc-toolbar">
          <button type="button" className="vdc-button" onClick={() => setIsChoosing(true)}>
            {t("usersGroups.resolution.chooseUser")}
          </button>
          {user && (
            <span role="status">
              {t("usersGroups.resolution.forUser", { name: directoryUserName(user) })}
            </span>
          )}
          {state.status === "error" && <span role="alert">{errorText(state.error)}</span>}
        </div>
      }
    >
      <LazyDirectorySearchDialog
        isOpen={isChoosing}
        title={t("usersGroups.resolution.chooseUser")}
        selection="single"
        kind="users"
        confirmLabel={() => t("usersGroups.resolution.resolve")}
        onAdd={(chosen) => {
          setUser(chosen[0] ?? null);
          setIsChoosing(false);
          return Promise.resolve();
        }}
        onCancel={() => setIsChoosing(false)}
      />
    </ListSection>
  );
}

const UNAUTHENTICATED_COLUMNS: GridColumn<UnauthenticatedUser>[] = [
  {
    field: "loginName",
    kind: "name",
    label: "usersGroups.column.alias",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "domain", kind: "name", label: "usersGroups.column.domain", disableTranslation: true },
  { field: "description", label: "usersGroups.column.description", disableTranslation: true },
  {
    field: "hybridLogonConfig",
    kind: "status",
    label: "usersGroups.column.hybridLogon",
    value: (row) => `usersGroups.hybridLogon.${row.hybridLogonConfig}`,
  },
];

type UnauthenticatedDialog = { mode: "create" } | { mode: "update"; user: UnauthenticatedUser } | null;

function UnauthenticatedAccessTab({ common }: TabProps) {
  const resource = useResource(getUnauthenticatedUsers);
  const [dialog, setDialog] = useState<UnauthenticatedDialog>(null);
  const actions = useMemo<SectionAction<UnauthenticatedUser>[]>(
    () => [
      {
        id: "add",
        label: "usersGroups.action.add",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "none",
        open: () => setDialog({ mode: "create" }),
      },
      {
        id: "edit",
        label: "usersGroups.action.edit",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "one",
        open: ([user]) => {
          if (user) setDialog({ mode: "update", user });
        },
      },
      {
        id: "delete",
        label: "usersGroups.action.delete",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.confirm.deleteUnauthenticated.title",
          question: "usersGroups.confirm.deleteUnauthenticated.question",
        },
        request: { kind: "item", call: deleteUnauthenticatedUserCall },
        success: "usersGroups.outcome.unauthenticatedDeleted",
      },
    ],
    [],
  );
  return (
    <ListSection<UnauthenticatedUser>
      {...common}
      columns={UNAUTHENTICATED_COLUMNS}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={(row) => row.loginName}
      scopeOf={() => LOCAL_ROOT}
    >
      {dialog && (
        <LazyModule
          load={loadUnauthenticatedUserDialog}
          render={({ UnauthenticatedUserDialog }) => (
            <UnauthenticatedUserDialog
              {...(dialog.mode === "update" ? { user: dialog.user } : {})}
              onCancel={() => setDialog(null)}
              onSaved={() => {
                setDialog(null);
                resource.reload();
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
