import { apiPath, restApi } from "../../../core/http/api-clients";

/** Deletes a pool; with deleteFromDisk its virtual machines are deleted from the datastore too. */
export async function deleteDesktopPool(id: string, deleteFromDisk: boolean): Promise<void> {
  await restApi
    .json({ delete_from_disk: deleteFromDisk })
    .delete(apiPath("/inventory/v1/desktop-pools/{id}", { id }))
    .res();
}
