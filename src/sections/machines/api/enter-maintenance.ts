import type { ApiCall } from "../../../core/http/api-call";

/** Puts machines into maintenance mode (REST bulk action); the answer has a result per machine. */
export function enterMaintenanceCall(machineIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/machines/action/enter-maintenance",
    body: machineIds,
  };
}
