import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Deletes a farm (refused while a desktop or application pool uses it). */
export function deleteFarmCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/inventory/v1/farms/{id}", { id }) };
}
