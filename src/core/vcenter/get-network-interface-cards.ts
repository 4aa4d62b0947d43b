import { queryString, restApi } from "../http/api-clients";
import type { NetworkInterfaceCard } from "./vcenter.types";

/** The network cards of a golden image's snapshot (NetworkInterfaceCardInfo, API v1). */
export function getNetworkInterfaceCards(
  vcenterId: string,
  baseVmId: string,
  baseSnapshotId: string,
): Promise<NetworkInterfaceCard[]> {
  return restApi
    .get(
      "/external/v1/network-interface-cards" +
        queryString({ vcenter_id: vcenterId, base_vm_id: baseVmId, base_snapshot_id: baseSnapshotId }),
    )
    .json<NetworkInterfaceCard[]>();
}
