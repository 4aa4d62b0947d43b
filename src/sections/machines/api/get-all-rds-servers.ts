import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { RdsServer } from "../machines.types";

/** Every RDS host matching a grid state's filters and sort, page after page. */
export function getAllRdsServers(state: GridState): Promise<RdsServer[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<RdsServer>("/inventory/v1/rds-servers", params);
}
