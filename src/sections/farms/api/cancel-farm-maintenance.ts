import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Cancels the scheduled (immediate or recurring) maintenance of an instant-clone farm. */
export function cancelFarmMaintenanceCall(farmId: string, mode: "IMMEDIATE" | "RECURRING"): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/farms/{id}/action/cancel-scheduled-maintenance", { id: farmId }),
    body: { maintenance_mode: mode },
  };
}
