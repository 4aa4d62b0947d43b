import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** Removes an RDS host from its farm. */
export function deleteRdsServerCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/inventory/v1/rds-servers/{id}", { id }) };
}
