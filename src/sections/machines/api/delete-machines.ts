import type { ApiCall } from "../../../core/http/api-call";

/**
 * Removes machines (REST bulk delete); `deleteFromDisk` also deletes the virtual machines of a manual
 * pool from vCenter (an automated pool's machines always go). The answer has a result per machine.
 */
export function deleteMachinesCall(machineIds: readonly string[], deleteFromDisk: boolean): ApiCall {
  return {
    api: "rest",
    method: "DELETE",
    path: "/inventory/v1/machines",
    body: { machine_ids: machineIds, machine_delete_data: { delete_from_disk: deleteFromDisk } },
  };
}
