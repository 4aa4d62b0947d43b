import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { MachineEvent } from "../machines.types";

/** One page of the audit events about a machine. */
export async function getMachineEventsPage(
  machineId: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<MachineEvent>> {
  const scoped: GridState = {
    ...state,
    filters: [
      ...state.filters,
      { field: "machine_id", kind: "STRING", value: machineId, operator: "Equals" },
    ],
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/external/v1/audit-events${queryString(gridStateToRestParams(scoped))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as MachineEvent[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
