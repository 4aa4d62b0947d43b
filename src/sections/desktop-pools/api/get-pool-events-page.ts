import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { PoolEvent } from "../desktop-pools.types";

/** One page of the audit events about a pool (matched by the pool's name, as events record it). */
export async function getPoolEventsPage(
  poolName: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<PoolEvent>> {
  const scoped: GridState = {
    ...state,
    filters: [
      ...state.filters,
      { field: "desktop_pool_name", kind: "STRING", value: poolName, operator: "Equals" },
    ],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/external/v1/audit-events${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as PoolEvent[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
