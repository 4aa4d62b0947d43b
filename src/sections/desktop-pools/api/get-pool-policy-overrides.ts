import { apiPath, restApi } from "../../../core/http/api-clients";
import type { PolicyOverride } from "../pool-tabs.types";

/** The users whose policies differ from the pool's. */
export function getPoolPolicyOverrides(poolId: string): Promise<PolicyOverride[]> {
  return restApi
    .get(apiPath("/inventory/v1/desktop-pools/{id}/policy-overrides", { id: poolId }))
    .json<PolicyOverride[]>();
}
