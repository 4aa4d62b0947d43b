import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams, type GridState } from "../../../core/query/grid-state";
import type { AgentMachine } from "../agents.types";

/** Every machine matching a grid state's filters and sort, page after page. */
export function getAllAgentMachines(state: GridState): Promise<AgentMachine[]> {
  const { page: _page, size: _size, ...params } = gridStateToRestParams(state);
  return fetchAllPages<AgentMachine>("/inventory/v4/machines", params);
}
