import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { ApplicationPool } from "../application-pools.types";

/** One page of application pools for a grid state (page, size, filters, sort). */
export async function getApplicationPoolsPage(
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<ApplicationPool>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v4/application-pools${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as ApplicationPool[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
