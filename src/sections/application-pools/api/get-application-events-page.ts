import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";

/** An audit event about an application pool. */
export interface ApplicationEvent {
  id: string;
  time: number;
  severity: string;
  module?: string;
  message: string;
}

/** One page of the audit events about an application pool (matched by its name, as events record it). */
export async function getApplicationEventsPage(
  applicationName: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<ApplicationEvent>> {
  const scoped: GridState = {
    ...state,
    filters: [
      ...state.filters,
      { field: "application_pool_name", kind: "STRING", value: applicationName, operator: "Equals" },
    ],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/external/v1/audit-events${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as ApplicationEvent[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
