import { restApi } from "../../../core/http/api-clients";
import type { BulkEntitlementResult, PoolEntitlement } from "../desktop-pools.types";

/** Entitles users and groups to pools; the answer has a result per pool and per user or group. */
export function addDesktopPoolEntitlements(
  specs: readonly PoolEntitlement[],
): Promise<BulkEntitlementResult[]> {
  return restApi.post(specs, "/entitlements/v1/desktop-pools").json<BulkEntitlementResult[]>();
}
