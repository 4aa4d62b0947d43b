import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Removes a user's overrides: the pool's policies apply to the user again. */
export function removePoolPolicyOverrideCall(poolId: string, userId: string): ApiCall {
  return {
    api: "rest",
    method: "DELETE",
    path: apiPath("/inventory/v1/desktop-pools/{id}/policy-overrides/{userId}", { id: poolId, userId }),
  };
}
