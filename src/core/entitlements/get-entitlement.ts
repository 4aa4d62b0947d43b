import { apiPath, restApi } from "../http/api-clients";
import { ApiError } from "../http/api-error";
import type { EntitledResource, PoolEntitlement } from "./entitlement.types";

/** The users and groups entitled to a pool; a pool nobody is entitled to gives an empty list. */
export async function getEntitlement(resource: EntitledResource, id: string): Promise<PoolEntitlement> {
  try {
    return await restApi.get(apiPath(`/entitlements/v1/${resource}/{id}`, { id })).json<PoolEntitlement>();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { id, ad_user_or_group_ids: [] };
    throw error;
  }
}
