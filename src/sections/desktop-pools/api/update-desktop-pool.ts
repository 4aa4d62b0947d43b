import { apiPath, restApi } from "../../../core/http/api-clients";

/** The settings a pool update may change without the add/edit wizard. */
export interface DesktopPoolChange {
  enabled?: boolean;
  enable_provisioning?: boolean;
}

/**
 * Updates only the named settings of a pool. Sending nothing else keeps the change within what
 * POOL_ENABLE allows; every other setting stays as it is.
 */
export async function updateDesktopPool(id: string, change: DesktopPoolChange): Promise<void> {
  await restApi.put(change, apiPath("/inventory/v1/desktop-pools/{id}", { id })).res();
}
