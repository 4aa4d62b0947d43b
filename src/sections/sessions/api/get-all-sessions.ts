import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { Session } from "../sessions.types";

/** Every session matching a grid state's filters and sort, page after page. */
export function getAllSessions(state: GridState): Promise<Session[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<Session>("/inventory/v1/sessions", params);
}
