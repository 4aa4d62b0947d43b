import { queryString, restApi } from "../http/api-clients";
import type { Datacenter } from "./vcenter.types";

/** The datacenters of a vCenter. */
export function getDatacenters(vcenterId: string): Promise<Datacenter[]> {
  return restApi
    .get("/external/v1/datacenters" + queryString({ vcenter_id: vcenterId }))
    .json<Datacenter[]>();
}
