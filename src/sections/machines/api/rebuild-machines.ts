import type { ApiCall } from "../../../core/http/api-call";

/** Rebuilds full-clone machines under their names (REST bulk action); the answer has a result per machine. */
export function rebuildMachinesCall(machineIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/machines/action/rebuild", body: machineIds };
}
