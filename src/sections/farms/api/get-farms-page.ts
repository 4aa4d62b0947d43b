import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { Farm } from "../farms.types";

/** One page of farms for a grid state (page, size, filters, sort). */
export async function getFarmsPage(state: GridState, signal?: AbortSignal): Promise<PageResult<Farm>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/farms${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Farm[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
