import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** The settings a farm update may change outside the wizard. */
export interface FarmChange {
  enabled?: boolean;
}

/** Updates only the named settings of a farm (enable or disable needs only POOL_ENABLE). */
export function updateFarmCall(id: string, change: FarmChange): ApiCall {
  return { api: "rest", method: "PUT", path: apiPath("/inventory/v1/farms/{id}", { id }), body: change };
}
