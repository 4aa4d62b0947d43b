import { fetchAllPages } from "../../../core/http/api-clients";
import type { PoolEntitlement } from "../../../core/entitlements/entitlement.types";

/** The entitlements of some application pools (one request per call; callers keep the list short). */
export function getApplicationEntitlements(ids: readonly string[]): Promise<PoolEntitlement[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<PoolEntitlement>("/entitlements/v1/application-pools", { filter });
}
