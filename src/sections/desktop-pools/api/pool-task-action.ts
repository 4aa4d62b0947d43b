import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

export type PoolTaskAction = "pause" | "resume" | "cancel";

/** Pauses, resumes (retrying failed machines) or cancels one of a pool's tasks. */
export function poolTaskActionCall(poolId: string, taskId: string, action: PoolTaskAction): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`/inventory/v1/desktop-pools/{id}/tasks/{taskId}/action/${action}`, { id: poolId, taskId }),
    ...(action === "resume" ? { body: { retry_failed_vms: true } } : {}),
  };
}
