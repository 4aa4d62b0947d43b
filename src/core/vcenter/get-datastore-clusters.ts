import { queryString, restApi } from "../http/api-clients";
import type { DatastoreCluster } from "./vcenter.types";

/** The datastore clusters a host or cluster reaches. */
export function getDatastoreClusters(
  vcenterId: string,
  hostOrClusterId: string,
): Promise<DatastoreCluster[]> {
  return restApi
    .get(
      "/external/v1/datastore-clusters" +
        queryString({ vcenter_id: vcenterId, host_or_cluster_id: hostOrClusterId }),
    )
    .json<DatastoreCluster[]>();
}
