import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import type { GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames, restNameLookup } from "../../core/query/id-names";
import { simpleFilter } from "../../core/query/query.model";
import { restListSource } from "../../core/query/rest-list-source";
import type { PageResult } from "../../core/query/query-service";
import { getAllFarms } from "./api/get-all-farms";
import { getFarmMembers } from "./api/get-farm-members";
import { getFarmMonitors } from "./api/get-farm-monitors";
import { getFarmsPage } from "./api/get-farms-page";
import type { Farm, FarmRow, FarmSession, FarmSessionRow } from "./farms.types";

/** How many farms one count request asks about (an Or of Equals per farm in the URL). */
const COUNT_BATCH = 50;

function batches(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += COUNT_BATCH)
    result.push(ids.slice(start, start + COUNT_BATCH));
  return result;
}

/**
 * Farms with what the list shows beside each: RDS host and session counts and the monitor's health.
 * Counts or health that cannot be loaded are left blank rather than failing the list.
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
    if (status !== undefined) row.health = status;
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

/** The sessions with their users' and RDS hosts' names; a name that cannot be looked up leaves the id. */
async function withSessionNames(sessions: readonly FarmSession[]): Promise<FarmSessionRow[]> {
  const { names, firstFailure } = await resolveIdNames(
    {
      users: distinctIds(sessions.map((session) => session.user_id)),
      hosts: distinctIds(sessions.map((session) => session.rds_server_id)),
    },
    { users: directoryUserNameLookup, hosts: restNameLookup("/inventory/v1/rds-servers") },
  );
  if (firstFailure !== undefined) console.warn("Some session names could not be looked up", firstFailure);
  return sessions.map((session) => ({
    ...session,
    userName: names.users.get(session.user_id) ?? session.user_id,
    hostName: session.rds_server_id ? (names.hosts.get(session.rds_server_id) ?? session.rds_server_id) : "",
  }));
}

/** Serves the farm's sessions tab: pages, and every session for actions on all pages and export. */
export function farmSessionSource(farmId: string) {
  const sessions = restListSource<FarmSession>("/inventory/v1/sessions", [
    simpleFilter("farm_id", farmId, "Equals"),
  ]);
  return {
    fetchPage: async (state: GridState, signal?: AbortSignal): Promise<PageResult<FarmSessionRow>> => {
      const page = await sessions.fetchPage(state, signal);
      return { rows: await withSessionNames(page.rows), hasMore: page.hasMore };
    },
    fetchAll: async (state: GridState): Promise<FarmSessionRow[]> =>
      withSessionNames(await sessions.fetchAll(state)),
  };
}
