import type { ApiCall } from "../../../core/http/api-call";
import { apiPath, idFromLocation, restApi } from "../../../core/http/api-clients";
import type { GlobalEntitlementKind, GlobalEntitlementSpec } from "../global-entitlements.types";
import { poolsOf, resourceOf } from "./global-entitlement-reads";

/** Creates a global entitlement and answers its id from the Location header. */
export async function createGlobalEntitlement(
  kind: GlobalEntitlementKind,
  spec: GlobalEntitlementSpec,
): Promise<string | undefined> {
  const response = await restApi.post(spec, `/inventory/v1/${resourceOf(kind)}`).res();
  return idFromLocation(response);
}

/** Deletes a global entitlement (its local pools stay on their pods, unlinked). */
export function deleteGlobalEntitlementCall(kind: GlobalEntitlementKind, id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath(`/inventory/v1/${resourceOf(kind)}/{id}`, { id }) };
}

/** Adds local pools of any pod to a global entitlement, or removes them (a result per pool). */
export function changeLocalPoolsCall(
  change: "add" | "remove",
  kind: GlobalEntitlementKind,
  id: string,
  poolIds: readonly string[],
): ApiCall {
  return {
    api: "rest",
    method: change === "add" ? "POST" : "DELETE",
    path: apiPath(`/inventory/v1/${resourceOf(kind)}/{id}/${poolsOf(kind)}`, { id }),
    body: poolIds,
  };
}
