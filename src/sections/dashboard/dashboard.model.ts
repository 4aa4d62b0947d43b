import { ApiError } from "../../core/http/api-error";
import { getAdDomainMonitors } from "./api/get-ad-domain-monitors";
import { getConnectionServerMonitors } from "./api/get-connection-server-monitors";
import { getEventDatabaseMonitor } from "./api/get-event-database-monitor";
import { loadEveryFarm } from "../../core/inventory/farm-health";
import { getGatewayMonitors } from "./api/get-gateway-monitors";
import { getMachineStates } from "./api/get-machine-states";
import { countRecentEvents } from "./api/count-recent-events";
import { getSamlAuthenticatorMonitors } from "./api/get-saml-authenticator-monitors";
import { getSessionStates } from "./api/get-session-states";
import { getVirtualCenterMonitors } from "./api/get-virtual-center-monitors";
import type { SessionState } from "./dashboard.types";
import { countMachineStates, type MachineStateGroup } from "../../core/inventory/machine-problems.model";
import { countProblems } from "../../core/inventory/problem-lists";
import { DEFAULT_TIME_PERIOD } from "../../core/events/time-period";
import {
  adDomainHealth,
  connectionServerHealth,
  eventDatabaseHealth,
  farmHealth,
  gatewayHealth,
  samlAuthenticatorHealth,
  virtualCenterHealth,
  type HealthComponent,
  type HealthItem,
} from "./system-health.model";

/** What one dashboard panel has: nothing yet, its value, a refusal for lack of privilege, or a failure. */
export type Tile<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "forbidden" }
  | { status: "failed"; error: unknown };

export interface EventCounts {
  errors: number;
  warnings: number;
}

export interface DashboardData {
  health: Record<HealthComponent, Tile<HealthItem[]>>;
  sessions: Tile<Record<SessionState, number>>;
  machines: Tile<Record<MachineStateGroup, number>>;
  problemMachines: Tile<number>;
  problemOtherMachines: Tile<number>;
  problemRdsHosts: Tile<number>;
  events: Tile<EventCounts>;
}

/** How far back the dashboard counts error and warning events: the events list's own default period. */
export const RECENT_EVENTS_PERIOD = DEFAULT_TIME_PERIOD;

async function tile<T>(load: () => Promise<T>): Promise<Tile<T>> {
  try {
    return { status: "ready", value: await load() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { status: "forbidden" };
    return { status: "failed", error };
  }
}

function countSessionStates(states: readonly SessionState[]): Record<SessionState, number> {
  const counts: Record<SessionState, number> = { CONNECTED: 0, DISCONNECTED: 0, PENDING: 0 };
  for (const state of states) if (state in counts) counts[state] += 1;
  return counts;
}

/** The count and chart panels (the health panels are under `health`). */
export type CountPanel = Exclude<keyof DashboardData, "health">;

/** A dashboard panel: a health component or a count panel. */
export type DashboardPanel =
  { group: "health"; name: HealthComponent } | { group: "counts"; name: CountPanel };

const LOADING: Tile<never> = { status: "loading" };

/** The dashboard before any answer: every panel loading. */
export function loadingDashboard(): DashboardData {
  return {
    health: {
      connectionServers: LOADING,
      gateways: LOADING,
      virtualCenters: LOADING,
      adDomains: LOADING,
      eventDatabase: LOADING,
      samlAuthenticators: LOADING,
      farms: LOADING,
    },
    sessions: LOADING,
    machines: LOADING,
    problemMachines: LOADING,
    problemOtherMachines: LOADING,
    problemRdsHosts: LOADING,
    events: LOADING,
  };
}

/** The dashboard with one panel's new state. */
export function withTile(data: DashboardData, panel: DashboardPanel, settled: Tile<unknown>): DashboardData {
  return panel.group === "health"
    ? { ...data, health: { ...data.health, [panel.name]: settled } }
    : { ...data, [panel.name]: settled };
}

/**
 * Loads every dashboard panel at once. Each panel settles on its own and is reported as it does, so the
 * dashboard paints what has arrived without waiting for the slowest call, and one failing monitor call or
 * a missing privilege leaves the others readable. Never rejects: a failure is the panel's state.
 */
export async function loadDashboard(
  onPanel: (panel: DashboardPanel, settled: Tile<unknown>) => void,
  now: number = Date.now(),
): Promise<void> {
  const health: Record<HealthComponent, () => Promise<HealthItem[]>> = {
    connectionServers: async () => connectionServerHealth(await getConnectionServerMonitors()),
    gateways: async () => gatewayHealth(await getGatewayMonitors()),
    virtualCenters: async () => virtualCenterHealth(await getVirtualCenterMonitors()),
    adDomains: async () => adDomainHealth(await getAdDomainMonitors()),
    eventDatabase: async () => eventDatabaseHealth(await getEventDatabaseMonitor()),
    samlAuthenticators: async () => samlAuthenticatorHealth(await getSamlAuthenticatorMonitors()),
    // The farms' levels show with the other panels' answers; which published applications some hosts lack
    // needs those answers, so it is asked next and its warnings join the levels when it answers.
    farms: async () => {
      const { farms, applications, checkInstalled } = await loadEveryFarm();
      onPanel(
        { group: "health", name: "farms" },
        { status: "ready", value: farmHealth(farms, applications) },
      );
      return farmHealth(await checkInstalled(), applications);
    },
  };
  const counts: { [Panel in CountPanel]: () => Promise<TileValue<DashboardData[Panel]>> } = {
    sessions: async () =>
      countSessionStates((await getSessionStates()).map((session) => session.session_state)),
    machines: async () => countMachineStates((await getMachineStates()).map((machine) => machine.state)),
    // Each problem count is the query of the list its link opens (src/core/inventory/problem-lists.ts).
    problemMachines: () => countProblems("vcenter"),
    problemOtherMachines: () => countProblems("others"),
    problemRdsHosts: () => countProblems("rds"),
    events: async () => {
      const [errors, warnings] = await Promise.all([
        countRecentEvents("ERROR", RECENT_EVENTS_PERIOD, now),
        countRecentEvents("WARNING", RECENT_EVENTS_PERIOD, now),
      ]);
      return { errors, warnings };
    },
  };
  const panels: [DashboardPanel, () => Promise<unknown>][] = [
    ...typedEntries(health).map(([name, load]): [DashboardPanel, () => Promise<unknown>] => [
      { group: "health", name },
      load,
    ]),
    ...typedEntries(counts).map(([name, load]): [DashboardPanel, () => Promise<unknown>] => [
      { group: "counts", name },
      load,
    ]),
  ];
  await Promise.all(panels.map(async ([panel, load]) => onPanel(panel, await tile(load))));
}

type TileValue<SomeTile> =
  Extract<SomeTile, { status: "ready" }> extends { value: infer Value } ? Value : never;

function typedEntries<Key extends string, Value>(record: Record<Key, Value>): [Key, Value][] {
  return Object.entries(record) as [Key, Value][];
}

/** Every panel of the dashboard, for "all failed" and "nothing permitted" checks. */
export function allTiles(data: DashboardData): Tile<unknown>[] {
  return [
    ...Object.values(data.health),
    data.sessions,
    data.machines,
    data.problemMachines,
    data.problemOtherMachines,
    data.problemRdsHosts,
    data.events,
  ];
}
