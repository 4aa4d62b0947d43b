import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { DesktopPool } from "../desktop-pools.types";

/** Every desktop pool matching a grid state's filters and sort, page after page. */
export function getAllDesktopPools(state: GridState): Promise<DesktopPool[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<DesktopPool>("/inventory/v6/desktop-pools", params);
}
