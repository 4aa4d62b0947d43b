import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { Farm } from "../farms.types";

/** Every farm matching a grid state's filters and sort, page after page. */
export function getAllFarms(state: GridState): Promise<Farm[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<Farm>("/inventory/v1/farms", params);
}
