import type { ApiCall } from "../../../core/http/api-call";

/** Cancels agent upgrade tasks; the answer has a result per task. */
export function cancelAgentUpgradesCall(taskIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/machines/action/cancel-agent-upgrade",
    body: taskIds,
  };
}
