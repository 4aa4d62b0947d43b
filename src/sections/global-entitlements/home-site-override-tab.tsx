import { useCallback, useId, useMemo, useState } from "react";
import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import { getSites, type Site } from "../../core/federation/get-pods-and-sites";
import { deleteHomeSitesCall, getHomeSites, type HomeSite } from "../../core/federation/home-sites";
import { resolveIdNames } from "../../core/query/id-names";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useAssignHomeSites } from "../../ui/entitlements/use-assign-home-sites";
import { useTranslation } from "../../ui/i18n/use-translation";
import { userLink } from "../../ui/item-link/user-link";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { yesNo } from "./global-entitlement-columns";
import { entitlementScope } from "./global-entitlements.model";
import { GLOBAL_ENTITLEMENT_MANAGE } from "./global-entitlements-section";
import type { GlobalEntitlementRow, SectionTarget } from "./global-entitlements.types";

/** A home site override of the entitlement, with the user's (or group's) and the site's names. */
export interface HomeSiteOverrideRow extends HomeSite {
  userName: string;
  siteName: string;
}

interface Overrides {
  rows: HomeSiteOverrideRow[];
  sites: Site[];
}

/** The entitlement's overrides (the home sites filtered on its id), named, and the sites to choose from. */
async function loadOverrides(entitlement: GlobalEntitlementRow): Promise<Overrides> {
  const [homes, sites] = await Promise.all([getHomeSites(entitlement), getSites()]);
  const { names } = await resolveIdNames(
    { users: homes.map((home) => home.ad_user_or_group_id) },
    { users: directoryUserNameLookup },
  );
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  return {
    sites,
    rows: homes.map((home) => ({
      ...home,
      userName: names.users.get(home.ad_user_or_group_id) ?? home.ad_user_or_group_id,
      siteName: siteNames.get(home.site_id) ?? home.site_id,
    })),
  };
}

export interface HomeSiteOverrideTabProps {
  entitlement: GlobalEntitlementRow;
  /** User names open the user's summary. */
  onNavigate?: ((target: SectionTarget) => void) | undefined;
}

/**
 * The home site override tab (spec 000 §2): the entitlement's home site rule, and the users and groups
 * whose home site differs for this entitlement (OpenAPI /federation/v1/home-sites filtered on its id),
 * set and removed by administrators holding FEDERATED_LDAP_MANAGE on its federation access group.
 */
export function HomeSiteOverrideTab({ entitlement, onNavigate }: HomeSiteOverrideTabProps) {
  const t = useTranslation();
  const siteFieldId = useId();
  const load = useCallback(() => loadOverrides(entitlement), [entitlement]);
  const resource = useResource(load);
  const { state, reload } = resource;
  const [isAdding, setAdding] = useState(false);
  const [siteId, setSiteId] = useState("");
  const { failure, assign, dismissFailure } = useAssignHomeSites();
  const sites = state.status === "ready" ? state.data.sites : [];
  const columns = useMemo<GridColumn<HomeSiteOverrideRow>[]>(
    () => [
      {
        field: "userName",
        kind: "name",
        label: "globalEntitlements.homeSite.column.userOrGroup",
        filter: { type: "STRING", operator: "Contains" },
        isAlwaysVisible: true,
        disableTranslation: true,
        cell: (row) => userLink(row.userName, row.ad_user_or_group_id, onNavigate),
      },
      {
        field: "siteName",
        kind: "name",
        label: "globalEntitlements.homeSite.column.site",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
      },
    ],
    [onNavigate],
  );
  const actions = useMemo<SectionAction<HomeSiteOverrideRow>[]>(
    () => [
      {
        id: "add",
        label: "globalEntitlements.homeSite.action.add",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "none",
        variant: "primary",
        open: () => {
          dismissFailure();
          setAdding(true);
        },
      },
      {
        id: "remove",
        label: "globalEntitlements.homeSite.action.remove",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "many",
        variant: "danger",
        confirm: {
          title: "globalEntitlements.homeSite.remove.title",
          question: "globalEntitlements.homeSite.remove.question",
        },
        request: { kind: "batch", call: (rows) => deleteHomeSitesCall(rows.map((row) => row.id)) },
        success: "globalEntitlements.homeSite.outcome.removed",
      },
    ],
    [dismissFailure],
  );
  const close = () => {
    setAdding(false);
    setSiteId("");
  };
  return (
    <>
      <KeyValuePanel
        label={t("globalEntitlements.homeSite.rule")}
        entries={[
          ["globalEntitlements.column.homeSite", t(yesNo(entitlement.use_home_site ?? false))],
          ["globalEntitlements.wizard.requireHomeSite", t(yesNo(entitlement.require_home_site ?? false))],
        ]}
      />
      <ListSection<HomeSiteOverrideRow>
        title={t("globalEntitlements.homeSite.title")}
        part="global-entitlement-home-sites"
        gridId="global-entitlement-home-sites"
        gridLabel={t("globalEntitlements.homeSite.gridLabel", { name: entitlement.name })}
        actionsLabel={t("globalEntitlements.homeSite.actionsLabel")}
        columns={columns}
        rows={resourceRows(resource, (data) => data.rows)}
        actions={actions}
        rowLabel={(row) => row.userName}
        scopeOf={() => entitlementScope(entitlement)}
        placeholderText={t("globalEntitlements.homeSite.empty")}
        headerExtra={
          <>
            <p>{t("globalEntitlements.homeSite.hint")}</p>
            {failure && <p role="alert">{failure}</p>}
          </>
        }
      >
        <LazyDirectorySearchDialog
          isOpen={isAdding}
          title={t("globalEntitlements.homeSite.addTitle", { name: entitlement.name })}
          confirmLabel={(count) => t("globalEntitlements.homeSite.addChosen", { count })}
          isComplete={siteId !== ""}
          onAdd={async (chosen) => {
            await assign(chosen, siteId, entitlement);
            close();
            reload();
          }}
          onCancel={close}
        >
          <div className="vdc-form">
            <div className="vdc-field">
              <label htmlFor={siteFieldId}>{t("globalEntitlements.homeSite.column.site")}</label>
              <select
                id={siteFieldId}
                className="vdc-select"
                value={siteId}
                onChange={(event) => setSiteId(event.target.value)}
              >
                <option value="">{t("globalEntitlements.homeSite.chooseSite")}</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </LazyDirectorySearchDialog>
      </ListSection>
    </>
  );
}
