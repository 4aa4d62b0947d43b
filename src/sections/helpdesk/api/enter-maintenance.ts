import type { ApiCall } from "../../../core/http/api-call";

/** Puts machines into maintenance mode (MACHINE_MAINTENANCE on each machine's access group). */
export function enterMaintenanceCall(machineIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/machines/action/enter-maintenance",
    body: machineIds,
  };
}
