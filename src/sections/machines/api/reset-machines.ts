import type { ApiCall } from "../../../core/http/api-call";

/** Resets machines (a hard power cycle) (REST bulk action); the answer has a result per machine. */
export function resetMachinesCall(machineIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/machines/action/reset", body: machineIds };
}
