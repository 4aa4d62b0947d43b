import type { ApiCall } from "../../../core/http/api-call";

/** Removes permissions (bulk; a result per id). */
export function deletePermissionsCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "DELETE", path: "/config/v1/permissions", body: [...ids] };
}
