import { queryString, restApi } from "../http/api-clients";
import type { HostOrCluster } from "./vcenter.types";

/** The hosts and clusters of a datacenter. */
export function getHostsOrClusters(vcenterId: string, datacenterId: string): Promise<HostOrCluster[]> {
  return restApi
    .get(
      "/external/v1/hosts-or-clusters" + queryString({ vcenter_id: vcenterId, datacenter_id: datacenterId }),
    )
    .json<HostOrCluster[]>();
}
