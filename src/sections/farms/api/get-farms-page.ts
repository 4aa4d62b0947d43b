import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { Farm } from "../farms.types";

/**
 * The list parameters FarmInfoV4's list takes: page, size and filter. It has no sort (the first farm list
 * has no paging at all), so the grid's columns are not sortable.
 */
export function farmListParams(state: GridState): Record<string, string> {
  const { sort_by: _sortBy, order_by: _orderBy, ...params } = gridStateToRestParams(state);
  return params;
}

/** One page of farms for a grid state (page, size, filters). */
export async function getFarmsPage(state: GridState, signal?: AbortSignal): Promise<PageResult<Farm>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v4/farms${queryString(farmListParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Farm[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
