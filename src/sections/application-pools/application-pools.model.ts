import {
  deriveDesktopApplicationHealth,
  deriveFarmApplicationHealth,
  type FarmHealthInfo,
} from "../../core/inventory/application-health";
import { loadFarmHealth, notInstalledOn } from "../../core/inventory/farm-health";
import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { getAllApplicationPools } from "./api/get-all-application-pools";
import { getApplicationDesktopPools, type ApplicationDesktopPool } from "./api/get-application-desktop-pools";
import { getApplicationEntitlements } from "./api/get-application-entitlements";
import { getApplicationPoolsPage } from "./api/get-application-pools-page";
import type { ApplicationPool, ApplicationPoolRow } from "./application-pools.types";

/** How many applications one entitlement lookup asks about. */
const ENTITLEMENT_BATCH = 50;

/**
 * A desktop pool application's entry in the pool's application status list (spec 001 §4). The list is what
 * the pod reports per application: its own and its pool's state, then whether it is installed on the
 * pool's machines (`validate-installed-applications`). Unknown when the pool or the validation cannot be
 * read (an RDS desktop pool, a pod without the call): never guessed from the pool's flags.
 */
function desktopApplicationStatus(
  application: ApplicationPool,
  pool: ApplicationDesktopPool | undefined,
  notInstalled: ReadonlyMap<string, readonly string[]> | undefined,
): string | undefined {
  if (!pool) return undefined;
  if (pool.delete_in_progress) return "DELETING";
  if (!pool.enabled) return "DESKTOP_DISABLED";
  if (!application.enabled) return "DISABLED";
  if (notInstalled === undefined) return undefined;
  return notInstalled.has(application.executable_path) ? "MISSING" : "AVAILABLE";
}

/** What the rows are derived from: every farm's health and the application desktop pools. */
export interface ApplicationHosts {
  farms: ReadonlyMap<string, FarmHealthInfo>;
  desktopPools: ReadonlyMap<string, ApplicationDesktopPool>;
  /** Per desktop pool, the executables some of its machines lack; absent when it could not be read. */
  notInstalledInPools: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

/** Which executables of its applications each desktop pool's machines lack, one call per pool. */
async function notInstalledInPools(
  applications: readonly ApplicationPool[],
): Promise<Map<string, ReadonlyMap<string, readonly string[]>>> {
  const pathsByPool = new Map<string, Set<string>>();
  for (const { desktop_pool_id: poolId, executable_path: path } of applications)
    if (poolId !== undefined) pathsByPool.set(poolId, (pathsByPool.get(poolId) ?? new Set()).add(path));
  const answers = await Promise.all(
    [...pathsByPool].map(async ([id, paths]) => {
      try {
        return [id, await notInstalledOn({ kind: "desktop-pools", id }, [...paths])] as const;
      } catch {
        return undefined;
      }
    }),
  );
  return new Map(answers.filter((answer) => answer !== undefined));
}

/**
 * Loads the health of the applications' hosts; a host list that cannot be read leaves its applications'
 * health unknown.
 */
export async function loadApplicationHosts(
  applications: readonly ApplicationPool[],
): Promise<ApplicationHosts> {
  const [farms, pools, notInstalled] = await Promise.all([
    loadFarmHealth(applications).catch(() => undefined),
    getApplicationDesktopPools().catch(() => []),
    notInstalledInPools(applications),
  ]);
  return {
    farms: farms ?? new Map(),
    desktopPools: new Map(pools.map((pool) => [pool.id, pool])),
    notInstalledInPools: notInstalled,
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
    health: deriveDesktopApplicationHealth(
      desktopApplicationStatus(
        application,
        pool,
        application.desktop_pool_id ? hosts.notInstalledInPools.get(application.desktop_pool_id) : undefined,
      ),
    ),
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
