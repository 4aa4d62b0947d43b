import { fetchAllPages } from "../../../core/http/api-clients";
import type { MachineStateSummary } from "../dashboard.types";

/** The state of every machine, page after page. */
export function getMachineStates(): Promise<MachineStateSummary[]> {
  return fetchAllPages<MachineStateSummary>("/inventory/v1/machines");
}
