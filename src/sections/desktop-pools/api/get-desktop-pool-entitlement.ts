import { apiPath, restApi } from "../../../core/http/api-clients";
import { ApiError } from "../../../core/http/api-error";
import type { PoolEntitlement } from "../desktop-pools.types";

/** The users and groups entitled to a pool; a pool nobody is entitled to gives an empty list. */
export async function getDesktopPoolEntitlement(id: string): Promise<PoolEntitlement> {
  try {
    return await restApi.get(apiPath("/entitlements/v1/desktop-pools/{id}", { id })).json<PoolEntitlement>();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { id, ad_user_or_group_ids: [] };
    throw error;
  }
}
