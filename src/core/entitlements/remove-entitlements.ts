import type { ApiCall } from "../http/api-call";
import { sendApiCall } from "../http/api-call";
import type { BulkEntitlementResult, EntitledResource, PoolEntitlement } from "./entitlement.types";

/** DELETE /entitlements/v1/<resource>: removes users' and groups' entitlements, a result per pool. */
export function removeEntitlementsCall(
  resource: EntitledResource,
  specs: readonly PoolEntitlement[],
): ApiCall {
  return { api: "rest", method: "DELETE", path: `/entitlements/v1/${resource}`, body: specs };
}

/** Removes users' and groups' entitlements to pools; the answer has a result per pool. */
export async function removeEntitlements(
  resource: EntitledResource,
  specs: readonly PoolEntitlement[],
): Promise<BulkEntitlementResult[]> {
  return (await sendApiCall(removeEntitlementsCall(resource, specs))) as BulkEntitlementResult[];
}
