import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { DesktopPool } from "../desktop-pools.types";

/** One page of desktop pools for a grid state (page, size, filters, sort). */
export async function getDesktopPoolsPage(
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<DesktopPool>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v6/desktop-pools${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as DesktopPool[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
