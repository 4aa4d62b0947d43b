import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { getAllDesktopPools } from "./api/get-all-desktop-pools";
import { getDesktopPoolMetrics } from "./api/get-desktop-pool-metrics";
import { getDesktopPoolsPage } from "./api/get-desktop-pools-page";
import { getLocalAccessGroups } from "./api/get-local-access-groups";
import { getPoolMembers } from "./api/get-pool-members";
import type { DesktopPool, DesktopPoolMetrics, DesktopPoolRow } from "./desktop-pools.types";

/** How many pools one metrics request asks about. */
const METRICS_BATCH = 100;

/**
 * Loads pool pages with what the list shows beside each pool: machine and session counts and the
 * access group's name. Counts or names that cannot be loaded are left blank rather than failing the list.
 */
export class DesktopPoolSource {
  #accessGroups: Promise<Map<string, string>> | undefined;

  #accessGroupNames(): Promise<Map<string, string>> {
    this.#accessGroups ??= getLocalAccessGroups().then(
      (groups) => new Map(groups.map((group) => [group.id, group.name])),
      () => new Map<string, string>(),
    );
    return this.#accessGroups;
  }

  async #withDetails(pools: readonly DesktopPool[]): Promise<DesktopPoolRow[]> {
    const [metrics, names] = await Promise.all([
      poolMetrics(pools.map((pool) => pool.id)),
      this.#accessGroupNames(),
    ]);
    const byId = new Map(metrics.map((entry) => [entry.id, entry]));
    return pools.map((pool) => {
      const row: DesktopPoolRow = { ...pool };
      const counts = byId.get(pool.id);
      if (counts?.num_machines !== undefined) row.machineCount = counts.num_machines;
      if (counts?.num_connected_sessions !== undefined) row.sessionCount = counts.num_connected_sessions;
      const groupName = pool.access_group_id ? names.get(pool.access_group_id) : undefined;
      if (groupName !== undefined) row.accessGroupName = groupName;
      return row;
    });
  }

  /** One page of pools with their details. */
  readonly fetchPage = async (
    state: GridState,
    signal?: AbortSignal,
  ): Promise<PageResult<DesktopPoolRow>> => {
    const page = await getDesktopPoolsPage(state, signal);
    return { ...page, rows: await this.#withDetails(page.rows) };
  };

  /** Every pool matching the grid's filters and sort, with details (for export). */
  readonly fetchAll = async (state: GridState): Promise<DesktopPoolRow[]> => {
    return this.#withDetails(await getAllDesktopPools(state));
  };
}

/** Counts machines and connected sessions per pool from the inventory itself. */
async function countMembers(ids: readonly string[]): Promise<DesktopPoolMetrics[]> {
  const [machines, sessions] = await Promise.all([
    getPoolMembers("machines", ids),
    getPoolMembers("sessions", ids),
  ]);
  return ids.map((id) => ({
    id,
    num_machines: machines.filter((machine) => machine.desktop_pool_id === id).length,
    num_connected_sessions: sessions.filter(
      (session) => session.desktop_pool_id === id && session.session_state === "CONNECTED",
    ).length,
  }));
}

/**
 * Machine and connected-session counts of pools: the monitor's pool metrics when the server has them,
 * else counted from the inventory; nothing when neither answers.
 */
export async function poolMetrics(ids: readonly string[]): Promise<DesktopPoolMetrics[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += METRICS_BATCH)
    batches.push(ids.slice(start, start + METRICS_BATCH));
  try {
    return (await Promise.all(batches.map((batch) => getDesktopPoolMetrics(batch)))).flat();
  } catch {
    try {
      return (await Promise.all(batches.map((batch) => countMembers(batch)))).flat();
    } catch {
      return [];
    }
  }
}
