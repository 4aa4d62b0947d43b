import { idFromLocation, restApi } from "../../../core/http/api-clients";

/** Creates a desktop pool (the OpenAPI's newest create) and answers its id, from the Location header. */
export async function createDesktopPool(body: object): Promise<string | undefined> {
  const response = await restApi.post(body, "/inventory/v2/desktop-pools").res();
  return idFromLocation(response);
}
