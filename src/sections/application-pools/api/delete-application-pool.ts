import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** Deletes an application pool. */
export function deleteApplicationPoolCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/inventory/v1/application-pools/{id}", { id }) };
}
