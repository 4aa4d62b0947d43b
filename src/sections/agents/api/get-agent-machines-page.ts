import { hasMoreRecords, queryString, restApi } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { PageResult } from "../../../core/query/query-service";
import type { AgentMachine } from "../agents.types";

/** One page of machines with their agent versions and upgrade states. */
export async function getAgentMachinesPage(
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<AgentMachine>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v4/machines${queryString(gridStateToRestParams(state))}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as AgentMachine[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
}
