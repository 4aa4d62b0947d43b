import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { useItemActions } from "../../ui/actions/item-actions";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { LazyEntitlementsPanel } from "../../ui/entitlements/lazy-entitlements-panel";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { resourceOf } from "./api/global-entitlement-reads";
import { yesNo } from "./global-entitlement-columns";
import { LocalPoolsTab } from "./global-entitlement-tabs";
import { entitlementScope, loadGlobalEntitlementRow } from "./global-entitlements.model";
import {
  GLOBAL_ENTITLEMENT_MANAGE,
  GLOBAL_ENTITLEMENT_VIEW,
  LazyGlobalEntitlementWizard,
  deleteGlobalEntitlementAction,
  editGlobalEntitlementAction,
} from "./global-entitlements-section";
import type { GlobalEntitlementRow, SectionTarget } from "./global-entitlements.types";
import { enumText } from "../../ui/i18n/enum-text";

/** The home site override tab, a chunk of its own loaded when first opened (decision 0013). */
const loadHomeSiteOverrideTab = () => import("./home-site-override-tab");

/** The page's tabs (spec 000 §2), as they appear in the route. */
export const GLOBAL_ENTITLEMENT_TABS = [
  "summary",
  "local-desktop-pools",
  "local-app-pools",
  "users-groups",
  "home-site-override",
] as const;
export type GlobalEntitlementTab = (typeof GLOBAL_ENTITLEMENT_TABS)[number];

export interface GlobalEntitlementSectionProps {
  entitlementId: string;
  /** The tab the route names (/main/global_entitlements/<id>/<tab>); the summary otherwise. */
  tab?: string;
  onTabChange?: (tab: GlobalEntitlementTab) => void;
  onNavigate?: (target: SectionTarget) => void;
}

/**
 * One global entitlement: its summary, its local pools on every pod of the federation (added and removed
 * here), the users and groups entitled to it, and its home site override; delete for administrators
 * holding FEDERATED_LDAP_MANAGE on its federation access group.
 */
export function GlobalEntitlementSection({
  entitlementId,
  tab: routeTab,
  onTabChange,
  onNavigate,
}: GlobalEntitlementSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege(GLOBAL_ENTITLEMENT_VIEW);
  const load = useCallback(() => loadGlobalEntitlementRow(entitlementId), [entitlementId]);
  const { state, reload } = useResource(load);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const [isEditing, setEditing] = useState(false);
  const entitlement = state.status === "ready" ? state.data : undefined;
  // A desktop entitlement has local desktop pools, an application one local application pools.
  const tabs = GLOBAL_ENTITLEMENT_TABS.filter(
    (id) =>
      (id !== "local-desktop-pools" || entitlement?.kind !== "APPLICATION") &&
      (id !== "local-app-pools" || entitlement?.kind !== "DESKTOP"),
  );
  const [tab, setTab] = useRoutedTab({ tabs, tab: routeTab, onTabChange });
  const actions = useMemo(
    () => [
      editGlobalEntitlementAction(() => setEditing(true)),
      deleteGlobalEntitlementAction((deleted) => {
        if (onNavigate) onNavigate({ section: "global-entitlements" });
        else setDeletedName(deleted.name);
      }),
    ],
    [onNavigate],
  );
  const item = useItemActions<GlobalEntitlementRow>({
    item: entitlement ?? { id: entitlementId, name: "", kind: "DESKTOP" },
    actions,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "globalEntitlements.actions.label",
    scope: entitlementScope(entitlement ?? {}),
  });
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("globalEntitlements.state.noPermission") }
    : deletedName !== null
      ? { kind: "empty", message: t("globalEntitlements.outcome.deleted", { name: deletedName }) }
      : state.status === "error" && state.error instanceof ApiError && state.error.status === 404
        ? { kind: "empty", message: t("globalEntitlements.page.notFound") }
        : loaded;

  return (
    <DetailPage<GlobalEntitlementTab>
      title={entitlement?.name ?? deletedName ?? t("globalEntitlements.page.title")}
      part="global-entitlement"
      statusText={entitlement ? t(`globalEntitlements.kind.${entitlement.kind}`) : undefined}
      back={
        onNavigate
          ? {
              label: t("globalEntitlements.page.backToList"),
              onClick: () => onNavigate({ section: "global-entitlements" }),
            }
          : undefined
      }
      actions={item.bar}
      notice={item.notice}
      status={status}
      tabs={tabs.map((id) => ({ id, label: `globalEntitlements.tab.${id}` }))}
      tab={tab}
      onTabChange={setTab}
    >
      {entitlement && tab === "summary" && <Summary entitlement={entitlement} />}
      {entitlement && (tab === "local-desktop-pools" || tab === "local-app-pools") && (
        <LocalPoolsTab entitlement={entitlement} />
      )}
      {entitlement && tab === "users-groups" && (
        <LazyEntitlementsPanel
          resource={resourceOf(entitlement.kind)}
          pool={{
            id: entitlement.id,
            name: entitlement.name,
            access_group_id: entitlement.federated_access_group_id,
          }}
          gridId="global-entitlement-users"
          entitlePrivilege={GLOBAL_ENTITLEMENT_MANAGE}
          federation
        />
      )}
      {entitlement && tab === "home-site-override" && (
        <LazyModule
          load={loadHomeSiteOverrideTab}
          render={({ HomeSiteOverrideTab }) => (
            <HomeSiteOverrideTab entitlement={entitlement} onNavigate={onNavigate} />
          )}
        />
      )}
      {item.dialogs}
      {entitlement && isEditing && (
        <LazyGlobalEntitlementWizard
          editing={entitlement}
          onClose={() => setEditing(false)}
          onSaved={reload}
        />
      )}
    </DetailPage>
  );
}

/** The entitlement's settings; admin-entered values are text. */
function Summary({ entitlement }: { entitlement: GlobalEntitlementRow }) {
  const t = useTranslation();
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : t(yesNo(value)));
  return (
    <KeyValuePanel
      label={t("globalEntitlements.tab.summary")}
      entries={[
        ["globalEntitlements.column.name", entitlement.name],
        ["globalEntitlements.summary.displayName", entitlement.display_name],
        ["globalEntitlements.column.description", entitlement.description],
        ["globalEntitlements.column.kind", t(`globalEntitlements.kind.${entitlement.kind}`)],
        [
          "globalEntitlements.column.scope",
          entitlement.scope && t(`globalEntitlements.scope.${entitlement.scope}`),
        ],
        ["globalEntitlements.column.homeSite", flag(entitlement.use_home_site)],
        ["globalEntitlements.wizard.requireHomeSite", flag(entitlement.require_home_site)],
        ["globalEntitlements.column.enabled", flag(entitlement.enabled)],
        [
          "globalEntitlements.column.protocol",
          enumText(t, "displayProtocol", entitlement.default_display_protocol),
        ],
        ["globalEntitlements.wizard.chooseProtocol", flag(entitlement.allow_users_to_choose_protocol)],
        ["globalEntitlements.wizard.autoClean", flag(entitlement.multiple_session_auto_clean)],
      ]}
    />
  );
}
