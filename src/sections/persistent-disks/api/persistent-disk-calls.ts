import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { DiskImportSpec } from "../persistent-disks.types";

export const PERSISTENT_DISKS_PATH = "/inventory/v1/persistent-disks";

/** Detaches disks from their machines (a result per disk). */
export function detachDisksCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: `${PERSISTENT_DISKS_PATH}/action/detach`, body: ids };
}

/** Detaches disks and moves them to the datastore's archive folder (a result per disk). */
export function archiveDisksCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: `${PERSISTENT_DISKS_PATH}/action/archive`, body: ids };
}

/** Attaches a detached disk to a machine of a dedicated pool. */
export function attachDiskCall(id: string, machineId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${PERSISTENT_DISKS_PATH}/{id}/action/attach`, { id }),
    body: { machine_id: machineId },
  };
}

/** Deletes a detached disk. */
export function deleteDiskCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath(`${PERSISTENT_DISKS_PATH}/{id}`, { id }) };
}

/** Registers a disk file of vCenter as a detached persistent disk of a pool. */
export function importDiskCall(spec: DiskImportSpec): ApiCall {
  return { api: "rest", method: "POST", path: `${PERSISTENT_DISKS_PATH}/action/import`, body: spec };
}
