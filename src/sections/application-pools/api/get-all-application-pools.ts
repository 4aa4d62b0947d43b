import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { ApplicationPool } from "../application-pools.types";

/** Every application pool matching a grid state's filters and sort, page after page (export, bulk). */
export function getAllApplicationPools(state: GridState): Promise<ApplicationPool[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<ApplicationPool>("/inventory/v4/application-pools", params);
}
