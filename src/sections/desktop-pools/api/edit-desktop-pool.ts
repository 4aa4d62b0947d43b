import { apiPath, restApi } from "../../../core/http/api-clients";

/**
 * Saves the edit wizard's entries: a DesktopPoolUpdateSpec body (`updateBody` in the wizard's model),
 * which names only the settings an existing pool may change.
 */
export async function editDesktopPool(id: string, body: Record<string, unknown>): Promise<void> {
  await restApi.put(body, apiPath("/inventory/v1/desktop-pools/{id}", { id })).res();
}
