import type { ApiCall } from "../../../core/http/api-call";

/** Restarts machines' guest operating systems (REST bulk action); the answer has a result per machine. */
export function restartMachinesCall(machineIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/machines/action/restart", body: machineIds };
}
