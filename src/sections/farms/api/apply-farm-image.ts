import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Applies the farm's pending image (or, with pendingImage false, its current one) to RDS hosts. */
export function applyFarmImageCall(
  farmId: string,
  hostIds: readonly string[],
  pendingImage: boolean,
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `${apiPath("/inventory/v1/farms/{id}/action/apply-image", { id: farmId })}?pending_image=${pendingImage}`,
    body: hostIds,
  };
}
