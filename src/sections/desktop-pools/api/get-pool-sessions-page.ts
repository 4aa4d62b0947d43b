import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { PoolSession } from "../desktop-pools.types";

/** One page of the sessions on a pool's machines. */
export async function getPoolSessionsPage(
  poolId: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<PoolSession>> {
  const scoped: GridState = {
    ...state,
    filters: [
      ...state.filters,
      { field: "desktop_pool_id", kind: "STRING", value: poolId, operator: "Equals" },
    ],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/sessions${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as PoolSession[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
