import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { currentLocale } from "../../core/i18n/i18n";
import { useItemActions } from "../../ui/actions/item-actions";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { imageEntries } from "../../ui/image-push/image-entries";
import { LazyEntitlementsPanel } from "../../ui/entitlements/lazy-entitlements-panel";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { SectionState, useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { getDesktopPool } from "./api/get-desktop-pool";
import { getLocalAccessGroups } from "./api/get-local-access-groups";
import { desktopPoolActions } from "./desktop-pool-actions";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { loadDesktopPoolWizard } from "./pool-wizard/load-desktop-pool-wizard";
import { poolMetrics } from "./desktop-pools.model";
import { DESKTOP_POOL_STYLES } from "./desktop-pools.styles";
import type { DesktopPoolRow } from "./desktop-pools.types";
import type { SectionTarget } from "./section-target";
import { enumText } from "../../ui/i18n/enum-text";

const loadDetailTabs = () => import("./pool-detail-tabs");
/**
 * The machines, sessions and events tabs, loaded when the first of them is opened: the summary the page
 * opens on has no grid, so a pool's first paint does not carry the grid (decision 0038).
 */
const loadPoolTabs = () => import("./pool-tabs");

export interface DesktopPoolSectionProps {
  /** The pool to show. */
  poolId: string;
  /** The tab the route names (/main/desktops/<id>/<tab>); the summary otherwise. */
  tab?: string;
  /** Puts a chosen tab in the route; without it the page keeps the choice itself (embedded). */
  onTabChange?: (tab: PoolTab) => void;
  /** Follows a link into another section (the pool list, the sessions list...). */
  onNavigate?: (target: SectionTarget) => void;
}

/** The pool page's tabs, as they appear in the route. */
export const POOL_TABS = [
  "summary",
  "machines",
  "machine-details",
  "applications",
  "sessions",
  "entitlements",
  "events",
  "tasks",
  "policies",
  "policy-overrides",
] as const;
export type PoolTab = (typeof POOL_TABS)[number];

/** A tab's label key: route ids are kebab-case, keys camelCase. */
const tabLabel = (id: PoolTab) =>
  `desktopPools.tab.${id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

async function loadPool(id: string): Promise<DesktopPoolRow> {
  const pool: DesktopPoolRow = await getDesktopPool(id);
  const [metrics, groups] = await Promise.all([poolMetrics([id]), getLocalAccessGroups().catch(() => [])]);
  const counts = metrics.find((entry) => entry.id === id);
  if (counts?.num_machines !== undefined) pool.machineCount = counts.num_machines;
  if (counts?.num_connected_sessions !== undefined) pool.sessionCount = counts.num_connected_sessions;
  const group = groups.find((entry) => entry.id === pool.access_group_id);
  if (group) pool.accessGroupName = group.name;
  return pool;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.faultName === "EntityNotFound") return true;
  return error.status === 400 && /not.?found/i.test(error.errorKey ?? "");
}

/**
 * One desktop pool: its summary, machines, machine details, applications, sessions, entitlements, events,
 * tasks, policies and policy overrides on routed tabs, with the enable, provisioning and delete actions
 * the administrator's privileges allow on its access group.
 */
export function DesktopPoolSection({
  poolId,
  tab: routeTab,
  onTabChange,
  onNavigate,
}: DesktopPoolSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege("POOL_VIEW");
  const load = useCallback(() => loadPool(poolId), [poolId]);
  const { state, reload, refresh } = useResource(load);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const [editing, setEditing] = useState<DesktopPoolRow | null>(null);
  const [tab, setTab] = useRoutedTab({ tabs: POOL_TABS, tab: routeTab, onTabChange });
  const pool = state.status === "ready" ? state.data : undefined;
  const actions = useMemo(
    () =>
      desktopPoolActions({
        onWizard: (mode, edited) => setEditing(mode === "edit" && edited ? edited : null),
        wizardModes: ["edit"],
        onDeleted: (deleted) => {
          if (onNavigate) onNavigate({ section: "desktop-pools" });
          else setDeletedName(deleted.name);
        },
      }),
    [onNavigate],
  );
  const item = useItemActions<DesktopPoolRow>({
    item: pool ?? ({ id: poolId, name: "" } as DesktopPoolRow),
    actions,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "desktopPools.actions.label",
    ...(pool?.access_group_id ? { scope: { accessGroupId: pool.access_group_id } } : {}),
    // The message and the buttons change together: the pool is read back before the outcome shows.
    onDone: (action) => (action.id === "delete" ? undefined : refresh()),
  });
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("desktopPools.state.noPermission") }
    : deletedName !== null
      ? { kind: "empty", message: t("desktopPools.outcome.deleted", { name: deletedName }) }
      : state.status === "error" && isNotFound(state.error)
        ? { kind: "empty", message: t("desktopPools.pool.notFound") }
        : loaded.kind === "loading"
          ? { kind: "loading", message: t("desktopPools.pool.loading") }
          : loaded;

  return (
    <DetailPage<PoolTab>
      title={pool?.name ?? deletedName ?? t("desktopPools.pool.title")}
      part="desktop-pool"
      helpTopic="desktopPools"
      styles={DESKTOP_POOL_STYLES}
      statusText={
        pool ? t(pool.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled") : undefined
      }
      back={
        onNavigate
          ? {
              label: t("desktopPools.pool.backToList"),
              onClick: () => onNavigate({ section: "desktop-pools" }),
            }
          : undefined
      }
      actions={item.bar}
      notice={item.notice}
      status={status}
      tabs={POOL_TABS.map((id) => ({ id, label: tabLabel(id) }))}
      tab={tab}
      onTabChange={setTab}
    >
      {pool && tab === "summary" && <PoolSummary pool={pool} />}
      {pool && tab === "machines" && (
        <LazyModule load={loadPoolTabs} render={({ PoolMachinesTab }) => <PoolMachinesTab pool={pool} />} />
      )}
      {pool && tab === "machine-details" && (
        <LazyModule
          load={loadDetailTabs}
          render={({ PoolMachineDetailsTab }) => <PoolMachineDetailsTab pool={pool} />}
        />
      )}
      {pool && tab === "applications" && (
        <LazyModule
          load={loadDetailTabs}
          render={({ PoolApplicationsTab }) => <PoolApplicationsTab pool={pool} />}
        />
      )}
      {pool && tab === "sessions" && (
        <LazyModule
          load={loadPoolTabs}
          render={({ PoolSessionsTab }) => <PoolSessionsTab pool={pool} onNavigate={onNavigate} />}
        />
      )}
      {pool && tab === "entitlements" && (
        <LazyEntitlementsPanel resource="desktop-pools" pool={pool} gridId="desktop-pool-entitlements" />
      )}
      {pool && tab === "events" && (
        <LazyModule load={loadPoolTabs} render={({ PoolEventsTab }) => <PoolEventsTab pool={pool} />} />
      )}
      {pool && tab === "tasks" && (
        <LazyModule load={loadDetailTabs} render={({ PoolTasksTab }) => <PoolTasksTab pool={pool} />} />
      )}
      {/* The REST API has no pool policy calls (2212, nor a later version known to add them): the tabs
          keep their place and say so, without calling (decision 0015). */}
      {pool && tab === "policies" && (
        <SectionState status={{ kind: "notOffered", message: t("desktopPools.policies.notOffered") }} />
      )}
      {pool && tab === "policy-overrides" && (
        <SectionState status={{ kind: "notOffered", message: t("desktopPools.overrides.notOffered") }} />
      )}
      {item.dialogs}
      {editing && (
        <LazyModule
          load={loadDesktopPoolWizard}
          render={({ DesktopPoolWizard }) => (
            <DesktopPoolWizard
              mode="edit"
              pool={editing}
              onClose={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                void refresh();
              }}
            />
          )}
        />
      )}
    </DetailPage>
  );
}

/** The pool's settings as label and value pairs; admin-entered values are text. */
function PoolSummary({ pool }: { pool: DesktopPoolRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const number = new Intl.NumberFormat(locale);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? "desktopPools.value.yes" : "desktopPools.value.no");
  const entries: KeyValueEntry[] = [
    ["desktopPools.column.name", pool.name],
    ["desktopPools.column.displayName", pool.display_name],
    ["desktopPools.column.description", pool.description],
    ["desktopPools.column.type", t(`desktopPools.type.${pool.type}`)],
    ["desktopPools.column.source", pool.source && t(`desktopPools.source.${pool.source}`)],
    [
      "desktopPools.column.userAssignment",
      pool.type !== "RDS" && pool.user_assignment
        ? t(`desktopPools.assignment.${pool.user_assignment}`)
        : undefined,
    ],
    [
      "desktopPools.column.sessionType",
      pool.session_type && t(`desktopPools.sessionType.${pool.session_type}`),
    ],
    [
      "desktopPools.column.enabled",
      t(pool.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled"),
    ],
    [
      "desktopPools.column.provisioning",
      isAutomatedWithProvisioning(pool)
        ? t(pool.enable_provisioning ? "desktopPools.value.enabled" : "desktopPools.value.disabled")
        : undefined,
    ],
    ["desktopPools.column.accessGroup", pool.accessGroupName ?? pool.access_group_id],
    [
      "desktopPools.column.machines",
      pool.machineCount === undefined ? undefined : number.format(pool.machineCount),
    ],
    [
      "desktopPools.column.sessions",
      pool.sessionCount === undefined ? undefined : number.format(pool.sessionCount),
    ],
    ["desktopPools.summary.namingPattern", pool.pattern_naming_settings?.naming_pattern],
    [
      "desktopPools.summary.maxMachines",
      pool.pattern_naming_settings?.max_number_of_machines === undefined
        ? undefined
        : number.format(pool.pattern_naming_settings.max_number_of_machines),
    ],
    [
      "desktopPools.summary.spareMachines",
      pool.pattern_naming_settings?.number_of_spare_machines === undefined
        ? undefined
        : number.format(pool.pattern_naming_settings.number_of_spare_machines),
    ],
    [
      "desktopPools.summary.defaultProtocol",
      enumText(t, "displayProtocol", pool.display_protocol_settings?.default_display_protocol),
    ],
    [
      "desktopPools.summary.allowProtocolChoice",
      yesNo(pool.display_protocol_settings?.allow_users_to_choose_protocol),
    ],
    ["desktopPools.summary.allowReset", yesNo(pool.session_settings?.allow_users_to_reset_machines)],
    // The settings the edit wizard changes, in the wizard's words.
    [
      "desktopPools.wizard.settings.powerPolicy",
      pool.type === "AUTOMATED" && pool.session_settings?.power_policy
        ? t(`desktopPools.wizard.power.${pool.session_settings.power_policy}`)
        : undefined,
    ],
    [
      "desktopPools.wizard.settings.afterLogoff",
      pool.type === "AUTOMATED" && pool.session_settings?.delete_or_refresh_machine_after_logoff
        ? t(
            `desktopPools.wizard.afterLogoffValue.${pool.session_settings.delete_or_refresh_machine_after_logoff}`,
          )
        : undefined,
    ],
    [
      "desktopPools.wizard.settings.renderer",
      pool.display_protocol_settings?.renderer3d &&
        t(`desktopPools.wizard.renderer.${pool.display_protocol_settings.renderer3d}`),
    ],
    ...imageEntries(
      pool.source === "INSTANT_CLONE" ? pool.provisioning_status_data : undefined,
      pool.provisioning_status_data?.instant_clone_push_image_settings?.start_time,
      t,
      locale,
    ),
    ["desktopPools.summary.lastProvisioningError", pool.provisioning_status_data?.last_provisioning_error],
  ];
  return <KeyValuePanel label={t("desktopPools.tab.summary")} entries={entries} />;
}

function isAutomatedWithProvisioning(pool: DesktopPoolRow): boolean {
  return pool.type === "AUTOMATED" && pool.enable_provisioning !== undefined;
}
