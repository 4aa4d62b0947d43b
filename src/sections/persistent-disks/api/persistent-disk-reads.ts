import { fetchAllPages, hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { NamedItem } from "../../../core/query/id-names";
import type { PageResult } from "../../../core/query/query-service";
import type { DiskPool, PersistentDisk } from "../persistent-disks.types";
import { PERSISTENT_DISKS_PATH } from "./persistent-disk-calls";

/** One page of persistent disks for a grid state. */
export async function getDisksPage(
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<PersistentDisk>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`${PERSISTENT_DISKS_PATH}${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as PersistentDisk[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}

/** Every persistent disk matching a grid state's filters and sort. */
export function getAllDisks(state: GridState): Promise<PersistentDisk[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<PersistentDisk>(PERSISTENT_DISKS_PATH, params);
}

/** Every desktop pool the administrator may see (a pod has few). */
export function getDiskPools(): Promise<DiskPool[]> {
  return fetchAllPages<DiskPool>("/inventory/v1/desktop-pools");
}

const orOfIds = (ids: readonly string[]) => ({
  type: "Or",
  filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })),
});

/** Names of machines by id (none asked, none fetched). */
export async function getMachineNames(ids: readonly string[]): Promise<NamedItem[]> {
  if (ids.length === 0) return [];
  return fetchAllPages<NamedItem>("/inventory/v1/machines", { filter: orOfIds(ids) });
}

/** The machines of a pool a disk may be attached to, by name (the first 200). */
export async function getPoolMachines(poolId: string, signal?: AbortSignal): Promise<NamedItem[]> {
  const filter = {
    type: "And",
    filters: [
      { type: "Equals", name: "desktop_pool_id", value: poolId },
      { type: "Equals", name: "type", value: "MANAGED_MACHINE" },
    ],
  };
  const params = { filter, sort_by: "name", page: 1, size: 200 };
  const body: unknown = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/machines${queryString(params)}`)
    .json();
  return Array.isArray(body) ? (body as NamedItem[]) : [];
}
