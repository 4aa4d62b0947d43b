import { apiPath, idFromLocation, queryString, restApi } from "../../../core/http/api-clients";
import type { ApplicationIcon } from "../application-pools.types";

/** The custom icons of an application pool. */
export function getApplicationIcons(applicationId: string): Promise<ApplicationIcon[]> {
  return restApi
    .get(`/inventory/v1/application-icons${queryString({ application_pool_id: applicationId })}`)
    .json<ApplicationIcon[]>();
}

/** Uploads an icon (base64 image data, 16 to 256 pixels a side) and makes it the application's icon. */
export async function setCustomIcon(applicationId: string, icon: Omit<ApplicationIcon, "id">): Promise<void> {
  const response = await restApi.post(icon, "/inventory/v1/application-icons").res();
  const iconId = idFromLocation(response);
  if (!iconId) throw new Error("The server did not name the new icon");
  await restApi
    .post(
      { icon_id: iconId },
      apiPath("/inventory/v1/application-pools/{id}/action/add-custom-icon", { id: applicationId }),
    )
    .res();
}

/** Removes the application's custom icon (the agent's icon shows again). */
export async function removeCustomIcon(applicationId: string): Promise<void> {
  await restApi
    .post(
      {},
      apiPath("/inventory/v1/application-pools/{id}/action/remove-custom-icon", { id: applicationId }),
    )
    .res();
}
