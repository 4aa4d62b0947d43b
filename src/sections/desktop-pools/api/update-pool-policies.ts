import { apiPath, restApi } from "../../../core/http/api-clients";
import type { PolicyMode, PolicyName } from "../pool-tabs.types";

/** Sets a pool's policy modes (INHERIT takes the global value). */
export async function updatePoolPolicies(
  poolId: string,
  policies: readonly { name: PolicyName; mode: PolicyMode }[],
): Promise<void> {
  await restApi.put(policies, apiPath("/inventory/v1/desktop-pools/{id}/policies", { id: poolId })).res();
}
