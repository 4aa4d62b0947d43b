import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { QueryFilter } from "../../../core/query/query.model";
import type { Session } from "../sessions.types";

/** Every session matching a grid state's filters and sort (and fixed filters), page after page. */
export function getAllSessions(
  state: GridState,
  fixedFilters: readonly QueryFilter[] = [],
): Promise<Session[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state, fixedFilters);
  return fetchAllPages<Session>("/inventory/v1/sessions", params);
}
