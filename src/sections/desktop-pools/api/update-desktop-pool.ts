import { apiPath, restApi } from "../../../core/http/api-clients";
import type { DesktopPool } from "../desktop-pools.types";

/** The settings a pool update may change without the add/edit wizard. */
export interface DesktopPoolChange {
  enabled?: boolean;
  enable_provisioning?: boolean;
}

/**
 * Updates a pool. The REST update takes the pool's settings as a whole, so the change is applied to
 * the pool as last read; the server keeps every setting the update does not name.
 */
export async function updateDesktopPool(pool: DesktopPool, change: DesktopPoolChange): Promise<void> {
  const body = {
    display_name: pool.display_name ?? pool.name,
    enabled: change.enabled ?? pool.enabled,
    enable_client_restrictions: pool.enable_client_restrictions ?? false,
    cloud_managed: pool.cloud_managed ?? false,
    cloud_assigned: pool.cloud_assigned ?? false,
    display_assigned_machine_name: pool.display_assigned_machine_name ?? false,
    display_machine_alias: pool.display_machine_alias ?? false,
    ...(pool.description !== undefined ? { description: pool.description } : {}),
    ...(pool.access_group_id !== undefined ? { access_group_id: pool.access_group_id } : {}),
    ...(change.enable_provisioning !== undefined || pool.enable_provisioning !== undefined
      ? { enable_provisioning: change.enable_provisioning ?? pool.enable_provisioning }
      : {}),
  };
  await restApi.put(body, apiPath("/inventory/v1/desktop-pools/{id}", { id: pool.id })).res();
}
