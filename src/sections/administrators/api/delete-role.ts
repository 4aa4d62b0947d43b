import type { ApiCall } from "../../../core/http/api-call";

/** Deletes a custom role. */
export function deleteRoleCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: `/config/v1/roles/${encodeURIComponent(id)}` };
}
