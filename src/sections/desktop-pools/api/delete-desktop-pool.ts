import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Deletes a pool; with deleteFromDisk its virtual machines are deleted from the datastore too. */
export function deleteDesktopPoolCall(id: string, deleteFromDisk: boolean): ApiCall {
  return {
    api: "rest",
    method: "DELETE",
    path: apiPath("/inventory/v1/desktop-pools/{id}", { id }),
    body: { delete_from_disk: deleteFromDisk },
  };
}
