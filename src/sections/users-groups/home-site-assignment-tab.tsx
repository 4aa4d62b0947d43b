import { useMemo, useState } from "react";
import { getAdUsers } from "../../core/directory/get-ad-users";
import { getSites, type Site } from "../../core/federation/get-pods-and-sites";
import { deleteHomeSitesCall, getHomeSites } from "../../core/federation/home-sites";
import { directoryUserName } from "../../core/utils/user-name";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useAssignHomeSites } from "../../ui/entitlements/use-assign-home-sites";
import { useTranslation } from "../../ui/i18n/use-translation";
import { userLink } from "../../ui/item-link/user-link";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getGlobalEntitlementNames } from "./api/home-sites";
import { FEDERATION_ROOT, type UsersGroupsTabProps } from "./users-groups-tab";
import type { GlobalEntitlementName, HomeSiteRow } from "./users-groups.types";

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

/** The federation's home sites, global and per global entitlement, with assign and remove. */
export function HomeSiteAssignmentTab({ common, onNavigate }: UsersGroupsTabProps) {
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
