import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { RdsServer } from "../machines.types";

/** One page of RDS hosts for a grid state. */
export async function getRdsServersPage(
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<RdsServer>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/rds-servers${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as RdsServer[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
