import type { ApiCall } from "../../../core/http/api-call";

/** Takes machines out of maintenance mode (REST bulk action); the answer has a result per machine. */
export function exitMaintenanceCall(machineIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/machines/action/exit-maintenance",
    body: machineIds,
  };
}
