import { queryString, restApi } from "../http/api-clients";
import type { BaseSnapshot } from "./vcenter.types";

/** The snapshots of a golden image. */
export function getBaseSnapshots(vcenterId: string, baseVmId: string): Promise<BaseSnapshot[]> {
  return restApi
    .get("/external/v1/base-snapshots" + queryString({ vcenter_id: vcenterId, base_vm_id: baseVmId }))
    .json<BaseSnapshot[]>();
}
