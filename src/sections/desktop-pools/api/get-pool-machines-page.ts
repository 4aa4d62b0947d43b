import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { PoolMachine } from "../desktop-pools.types";

/** One page of the machines of a pool. */
export async function getPoolMachinesPage(
  poolId: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<PoolMachine>> {
  const scoped: GridState = {
    ...state,
    filters: [
      ...state.filters,
      { field: "desktop_pool_id", kind: "STRING", value: poolId, operator: "Equals" },
    ],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/machines${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as PoolMachine[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
