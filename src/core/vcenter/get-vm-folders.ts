import { queryString, restApi } from "../http/api-clients";
import type { VmFolder } from "./vcenter.types";

/** The VM folder tree of a datacenter. */
export function getVmFolders(vcenterId: string, datacenterId: string): Promise<VmFolder[]> {
  return restApi
    .get("/external/v1/vm-folders" + queryString({ vcenter_id: vcenterId, datacenter_id: datacenterId }))
    .json<VmFolder[]>();
}
