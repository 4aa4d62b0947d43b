import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";
import type { DesktopPool } from "../desktop-pools.types";

/** The settings a pool update may change without the add/edit wizard. */
export interface DesktopPoolChange {
  enabled?: boolean;
  enable_provisioning?: boolean;
  /** A move to another local access group (POOL_MANAGEMENT on both groups). */
  access_group_id?: string;
}

/**
 * Changes the named settings of a pool as read (DesktopPoolInfoV6). DesktopPoolUpdateSpec requires the
 * display name, the enabled flag and the cloud and display flags: they go as read, so the body changes
 * only what is named (enabling and provisioning stay within what POOL_ENABLE allows).
 */
export function updateDesktopPoolCall(pool: DesktopPool, change: DesktopPoolChange): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/desktop-pools/{id}", { id: pool.id }),
    body: {
      display_name: pool.display_name ?? pool.name,
      enabled: pool.enabled,
      cloud_assigned: pool.cloud_assigned ?? false,
      cloud_managed: pool.cloud_managed ?? false,
      display_assigned_machine_name: pool.display_assigned_machine_name ?? false,
      display_machine_alias: pool.display_machine_alias ?? false,
      enable_client_restrictions: pool.enable_client_restrictions ?? false,
      ...change,
    },
  };
}
