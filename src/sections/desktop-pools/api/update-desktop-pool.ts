import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** The settings a pool update may change without the add/edit wizard. */
export interface DesktopPoolChange {
  enabled?: boolean;
  enable_provisioning?: boolean;
}

/**
 * Updates only the named settings of a pool. Sending nothing else keeps the change within what
 * POOL_ENABLE allows; every other setting stays as it is.
 */
export function updateDesktopPoolCall(id: string, change: DesktopPoolChange): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/desktop-pools/{id}", { id }),
    body: change,
  };
}
