import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** Removes an RDS host from the pod. */
export function deleteRdsServerCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/inventory/v1/rds-servers/{id}", { id }) };
}

/** Removes a registered physical machine from the pod. */
export function deletePhysicalMachineCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/inventory/v1/physical-machines/{id}", { id }) };
}
