import { restApi } from "../http/api-clients";
import { licenseFromResponse, type LicenseInfo } from "./license.model";

/** GET /rest/config/v1/licenses: the pod's licence, or null when the answer holds none. */
export async function getLicense(): Promise<LicenseInfo | null> {
  const body: unknown = await restApi.get("/config/v1/licenses").json();
  return licenseFromResponse(body);
}
