import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** Takes users off a machine; the answer has a result per user. */
export function unassignMachineUsersCall(machineId: string, userIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/machines/{id}/action/unassign-users", { id: machineId }),
    body: userIds,
  };
}
