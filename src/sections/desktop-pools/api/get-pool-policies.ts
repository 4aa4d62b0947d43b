import { apiPath, restApi } from "../../../core/http/api-clients";
import type { PoolPolicy } from "../pool-tabs.types";

/** A pool's policies with the mode in force (the emulator's call; the public API has none). */
export function getPoolPolicies(poolId: string): Promise<PoolPolicy[]> {
  return restApi
    .get(apiPath("/inventory/v1/desktop-pools/{id}/policies", { id: poolId }))
    .json<PoolPolicy[]>();
}
