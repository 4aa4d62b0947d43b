import { apiPath, restApi } from "../../../core/http/api-clients";

/** What the edit wizard may change on an existing pool. */
export interface DesktopPoolEdit {
  display_name: string;
  description: string;
  enabled: boolean;
}

/** Saves the edit wizard's changes (a partial update). */
export async function editDesktopPool(id: string, edit: DesktopPoolEdit): Promise<void> {
  await restApi.put(edit, apiPath("/inventory/v1/desktop-pools/{id}", { id })).res();
}
