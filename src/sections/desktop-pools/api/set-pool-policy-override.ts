import { apiPath, restApi } from "../../../core/http/api-clients";
import type { PolicyMode, PolicyName } from "../pool-tabs.types";

/** Sets a user's overrides on a pool (INHERIT entries are no override). */
export async function setPoolPolicyOverride(
  poolId: string,
  userId: string,
  policies: readonly { name: PolicyName; mode: PolicyMode }[],
): Promise<void> {
  await restApi
    .put(
      { policies },
      apiPath("/inventory/v1/desktop-pools/{id}/policy-overrides/{userId}", { id: poolId, userId }),
    )
    .res();
}
