import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { QueryFilter } from "../../../core/query/query.model";
import type { Session } from "../sessions.types";

/** One page of locally resourced sessions for a grid state (and fixed filters And-ed to its own). */
export async function getSessionsPage(
  state: GridState,
  signal?: AbortSignal,
  fixedFilters: readonly QueryFilter[] = [],
): Promise<PageResult<Session>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/sessions${queryString(gridStateToRestParams(state, fixedFilters))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Session[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
