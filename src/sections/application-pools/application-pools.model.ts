import {
  deriveDesktopApplicationHealth,
  deriveFarmApplicationHealth,
  type FarmHealthInfo,
} from "../../core/inventory/application-health";
import { loadFarmHealth } from "../../core/inventory/farm-health";
import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { getAllApplicationPools } from "./api/get-all-application-pools";
import { getApplicationDesktopPools, type ApplicationDesktopPool } from "./api/get-application-desktop-pools";
import { getApplicationEntitlements } from "./api/get-application-entitlements";
import { getApplicationPoolsPage } from "./api/get-application-pools-page";
import type { ApplicationPool, ApplicationPoolRow } from "./application-pools.types";

/** How many applications one entitlement lookup asks about. */
const ENTITLEMENT_BATCH = 50;

/** A desktop pool's application status list entry for one of its applications (spec 001 §4). */
function desktopApplicationStatus(application: ApplicationPool, pool: ApplicationDesktopPool | undefined) {
  if (!pool) return undefined;
  if (pool.delete_in_progress) return "DELETING";
  if (!pool.enabled) return "DESKTOP_DISABLED";
  return application.enabled ? "AVAILABLE" : "DISABLED";
}

/** What the rows are derived from: every farm's health and the application desktop pools. */
export interface ApplicationHosts {
  farms: ReadonlyMap<string, FarmHealthInfo>;
  desktopPools: ReadonlyMap<string, ApplicationDesktopPool>;
}

/**
 * Loads the health of the applications' hosts; a host list that cannot be read leaves its applications'
 * health unknown.
 */
export async function loadApplicationHosts(
  applications: readonly ApplicationPool[],
): Promise<ApplicationHosts> {
  const [farms, pools] = await Promise.all([
    loadFarmHealth(applications).catch(() => undefined),
    getApplicationDesktopPools().catch(() => []),
  ]);
  return {
    farms: farms ?? new Map(),
    desktopPools: new Map(pools.map((pool) => [pool.id, pool])),
  };
}

/** An application with its host's name and its health, as spec 001 §4 derives it. */
export function toApplicationRow(application: ApplicationPool, hosts: ApplicationHosts): ApplicationPoolRow {
  if (application.farm_id !== undefined) {
    const farm = hosts.farms.get(application.farm_id);
    const row: ApplicationPoolRow = {
      ...application,
      health: farm
        ? deriveFarmApplicationHealth(application, farm)
        : deriveDesktopApplicationHealth(undefined),
    };
    if (farm) row.farmOrPoolName = farm.name;
    return row;
  }
  const pool = application.desktop_pool_id ? hosts.desktopPools.get(application.desktop_pool_id) : undefined;
  const row: ApplicationPoolRow = {
    ...application,
    health: deriveDesktopApplicationHealth(desktopApplicationStatus(application, pool)),
  };
  if (pool) row.farmOrPoolName = pool.name;
  return row;
}

async function entitledCounts(ids: readonly string[]): Promise<Map<string, number>> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += ENTITLEMENT_BATCH)
    batches.push(ids.slice(start, start + ENTITLEMENT_BATCH));
  try {
    const found = (await Promise.all(batches.map((batch) => getApplicationEntitlements(batch)))).flat();
    return new Map(found.map((entry) => [entry.id, entry.ad_user_or_group_ids.length]));
  } catch {
    return new Map();
  }
}

/** Rows of some applications: host names, health and entitled counts (blank when they cannot be read). */
export async function toApplicationRows(
  applications: readonly ApplicationPool[],
): Promise<ApplicationPoolRow[]> {
  const [hosts, counts] = await Promise.all([
    loadApplicationHosts(applications),
    entitledCounts(applications.map((application) => application.id)),
  ]);
  return applications.map((application) => {
    const row = toApplicationRow(application, hosts);
    const count = counts.get(application.id);
    if (count !== undefined) row.entitledCount = count;
    return row;
  });
}

/** The application pool list's rows, page by page or all at once (export, bulk actions). */
export class ApplicationPoolSource {
  readonly fetchPage = async (
    state: GridState,
    signal?: AbortSignal,
  ): Promise<PageResult<ApplicationPoolRow>> => {
    const page = await getApplicationPoolsPage(state, signal);
    return { ...page, rows: await toApplicationRows(page.rows) };
  };

  readonly fetchAll = async (state: GridState): Promise<ApplicationPoolRow[]> =>
    toApplicationRows(await getAllApplicationPools(state));
}
