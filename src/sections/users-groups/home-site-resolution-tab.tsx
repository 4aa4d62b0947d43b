import { useCallback, useState } from "react";
import type { AdUser } from "../../core/directory/get-ad-users";
import { getSites } from "../../core/federation/get-pods-and-sites";
import { directoryUserName } from "../../core/utils/user-name";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getGlobalEntitlementNames, resolveHomeSites } from "./api/home-sites";
import type { UsersGroupsTabProps } from "./users-groups-tab";

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

/** The home site a chosen user resolves to for each global entitlement, and why. */
export function HomeSiteResolutionTab({ common }: UsersGroupsTabProps) {
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
