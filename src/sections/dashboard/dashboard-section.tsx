import { useSignals } from "@preact/signals-react/runtime";
import { useState, type ReactNode } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage, type SectionStatus } from "../../ui/section-page/section-page";
import { BarChart, type BarChartEntry } from "./bar-chart";
import { dashboardStyles } from "./dashboard.styles";
import { allTiles, RECENT_EVENTS_PERIOD, type Tile } from "./dashboard.model";
import { useDashboard } from "./use-dashboard";

export { prefetchDashboard } from "./use-dashboard";
import { HealthPanel } from "./health-panel";
import { MACHINE_STATE_GROUPS, type MachineStateGroup } from "../../core/inventory/machine-problems.model";
import { MACHINE_LISTS, type MachineList } from "../../core/inventory/problem-lists";
import type { SessionState } from "./dashboard.types";
import type { SectionTarget } from "./section-target";

const DASHBOARD_STYLES = [dashboardStyles];

export interface DashboardSectionProps {
  /** Follows a link into another section (sessions, machines, events, servers...). */
  onNavigate?: (target: SectionTarget) => void;
}

/** The problem count of each machine list: its panel and its label. */
const PROBLEM_TILES: Readonly<
  Record<
    MachineList,
    { panel: "problemMachines" | "problemOtherMachines" | "problemRdsHosts"; label: string }
  >
> = {
  vcenter: { panel: "problemMachines", label: "dashboard.counts.problemMachines" },
  others: { panel: "problemOtherMachines", label: "dashboard.counts.problemOtherMachines" },
  rds: { panel: "problemRdsHosts", label: "dashboard.counts.problemRdsHosts" },
};

const SESSION_STATES: readonly SessionState[] = ["CONNECTED", "DISCONNECTED", "PENDING"];
const SESSION_TONES: Readonly<Record<SessionState, BarChartEntry["tone"]>> = {
  CONNECTED: "ok",
  DISCONNECTED: "warn",
  PENDING: "info",
};
const MACHINE_TONES: Readonly<Record<MachineStateGroup, BarChartEntry["tone"]>> = {
  available: "ok",
  connected: "accent",
  disconnected: "warn",
  provisioning: "info",
  maintenance: "muted",
  problem: "error",
  other: "muted",
};

/**
 * The dashboard: health of the pod's infrastructure, counts of sessions, problem machines, problem RDS
 * hosts and recent error and warning events (each leading to its list), and charts of sessions and
 * machine states. Every panel loads on its own and says when it failed or is not permitted.
 */
export function DashboardSection({ onNavigate }: DashboardSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const { data, reload, refresh } = useDashboard();
  const [isRefreshing, setIsRefreshing] = useState(false);

  const numberFormat = new Intl.NumberFormat(locale);
  const formatNumber = (value: number) => numberFormat.format(value);
  const tiles = allTiles(data);
  const isLoading = tiles.every((tile) => tile.status === "loading");
  const isBusy = isLoading || isRefreshing;
  const refreshButton = (
    <button
      type="button"
      className="vdc-button"
      onClick={() => {
        setIsRefreshing(true);
        void refresh().finally(() => setIsRefreshing(false));
      }}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      {t("dashboard.action.refresh")}
    </button>
  );

  // The page shows as soon as one panel has answered; the others say they are loading.
  const status: SectionStatus = isLoading
    ? { kind: "loading", message: t("dashboard.state.loading") }
    : tiles.every((tile) => tile.status === "failed")
      ? { kind: "failed", message: t("dashboard.state.failed"), onRetry: reload }
      : tiles.every((tile) => tile.status === "forbidden")
        ? { kind: "noPermission", message: t("dashboard.state.noPermission") }
        : { kind: "ready" };
  if (status.kind !== "ready") {
    return (
      <SectionPage
        title={t("dashboard.title")}
        part="dashboard"
        styles={DASHBOARD_STYLES}
        headerExtra={refreshButton}
        helpTopic="dashboard"
        status={status}
      />
    );
  }

  const link = (target: SectionTarget) => (onNavigate ? () => onNavigate(target) : undefined);

  return (
    <SectionPage
      title={t("dashboard.title")}
      part="dashboard"
      styles={DASHBOARD_STYLES}
      headerExtra={refreshButton}
      helpTopic="dashboard"
    >
      <div className="vdc-dashboard__counts" role="list" aria-label={t("dashboard.counts.title")}>
        <CountTile
          label={t("dashboard.counts.sessions")}
          tile={mapTile(data.sessions, (counts) => counts.CONNECTED + counts.DISCONNECTED + counts.PENDING)}
          formatNumber={formatNumber}
          onOpen={link({ section: "sessions" })}
        />
        {MACHINE_LISTS.map((list) => (
          <CountTile
            key={list}
            label={t(PROBLEM_TILES[list].label)}
            tile={data[PROBLEM_TILES[list].panel]}
            formatNumber={formatNumber}
            tone="error"
            onOpen={link({ section: "machines", filter: { tab: list, state: "problem" } })}
          />
        ))}
        <CountTile
          label={t("dashboard.counts.errorEventsIn", { period: t(`events.period.${RECENT_EVENTS_PERIOD}`) })}
          tile={mapTile(data.events, (counts) => counts.errors)}
          formatNumber={formatNumber}
          tone="error"
          onOpen={link({ section: "events", filter: { severity: "ERROR", period: RECENT_EVENTS_PERIOD } })}
        />
        <CountTile
          label={t("dashboard.counts.warningEventsIn", {
            period: t(`events.period.${RECENT_EVENTS_PERIOD}`),
          })}
          tile={mapTile(data.events, (counts) => counts.warnings)}
          formatNumber={formatNumber}
          tone="warn"
          onOpen={link({ section: "events", filter: { severity: "WARNING", period: RECENT_EVENTS_PERIOD } })}
        />
      </div>
      <div className="vdc-dashboard__charts">
        <ChartPanel
          title={t("dashboard.chart.sessions")}
          tile={data.sessions}
          render={(counts) => {
            const entries = SESSION_STATES.map((sessionState) => ({
              key: sessionState,
              label: t(`dashboard.sessionState.${sessionState}`),
              value: counts[sessionState],
              tone: SESSION_TONES[sessionState],
            }));
            return (
              <BarChart
                title={t("dashboard.chart.sessions")}
                entries={entries}
                formatNumber={formatNumber}
                summary={chartSummary(entries, formatNumber, t("dashboard.chart.noSessions"))}
              />
            );
          }}
        />
        <ChartPanel
          title={t("dashboard.chart.machines")}
          tile={data.machines}
          render={(counts) => {
            const entries = MACHINE_STATE_GROUPS.map((group) => ({
              key: group,
              label: t(`dashboard.machineGroup.${group}`),
              value: counts[group],
              tone: MACHINE_TONES[group],
            }));
            return (
              <BarChart
                title={t("dashboard.chart.machines")}
                entries={entries}
                formatNumber={formatNumber}
                summary={chartSummary(entries, formatNumber, t("dashboard.chart.noMachines"))}
              />
            );
          }}
        />
      </div>
      <HealthPanel health={data.health} onNavigate={onNavigate} />
    </SectionPage>
  );
}

function mapTile<T, U>(tile: Tile<T>, map: (value: T) => U): Tile<U> {
  return tile.status === "ready" ? { status: "ready", value: map(tile.value) } : tile;
}

/** "12 Connected, 3 Disconnected, 0 Pending", or the empty text when every count is zero. */
function chartSummary(
  entries: readonly BarChartEntry[],
  formatNumber: (value: number) => string,
  empty: string,
) {
  if (entries.every((entry) => entry.value === 0)) return empty;
  return entries.map((entry) => `${entry.label}: ${formatNumber(entry.value)}`).join(", ");
}

interface CountTileProps {
  label: string;
  tile: Tile<number>;
  formatNumber: (value: number) => string;
  tone?: "error" | "warn";
  onOpen: (() => void) | undefined;
}

/** One count with its label; the count opens the matching list when the host can navigate. */
function CountTile({ label, tile, formatNumber, tone, onOpen }: CountTileProps) {
  const t = useTranslation();
  let content;
  if (tile.status === "loading") {
    content = <span className="vdc-dashboard__note">{t("ui.state.loading")}</span>;
  } else if (tile.status === "forbidden") {
    content = <span className="vdc-dashboard__note">{t("dashboard.state.tileNoPermission")}</span>;
  } else if (tile.status === "failed") {
    content = <span className="vdc-dashboard__note vdc-error-text">{t("dashboard.state.tileFailed")}</span>;
  } else {
    const value = formatNumber(tile.value);
    const isAlert = tone !== undefined && tile.value > 0;
    content = onOpen ? (
      <button
        type="button"
        className="vdc-link vdc-dashboard__count vdc-dashboard__count--link"
        data-tone={isAlert ? tone : undefined}
        onClick={onOpen}
        aria-label={t("dashboard.counts.open", { label, count: value })}
      >
        {value}
      </button>
    ) : (
      <span className="vdc-dashboard__count" data-tone={isAlert ? tone : undefined}>
        {value}
      </span>
    );
  }
  return (
    <div
      role="listitem"
      className="vdc-dashboard__tile"
      part="dashboard-tile"
      aria-busy={tile.status === "loading"}
    >
      <span className="vdc-dashboard__tile-label">{label}</span>
      {content}
    </div>
  );
}

interface ChartPanelProps<T> {
  title: string;
  tile: Tile<T>;
  render: (value: T) => ReactNode;
}

function ChartPanel<T>({ title, tile, render }: ChartPanelProps<T>) {
  const t = useTranslation();
  if (tile.status === "ready") return <div className="vdc-dashboard__panel">{render(tile.value)}</div>;
  const note = {
    loading: "ui.state.loading",
    failed: "dashboard.state.tileFailed",
    forbidden: "dashboard.state.tileNoPermission",
  }[tile.status];
  return (
    <div className="vdc-dashboard__panel" aria-busy={tile.status === "loading"}>
      <h3 className="vdc-chart-title">{title}</h3>
      <p className={tile.status === "failed" ? "vdc-error-text" : "vdc-dashboard__note"}>{t(note)}</p>
    </div>
  );
}
