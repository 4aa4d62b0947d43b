import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LoadFailed } from "../../ui/load-failed/load-failed";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { BarChart, type BarChartEntry } from "./bar-chart";
import { dashboardStyles } from "./dashboard.styles";
import {
  allTiles,
  loadDashboard,
  RECENT_EVENTS_HOURS,
  type DashboardData,
  type Tile,
} from "./dashboard.model";
import { HealthPanel } from "./health-panel";
import { MACHINE_STATE_GROUPS, type MachineStateGroup } from "./machine-problems.model";
import type { SessionState } from "./dashboard.types";
import type { SectionTarget } from "./section-target";

const DASHBOARD_STYLES = [dashboardStyles];

export interface DashboardSectionProps {
  /** Follows a link into another section (sessions, machines, events, servers...). */
  onNavigate?: (target: SectionTarget) => void;
}

type LoadState =
  { status: "loading" } | { status: "ready"; data: DashboardData } | { status: "failed"; error: unknown };

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

/** Loads the dashboard and reloads it on demand; answers that arrive after a newer load are dropped. */
function useDashboardData(): [LoadState, () => void] {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const generation = useRef(0);
  const run = useCallback(() => {
    const current = ++generation.current;
    loadDashboard().then(
      (data) => {
        if (current === generation.current) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (current === generation.current) setState({ status: "failed", error });
      },
    );
  }, []);
  useEffect(() => {
    run();
    return () => {
      generation.current += 1;
    };
  }, [run]);
  const reload = useCallback(() => {
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    run();
  }, [run]);
  return [state, reload];
}

/**
 * The dashboard: health of the pod's infrastructure, counts of sessions, problem machines, problem RDS
 * hosts and recent error and warning events (each leading to its list), and charts of sessions and
 * machine states. Every panel loads on its own and says when it failed or is not permitted.
 */
export function DashboardSection({ onNavigate }: DashboardSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const rootRef = useRef<HTMLElement>(null);
  const [state, reload] = useDashboardData();

  useStyleSheets(rootRef, DASHBOARD_STYLES);

  const numberFormat = new Intl.NumberFormat(locale);
  const formatNumber = (value: number) => numberFormat.format(value);

  const header = (
    <header className="vdc-dashboard__header">
      <h2 className="vdc-dashboard__title">{t("dashboard.title")}</h2>
      <button
        type="button"
        className="vdc-button"
        onClick={reload}
        disabled={state.status === "loading"}
        aria-busy={state.status === "loading"}
      >
        {t("dashboard.action.refresh")}
      </button>
    </header>
  );

  if (state.status === "loading") {
    return (
      <section ref={rootRef} className="vdc-dashboard" aria-busy="true" part="dashboard">
        {header}
        <p role="status" className="vdc-dashboard__status">
          {t("dashboard.state.loading")}
        </p>
      </section>
    );
  }

  const tiles = state.status === "ready" ? allTiles(state.data) : [];
  if (state.status === "failed" || tiles.every((tile) => tile.status === "failed")) {
    return (
      <section ref={rootRef} className="vdc-dashboard" part="dashboard">
        {header}
        <LoadFailed
          message={t("dashboard.state.failed")}
          onRetry={reload}
          className="vdc-dashboard__message vdc-dashboard__message--error"
        />
      </section>
    );
  }
  if (tiles.every((tile) => tile.status === "forbidden")) {
    return (
      <section ref={rootRef} className="vdc-dashboard" part="dashboard">
        {header}
        <p role="status" className="vdc-dashboard__message">
          {t("dashboard.state.noPermission")}
        </p>
      </section>
    );
  }

  const data = state.data;
  const link = (target: SectionTarget) => (onNavigate ? () => onNavigate(target) : undefined);

  return (
    <section ref={rootRef} className="vdc-dashboard" part="dashboard">
      {header}
      <div className="vdc-dashboard__counts" role="list" aria-label={t("dashboard.counts.title")}>
        <CountTile
          label={t("dashboard.counts.sessions")}
          tile={mapTile(data.sessions, (counts) => counts.CONNECTED + counts.DISCONNECTED + counts.PENDING)}
          formatNumber={formatNumber}
          onOpen={link({ section: "sessions" })}
        />
        <CountTile
          label={t("dashboard.counts.problemMachines")}
          tile={mapTile(data.machines, (counts) => counts.problem)}
          formatNumber={formatNumber}
          tone="error"
          onOpen={link({ section: "machines", filter: { state: "problem" } })}
        />
        <CountTile
          label={t("dashboard.counts.problemRdsHosts")}
          tile={data.problemRdsHosts}
          formatNumber={formatNumber}
          tone="error"
          onOpen={link({ section: "machines", filter: { tab: "rds", state: "problem" } })}
        />
        <CountTile
          label={t("dashboard.counts.errorEvents", { hours: RECENT_EVENTS_HOURS })}
          tile={mapTile(data.events, (counts) => counts.errors)}
          formatNumber={formatNumber}
          tone="error"
          onOpen={link({ section: "events", filter: { severity: "ERROR" } })}
        />
        <CountTile
          label={t("dashboard.counts.warningEvents", { hours: RECENT_EVENTS_HOURS })}
          tile={mapTile(data.events, (counts) => counts.warnings)}
          formatNumber={formatNumber}
          tone="warn"
          onOpen={link({ section: "events", filter: { severity: "WARNING" } })}
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
    </section>
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
  if (tile.status === "forbidden") {
    content = <span className="vdc-dashboard__note">{t("dashboard.state.tileNoPermission")}</span>;
  } else if (tile.status === "failed") {
    content = <span className="vdc-dashboard__note vdc-error-text">{t("dashboard.state.tileFailed")}</span>;
  } else {
    const value = formatNumber(tile.value);
    const isAlert = tone !== undefined && tile.value > 0;
    content = onOpen ? (
      <button
        type="button"
        className="vdc-dashboard__count vdc-dashboard__count--link"
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
    <div role="listitem" className="vdc-dashboard__tile" part="dashboard-tile">
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
  return (
    <div className="vdc-dashboard__panel">
      <h3 className="vdc-chart-title">{title}</h3>
      <p className={tile.status === "failed" ? "vdc-error-text" : "vdc-dashboard__note"}>
        {t(tile.status === "failed" ? "dashboard.state.tileFailed" : "dashboard.state.tileNoPermission")}
      </p>
    </div>
  );
}
