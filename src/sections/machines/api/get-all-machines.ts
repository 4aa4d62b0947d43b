import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { Machine } from "../machines.types";

/** Every machine matching a grid state's filters and sort, page after page. */
export function getAllMachines(state: GridState): Promise<Machine[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<Machine>("/inventory/v4/machines", params);
}
