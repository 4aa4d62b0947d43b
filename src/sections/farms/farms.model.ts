import { summariseFarmHealth } from "../../core/inventory/farm-health-summary";
import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { getAllFarms } from "./api/get-all-farms";
import { getFarmMembers } from "./api/get-farm-members";
import { getFarmMonitors } from "./api/get-farm-monitors";
import { getFarmsPage } from "./api/get-farms-page";
import type { Farm, FarmRow } from "./farms.types";

/** How many farms one count request asks about (an Or of Equals per farm in the URL). */
const COUNT_BATCH = 50;

function batches(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += COUNT_BATCH)
    result.push(ids.slice(start, start + COUNT_BATCH));
  return result;
}

/**
 * Farms with what the list shows beside each: RDS host and session counts and the farm's health with its
 * reasons (the monitor's status read with the farm's hosts, as the dashboard reads it). Counts or health
 * that cannot be loaded are left blank rather than failing the list.
 */
export async function withFarmDetails(farms: readonly Farm[]): Promise<FarmRow[]> {
  const ids = farms.map((farm) => farm.id);
  const [hosts, sessions, monitors] = await Promise.all([
    Promise.all(batches(ids).map((batch) => getFarmMembers("rds-servers", batch)))
      .then((parts) => parts.flat())
      .catch(() => undefined),
    Promise.all(batches(ids).map((batch) => getFarmMembers("sessions", batch)))
      .then((parts) => parts.flat())
      .catch(() => undefined),
    getFarmMonitors().catch(() => []),
  ]);
  const health = new Map(monitors.map((monitor) => [monitor.id, monitor.status]));
  return farms.map((farm) => {
    const row: FarmRow = { ...farm };
    if (hosts) row.rdsHostCount = hosts.filter((host) => host.farm_id === farm.id).length;
    if (sessions) row.sessionCount = sessions.filter((session) => session.farm_id === farm.id).length;
    const status = health.get(farm.id);
    if (status !== undefined)
      row.health = summariseFarmHealth(
        status,
        hosts?.filter((host) => host.farm_id === farm.id),
      );
    return row;
  });
}

/** Serves the farms grid: pages with details, and every matching farm (export, actions on all pages). */
export class FarmSource {
  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<FarmRow>> => {
    const page = await getFarmsPage(state, signal);
    return { ...page, rows: await withFarmDetails(page.rows) };
  };

  readonly fetchAll = async (state: GridState): Promise<FarmRow[]> =>
    withFarmDetails(await getAllFarms(state));
}

/** The most sessions a farm's hosts take, as the list shows it: a number, or undefined when unlimited. */
export function maxSessionsOf(farm: Farm): number | undefined {
  const settings = farm.automated_farm_settings;
  return settings?.max_session_type === "LIMITED" ? settings.max_sessions : undefined;
}
