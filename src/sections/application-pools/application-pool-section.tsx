import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { useItemActions } from "../../ui/actions/item-actions";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { LazyEntitlementsPanel } from "../../ui/entitlements/lazy-entitlements-panel";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { getApplicationPool } from "./api/get-application-pool";
import { ApplicationHealthStatus, useApplicationHealthText } from "../../ui/health/application-health-status";
import { ApplicationDialogs } from "./application-dialogs";
import { ApplicationIconView, useApplicationIcon } from "./application-icon-view";
import { applicationPoolActions, type ApplicationDialog } from "./application-pool-actions";
import { toApplicationRows } from "./application-pools.model";
import { APPLICATION_POOL_STYLES } from "./application-pools.styles";
import type { ApplicationPoolRow } from "./application-pools.types";
import type { SectionTarget } from "./section-target";

/** The application page's tabs, as they appear in the route. */
/**
 * The events tab, loaded when it is first opened: the summary the page opens on has no grid, so an
 * application's first paint does not carry the grid (decision 0038).
 */
const loadApplicationEventsTab = () => import("./application-events-tab");

export const APPLICATION_TABS = ["summary", "entitlements", "events"] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

export interface ApplicationPoolSectionProps {
  applicationId: string;
  /** The tab the route names (/main/apppools/<id>/<tab>); the summary otherwise. */
  tab?: string;
  /** Puts a chosen tab in the route; without it the page keeps the choice itself (embedded). */
  onTabChange?: (tab: ApplicationTab) => void;
  onNavigate?: (target: SectionTarget) => void;
}

async function loadApplication(id: string): Promise<ApplicationPoolRow> {
  const [row] = await toApplicationRows([await getApplicationPool(id)]);
  if (!row) throw new Error("no row");
  return row;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One application pool: its summary (with its health, spec 001 §4), entitlements and events on routed
 * tabs, with the actions the administrator's privileges allow on its access group.
 */
export function ApplicationPoolSection({
  applicationId,
  tab: routeTab,
  onTabChange,
  onNavigate,
}: ApplicationPoolSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege("POOL_VIEW");
  const load = useCallback(() => loadApplication(applicationId), [applicationId]);
  const { state, reload, refresh } = useResource(load);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ApplicationDialog | null>(null);
  const [tab, setTab] = useRoutedTab({ tabs: APPLICATION_TABS, tab: routeTab, onTabChange });
  const application = state.status === "ready" ? state.data : undefined;
  const actions = useMemo(
    () =>
      applicationPoolActions({
        onDialog: setDialog,
        onDeleted: (deleted) => {
          if (onNavigate) onNavigate({ section: "application-pools" });
          else setDeletedName(deleted.name);
        },
      }),
    [onNavigate],
  );
  const item = useItemActions<ApplicationPoolRow>({
    item: application ?? ({ id: applicationId, name: "" } as ApplicationPoolRow),
    actions,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "appPools.actions.label",
    ...(application?.access_group_id ? { scope: { accessGroupId: application.access_group_id } } : {}),
    onDone: (action) => (action.id === "delete" ? undefined : refresh()),
  });
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("appPools.state.noPermission") }
    : deletedName !== null
      ? { kind: "empty", message: t("appPools.outcome.deleted", { name: deletedName }) }
      : state.status === "error" && isNotFound(state.error)
        ? { kind: "empty", message: t("appPools.page.notFound") }
        : loaded.kind === "loading"
          ? { kind: "loading", message: t("appPools.page.loading") }
          : loaded;

  return (
    <DetailPage<ApplicationTab>
      title={application?.name ?? deletedName ?? t("appPools.page.title")}
      part="application-pool"
      styles={APPLICATION_POOL_STYLES}
      statusText={
        application
          ? t(application.enabled ? "appPools.value.enabled" : "appPools.value.disabled")
          : undefined
      }
      back={
        onNavigate
          ? {
              label: t("appPools.page.backToList"),
              onClick: () => onNavigate({ section: "application-pools" }),
            }
          : undefined
      }
      actions={item.bar}
      notice={item.notice}
      status={status}
      tabs={APPLICATION_TABS.map((id) => ({ id, label: `appPools.tab.${id}` }))}
      tab={tab}
      onTabChange={setTab}
    >
      {application && tab === "summary" && (
        <ApplicationSummary application={application} onNavigate={onNavigate} />
      )}
      {application && tab === "entitlements" && (
        <LazyEntitlementsPanel
          resource="application-pools"
          pool={application}
          gridId="application-pool-entitlements"
        />
      )}
      {application && tab === "events" && (
        <LazyModule
          load={loadApplicationEventsTab}
          render={({ ApplicationEventsTab }) => <ApplicationEventsTab application={application} />}
        />
      )}
      {item.dialogs}
      <ApplicationDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={() => void refresh()} />
    </DetailPage>
  );
}

/** The application's settings and health as label and value pairs; admin-entered values are text. */
function ApplicationSummary({
  application,
  onNavigate,
}: {
  application: ApplicationPoolRow;
  onNavigate: ((target: SectionTarget) => void) | undefined;
}) {
  const t = useTranslation();
  const healthText = useApplicationHealthText();
  const entries: KeyValueEntry[] = [
    ["appPools.column.name", application.name],
    ["appPools.column.displayName", application.display_name],
    ["appPools.column.version", application.version],
    ["appPools.column.publisher", application.publisher],
    ["appPools.column.path", application.executable_path],
    ["appPools.form.startFolder", application.start_folder],
    ["appPools.form.parameters", application.parameters],
    ["appPools.column.farmOrPool", application.farmOrPoolName],
    [
      "appPools.column.enabled",
      t(application.enabled ? "appPools.value.enabled" : "appPools.value.disabled"),
    ],
    [
      "appPools.column.entitled",
      application.entitledCount === undefined ? undefined : String(application.entitledCount),
    ],
    ["appPools.column.status", healthText(application.health)],
    ["appPools.column.categoryFolder", application.category_folder_name],
    [
      "appPools.settings.shortcuts",
      application.category_folder_name
        ? (application.shortcut_locations ?? [])
            .map((location) => t(`appPools.settings.shortcut.${location}`))
            .join(", ")
        : undefined,
    ],
    ["appPools.settings.tags", application.cs_restriction_tags?.join(", ")],
    [
      "appPools.settings.clientRestrictions",
      application.farm_id === undefined
        ? undefined
        : t(application.enable_client_restrictions ? "appPools.value.yes" : "appPools.value.no"),
    ],
    ["appPools.settings.patterns", application.anti_affinity_data?.anti_affinity_patterns.join(", ")],
    ["appPools.settings.count", application.anti_affinity_data?.anti_affinity_count.toString()],
    [
      "appPools.settings.multiSession",
      t(`appPools.multiSession.${application.multi_session_mode ?? "DISABLED"}`),
    ],
    ["appPools.settings.maxSessions", application.max_multi_sessions?.toString()],
  ];
  const icon = useApplicationIcon(application.id);
  return (
    <div className="vdc-stack">
      <p aria-label={t("appPools.column.status")}>
        <ApplicationHealthStatus health={application.health} />
      </p>
      {application.farm_id && onNavigate && (
        <p>
          <button
            type="button"
            className="vdc-link"
            onClick={() => onNavigate({ section: "farm", id: application.farm_id ?? "" })}
          >
            {t("appPools.page.openFarm", { name: application.farmOrPoolName ?? "" })}
          </button>
        </p>
      )}
      <p className="vdc-apppools__icon">
        <span>{t("appPools.icon.current")}</span>
        <ApplicationIconView icon={icon} alt={t("appPools.icon.currentAlt")} />
      </p>
      <KeyValuePanel label={t("appPools.tab.summary")} entries={entries} />
    </div>
  );
}
