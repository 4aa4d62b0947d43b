import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Makes the image held for some RDS hosts (READY_HELD) the farm's image, on every host. */
export function promoteFarmImageCall(farmId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/farms/{id}/action/promote-pending-image", { id: farmId }),
  };
}
