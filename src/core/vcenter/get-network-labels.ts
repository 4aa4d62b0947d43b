import { queryString, restApi } from "../http/api-clients";
import type { NetworkLabel } from "./vcenter.types";

/** The networks a host or cluster offers to a pool's network cards. */
export function getNetworkLabels(vcenterId: string, hostOrClusterId: string): Promise<NetworkLabel[]> {
  return restApi
    .get(
      "/external/v1/network-labels" +
        queryString({ vcenter_id: vcenterId, host_or_cluster_id: hostOrClusterId }),
    )
    .json<NetworkLabel[]>();
}
