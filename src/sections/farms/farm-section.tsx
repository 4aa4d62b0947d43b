import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { currentLocale } from "../../core/i18n/i18n";
import { useItemActions } from "../../ui/actions/item-actions";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { farmHealthText } from "../../ui/health/farm-health-status";
import { imageEntries } from "../../ui/image-push/image-entries";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { getFarm } from "./api/get-farm";
import { farmPageActions } from "./farm-actions";
import { farmStatus } from "./farm-columns";
import { maxSessionsOf, withFarmDetails } from "./farms.model";
import type { FarmRow } from "./farms.types";
import { loadFarmWizard } from "./load-farm-wizard";
import type { SectionTarget } from "./section-target";

export interface FarmSectionProps {
  /** The farm to show. */
  farmId: string;
  /** The tab the route names (/main/farms/<id>/<tab>); the summary otherwise. */
  tab?: string;
  /** Puts a chosen tab in the route; without it the page keeps the choice itself (embedded). */
  onTabChange?: (tab: FarmTab) => void;
  /** Follows a link into another section (the farm list). */
  onNavigate?: (target: SectionTarget) => void;
}

/** The sessions tab's chunk, loaded when it is first opened. */
const loadFarmSessionsTab = () => import("./farm-sessions-tab");
/**
 * The RDS hosts and application pools tabs, loaded when the first of them is opened: the summary the page
 * opens on has no grid, so a farm's first paint does not carry the grid (decision 0038).
 */
const loadFarmTabs = () => import("./farm-tabs");

/** The farm page's tabs (spec 000 §2), as they appear in the route. */
export const FARM_TABS = ["summary", "rds-hosts", "rds-pools", "sessions"] as const;
export type FarmTab = (typeof FARM_TABS)[number];

async function loadFarm(id: string): Promise<FarmRow> {
  const [farm] = await withFarmDetails([await getFarm(id)]);
  if (!farm) throw new Error(`Farm ${id} did not load`);
  return farm;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.faultName === "EntityNotFound") return true;
  return error.status === 400 && /not.?found/i.test(error.errorKey ?? "");
}

/**
 * One RDS farm: its summary, RDS hosts, application pools and sessions on routed tabs, with the farm
 * actions the administrator's privileges allow on its access group (enable, disable, delete, RDS hosts of
 * a manual farm, maintenance and image of an instant-clone farm).
 */
export function FarmSection({ farmId, tab: routeTab, onTabChange, onNavigate }: FarmSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege("POOL_VIEW");
  const load = useCallback(() => loadFarm(farmId), [farmId]);
  const { state, reload, refresh } = useResource(load);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const [editing, setEditing] = useState<FarmRow | null>(null);
  const [tab, setTab] = useRoutedTab({ tabs: FARM_TABS, tab: routeTab, onTabChange });
  // Hosts change under the tabs' grids when an action adds or removes them: a new key reloads them.
  const [revision, setRevision] = useState(0);
  const farm = state.status === "ready" ? state.data : undefined;
  const actions = useMemo(
    () =>
      farmPageActions({
        onEdit: setEditing,
        onDeleted: (deleted) => {
          if (onNavigate) onNavigate({ section: "farms" });
          else setDeletedName(deleted.name);
        },
      }),
    [onNavigate],
  );
  const item = useItemActions<FarmRow>({
    item: farm ?? { id: farmId, name: "", enabled: false, type: "MANUAL" },
    actions,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "farms.actions.label",
    ...(farm?.access_group_id ? { scope: { accessGroupId: farm.access_group_id } } : {}),
    onDone: async (action) => {
      if (action.id === "delete") return;
      await refresh();
      setRevision((value) => value + 1);
    },
  });
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("farms.state.noPermission") }
    : deletedName !== null
      ? { kind: "empty", message: t("farms.outcome.deleted", { name: deletedName }) }
      : state.status === "error" && isNotFound(state.error)
        ? { kind: "empty", message: t("farms.farm.notFound") }
        : loaded.kind === "loading"
          ? { kind: "loading", message: t("farms.farm.loading") }
          : loaded;

  return (
    <DetailPage<FarmTab>
      title={farm?.name ?? deletedName ?? t("farms.farm.title")}
      part="farm"
      statusText={farm ? t(`farms.status.${farmStatus(farm)}`) : undefined}
      back={
        onNavigate
          ? { label: t("farms.farm.backToList"), onClick: () => onNavigate({ section: "farms" }) }
          : undefined
      }
      actions={item.bar}
      notice={item.notice}
      status={status}
      tabs={FARM_TABS.map((id) => ({ id, label: `farms.tab.${id}` }))}
      tab={tab}
      onTabChange={setTab}
    >
      {farm && tab === "summary" && <FarmSummary farm={farm} />}
      {farm && tab === "rds-hosts" && (
        <LazyModule
          load={loadFarmTabs}
          render={({ FarmRdsHostsTab }) => <FarmRdsHostsTab key={revision} farm={farm} />}
        />
      )}
      {farm && tab === "rds-pools" && (
        <LazyModule
          load={loadFarmTabs}
          render={({ FarmApplicationsTab }) => <FarmApplicationsTab farm={farm} />}
        />
      )}
      {farm && tab === "sessions" && (
        <LazyModule
          load={loadFarmSessionsTab}
          render={({ FarmSessionsTab }) => <FarmSessionsTab farm={farm} />}
        />
      )}
      {item.dialogs}
      {editing && (
        <LazyModule
          load={loadFarmWizard}
          render={({ FarmWizard }) => (
            <FarmWizard
              isOpen
              mode="edit"
              farm={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                void refresh();
                setRevision((value) => value + 1);
              }}
            />
          )}
        />
      )}
    </DetailPage>
  );
}

/** The farm's settings as label and value pairs; admin-entered values are text. */
function FarmSummary({ farm }: { farm: FarmRow }) {
  useSignals();
  const t = useTranslation();
  const number = new Intl.NumberFormat(currentLocale.value);
  const count = (value: number | undefined) => (value === undefined ? undefined : number.format(value));
  const settings = farm.automated_farm_settings;
  const maintenance = settings?.provisioning_status_data?.instant_clone_scheduled_maintenance_data;
  const recurring = maintenance?.recurring_maintenance_settings;
  const maxSessions = maxSessionsOf(farm);
  const entries: KeyValueEntry[] = [
    ["farms.column.name", farm.name],
    ["farms.column.displayName", farm.display_name],
    ["farms.column.description", farm.description],
    ["farms.column.type", t(`farms.type.${farm.type}`)],
    [
      "farms.column.source",
      t(farm.type === "AUTOMATED" ? "farms.source.INSTANT_CLONE" : "farms.source.MANUAL"),
    ],
    ["farms.column.status", t(`farms.status.${farmStatus(farm)}`)],
    ["farms.column.health", farm.health && farmHealthText(t, farm.health)],
    ["farms.column.rdsHosts", count(farm.rdsHostCount)],
    ["farms.column.sessions", count(farm.sessionCount)],
    [
      "farms.column.maxSessions",
      farm.type === "AUTOMATED"
        ? maxSessions === undefined
          ? t("farms.value.unlimited")
          : count(maxSessions)
        : undefined,
    ],
    ["farms.summary.namingPattern", settings?.pattern_naming_settings?.naming_pattern],
    [
      "farms.summary.provisioning",
      settings?.enable_provisioning === undefined
        ? undefined
        : t(settings.enable_provisioning ? "farms.status.ENABLED" : "farms.status.DISABLED"),
    ],
    [
      "farms.summary.maintenance",
      farm.type !== "AUTOMATED"
        ? undefined
        : !maintenance
          ? t("farms.summary.noMaintenance")
          : recurring
            ? t(`farms.summary.recurring.${recurring.maintenance_period}`, { time: recurring.start_time })
            : t("farms.summary.immediate"),
    ],
    ...imageEntries(
      settings?.provisioning_status_data,
      maintenance?.next_scheduled_time,
      t,
      currentLocale.value,
    ),
    [
      "desktopPools.summary.lastProvisioningError",
      settings?.provisioning_status_data?.last_provisioning_error,
    ],
  ];
  return <KeyValuePanel label={t("farms.tab.summary")} entries={entries} />;
}
