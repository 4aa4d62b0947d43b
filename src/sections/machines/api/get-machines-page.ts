import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { Machine } from "../machines.types";

/** One page of machines for a grid state. */
export async function getMachinesPage(state: GridState, signal?: AbortSignal): Promise<PageResult<Machine>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v4/machines${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Machine[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
