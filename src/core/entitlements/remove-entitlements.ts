import { restApi } from "../http/api-clients";
import type { BulkEntitlementResult, EntitledResource, PoolEntitlement } from "./entitlement.types";

/** Removes users' and groups' entitlements to pools; the answer has a result per pool. */
export function removeEntitlements(
  resource: EntitledResource,
  specs: readonly PoolEntitlement[],
): Promise<BulkEntitlementResult[]> {
  return restApi.json(specs).delete(`/entitlements/v1/${resource}`).json<BulkEntitlementResult[]>();
}
