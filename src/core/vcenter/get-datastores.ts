import { queryString, restApi } from "../http/api-clients";
import type { Datastore } from "./vcenter.types";

/** The datastores a host or cluster reaches. */
export function getDatastores(vcenterId: string, hostOrClusterId: string): Promise<Datastore[]> {
  return restApi
    .get(
      "/external/v1/datastores" + queryString({ vcenter_id: vcenterId, host_or_cluster_id: hostOrClusterId }),
    )
    .json<Datastore[]>();
}
