import type { ApiCall } from "../../../core/http/api-call";

/** Recovers machines (instant clones are cloned again, others powered on) (REST bulk action); the answer has a result per machine. */
export function recoverMachinesCall(machineIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/machines/action/recover", body: machineIds };
}
