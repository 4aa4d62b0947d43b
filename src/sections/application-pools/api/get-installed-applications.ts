import { apiPath, restApi } from "../../../core/http/api-clients";
import type { ApplicationHost, InstalledApplication } from "../application-pools.types";

/** The applications installed on a farm's hosts or on a desktop pool. */
export function getInstalledApplications(host: ApplicationHost): Promise<InstalledApplication[]> {
  const resource = host.kind === "farm" ? "farms" : "desktop-pools";
  return restApi
    .get(apiPath(`/inventory/v1/${resource}/{id}/installed-applications`, { id: host.id }))
    .json<InstalledApplication[]>();
}
