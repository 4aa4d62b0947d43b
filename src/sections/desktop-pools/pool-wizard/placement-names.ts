import { getBaseSnapshots } from "../../../core/vcenter/get-base-snapshots";
import { getBaseVms } from "../../../core/vcenter/get-base-vms";
import { getCustomizationSpecifications } from "../../../core/vcenter/get-customization-specifications";
import { getDatastores } from "../../../core/vcenter/get-datastores";
import { getHostsOrClusters } from "../../../core/vcenter/get-hosts-or-clusters";
import { getResourcePools } from "../../../core/vcenter/get-resource-pools";
import { getVirtualCenters } from "../../../core/vcenter/get-virtual-centers";
import { getVmFolders } from "../../../core/vcenter/get-vm-folders";
import type { DesktopPoolRow } from "../desktop-pools.types";

type Named = { id: string; name?: string; details?: { name?: string } };
type Tree = Named & { children?: Tree[]; container?: { children?: Tree[] } };

/** Every object of a tree (folders, resource pools, hosts in containers), with its name. */
function namesOf(items: readonly Tree[], names: Map<string, string>): void {
  for (const item of items) {
    const name = item.name ?? item.details?.name;
    if (name) names.set(item.id, name);
    namesOf(item.children ?? item.container?.children ?? [], names);
  }
}

/**
 * The names of the vCenter objects a pool is placed on (its vCenter, image, snapshot, folder, host or cluster,
 * resource pool, datastores, customisation), by id, from the same `/external/v1` lists the pickers use.
 * A list that cannot be read leaves its objects out: the wizard then shows their ids.
 */
export async function getPlacementNames(pool: DesktopPoolRow): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const vcenterId = pool.vcenter_id;
  const placement = pool.provisioning_settings;
  if (!vcenterId || !placement) return names;
  const { parent_vm_id: vmId, datacenter_id: datacenterId, host_or_cluster_id: hostId } = placement;
  const lists: Promise<Tree[]>[] = [
    getVirtualCenters().then((vcenters) =>
      vcenters.map((vcenter) => ({ id: vcenter.id, name: vcenter.display_name ?? vcenter.server_name })),
    ),
    getBaseVms(vcenterId),
    getCustomizationSpecifications(vcenterId),
    ...(vmId ? [getBaseSnapshots(vcenterId, vmId)] : []),
    ...(datacenterId
      ? [getVmFolders(vcenterId, datacenterId), getHostsOrClusters(vcenterId, datacenterId)]
      : []),
    ...(hostId ? [getResourcePools(vcenterId, hostId), getDatastores(vcenterId, hostId)] : []),
  ];
  for (const list of await Promise.allSettled(lists))
    if (list.status === "fulfilled") namesOf(list.value, names);
  return names;
}
