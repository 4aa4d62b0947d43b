import type { ApiCall } from "../../../core/http/api-call";
import { apiPath, idFromLocation, restApi } from "../../../core/http/api-clients";
import type { GlobalEntitlementKind, GlobalEntitlementSpec } from "../global-entitlements.types";
import type { GlobalEntitlementUpdateSpec } from "../global-entitlements.model";
import { poolsOf, resourceOf } from "./global-entitlement-reads";

/**
 * Creates a global entitlement and answers its id from the Location header. Desktops go through v2: the v1
 * GlobalDesktopEntitlementCreateSpec has no federated_access_group_id, the V2 one requires it, as the
 * application create spec (v1, the only version) does.
 */
export async function createGlobalEntitlement(
  kind: GlobalEntitlementKind,
  spec: GlobalEntitlementSpec,
): Promise<string | undefined> {
  const version = kind === "DESKTOP" ? "v2" : "v1";
  const response = await restApi.post(spec, `/inventory/${version}/${resourceOf(kind)}`).res();
  return idFromLocation(response);
}

/** Replaces a global entitlement's settings: 2212 updates through v1 only, with the whole update spec. */
export async function updateGlobalEntitlement(
  kind: GlobalEntitlementKind,
  id: string,
  spec: GlobalEntitlementUpdateSpec,
): Promise<void> {
  await restApi.put(spec, apiPath(`/inventory/v1/${resourceOf(kind)}/{id}`, { id })).res();
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
