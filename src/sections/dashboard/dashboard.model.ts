import { ApiError } from "../../core/http/api-error";
import { getAdDomainMonitors } from "./api/get-ad-domain-monitors";
import { getConnectionServerMonitors } from "./api/get-connection-server-monitors";
import { getEventDatabaseMonitor } from "./api/get-event-database-monitor";
import { getFarmMonitors } from "./api/get-farm-monitors";
import { getGatewayMonitors } from "./api/get-gateway-monitors";
import { getMachineStates } from "./api/get-machine-states";
import { getRdsServerMonitors } from "./api/get-rds-server-monitors";
import { countRecentEvents } from "./api/count-recent-events";
import { getSamlAuthenticatorMonitors } from "./api/get-saml-authenticator-monitors";
import { getSessionStates } from "./api/get-session-states";
import { getVirtualCenterMonitors } from "./api/get-virtual-center-monitors";
import type { SessionState } from "./dashboard.types";
import { countMachineStates, type MachineStateGroup } from "../../core/inventory/machine-problems.model";
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

/** What one dashboard panel got: its value, a refusal for lack of privilege, or a failure. */
export type Tile<T> =
  { status: "ready"; value: T } | { status: "forbidden" } | { status: "failed"; error: unknown };

export interface EventCounts {
  errors: number;
  warnings: number;
}

export interface DashboardData {
  health: Record<HealthComponent, Tile<HealthItem[]>>;
  sessions: Tile<Record<SessionState, number>>;
  machines: Tile<Record<MachineStateGroup, number>>;
  problemRdsHosts: Tile<number>;
  events: Tile<EventCounts>;
}

/** How far back the dashboard counts error and warning events. */
export const RECENT_EVENTS_HOURS = 24;

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

/**
 * Loads every dashboard panel at once. Each panel settles on its own, so one failing monitor call or a
 * missing privilege leaves the others readable.
 */
export async function loadDashboard(now: number = Date.now()): Promise<DashboardData> {
  const since = now - RECENT_EVENTS_HOURS * 3_600_000;
  const [health, counts] = await Promise.all([
    settleAll({
      connectionServers: tile(async () => connectionServerHealth(await getConnectionServerMonitors())),
      gateways: tile(async () => gatewayHealth(await getGatewayMonitors())),
      virtualCenters: tile(async () => virtualCenterHealth(await getVirtualCenterMonitors())),
      adDomains: tile(async () => adDomainHealth(await getAdDomainMonitors())),
      eventDatabase: tile(async () => eventDatabaseHealth(await getEventDatabaseMonitor())),
      samlAuthenticators: tile(async () => samlAuthenticatorHealth(await getSamlAuthenticatorMonitors())),
      farms: tile(async () => farmHealth(await getFarmMonitors())),
    }),
    settleAll({
      sessions: tile(async () =>
        countSessionStates((await getSessionStates()).map((session) => session.session_state)),
      ),
      machines: tile(async () =>
        countMachineStates((await getMachineStates()).map((machine) => machine.state)),
      ),
      problemRdsHosts: tile(
        async () =>
          (await getRdsServerMonitors()).filter(
            (host) => host.status === "ERROR" || host.status === "WARNING",
          ).length,
      ),
      events: tile(async () => {
        const [errors, warnings] = await Promise.all([
          countRecentEvents("ERROR", since, now),
          countRecentEvents("WARNING", since, now),
        ]);
        return { errors, warnings };
      }),
    }),
  ]);
  return { health, ...counts };
}

/** Awaits every promise of a record at once, keeping the names. */
async function settleAll<Promises extends Record<string, Promise<unknown>>>(
  promises: Promises,
): Promise<{ [Name in keyof Promises]: Awaited<Promises[Name]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const),
  );
  return Object.fromEntries(entries) as { [Name in keyof Promises]: Awaited<Promises[Name]> };
}

/** Every panel of the dashboard, for "all failed" and "nothing permitted" checks. */
export function allTiles(data: DashboardData): Tile<unknown>[] {
  return [...Object.values(data.health), data.sessions, data.machines, data.problemRdsHosts, data.events];
}
