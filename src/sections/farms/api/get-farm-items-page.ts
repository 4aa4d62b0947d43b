import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";

/** The farm-owned lists a farm page shows on its tabs. */
export type FarmItemList = "rds-servers" | "application-pools" | "sessions";

/** One page of a farm's RDS hosts, application pools or sessions for a grid state. */
export async function getFarmItemsPage<Row>(
  list: FarmItemList,
  farmId: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<Row>> {
  const scoped: GridState = {
    ...state,
    filters: [...state.filters, { field: "farm_id", kind: "STRING", value: farmId, operator: "Equals" }],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/${list}${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as Row[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
