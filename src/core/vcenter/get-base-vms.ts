import { queryString, restApi } from "../http/api-clients";
import type { BaseVm } from "./vcenter.types";

/** The virtual machines of a vCenter that may serve as a golden image (incompatible ones say why). */
export function getBaseVms(vcenterId: string): Promise<BaseVm[]> {
  return restApi.get("/external/v1/base-vms" + queryString({ vcenter_id: vcenterId })).json<BaseVm[]>();
}
