import { fetchAllPages, hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";

/** One page of a REST list for a grid state. */
export async function getRestGridPage<Row>(
  path: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<Row>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`${path}${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Row[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}

/** Every row of a REST list matching a grid state's filters and sort, page after page. */
export function getAllRestGridRows<Row>(path: string, state: GridState): Promise<Row[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<Row>(path, params);
}
