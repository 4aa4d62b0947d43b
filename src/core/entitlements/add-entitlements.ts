import { restApi } from "../http/api-clients";
import type { BulkEntitlementResult, EntitledResource, PoolEntitlement } from "./entitlement.types";

/** Entitles users and groups to pools; the answer has a result per pool and per user or group. */
export function addEntitlements(
  resource: EntitledResource,
  specs: readonly PoolEntitlement[],
): Promise<BulkEntitlementResult[]> {
  return restApi.post(specs, `/entitlements/v1/${resource}`).json<BulkEntitlementResult[]>();
}
