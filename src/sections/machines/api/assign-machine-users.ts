import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** Assigns users to a machine of a dedicated pool; the answer has a result per user. */
export function assignMachineUsersCall(machineId: string, userIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/machines/{id}/action/assign-users", { id: machineId }),
    body: userIds,
  };
}
