import { queryString, restApi } from "../http/api-clients";
import type { ResourcePool } from "./vcenter.types";

/** The resource pool tree of a host or cluster. */
export function getResourcePools(vcenterId: string, hostOrClusterId: string): Promise<ResourcePool[]> {
  return restApi
    .get(
      "/external/v1/resource-pools" +
        queryString({ vcenter_id: vcenterId, host_or_cluster_id: hostOrClusterId }),
    )
    .json<ResourcePool[]>();
}
