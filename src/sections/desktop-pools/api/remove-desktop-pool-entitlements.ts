import { restApi } from "../../../core/http/api-clients";
import type { BulkEntitlementResult, PoolEntitlement } from "../desktop-pools.types";

/** Removes users' and groups' entitlements to pools; the answer has a result per pool. */
export function removeDesktopPoolEntitlements(
  specs: readonly PoolEntitlement[],
): Promise<BulkEntitlementResult[]> {
  return restApi.json(specs).delete("/entitlements/v1/desktop-pools").json<BulkEntitlementResult[]>();
}
