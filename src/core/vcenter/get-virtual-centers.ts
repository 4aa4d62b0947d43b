import { restApi } from "../http/api-clients";
import type { VirtualCenter } from "./vcenter.types";

/** The vCenter Servers of the pod. */
export function getVirtualCenters(): Promise<VirtualCenter[]> {
  return restApi.get("/config/v2/virtual-centers").json<VirtualCenter[]>();
}
