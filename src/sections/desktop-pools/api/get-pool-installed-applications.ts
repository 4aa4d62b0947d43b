import { apiPath, restApi } from "../../../core/http/api-clients";
import type { InstalledApplication } from "../pool-tabs.types";

/** The applications installed on a pool's machines. */
export function getPoolInstalledApplications(poolId: string): Promise<InstalledApplication[]> {
  return restApi
    .get(apiPath("/inventory/v1/desktop-pools/{id}/installed-applications", { id: poolId }))
    .json<InstalledApplication[]>();
}
