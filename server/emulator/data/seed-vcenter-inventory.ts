import type { VirtualCenterRecord } from "./inventory-types";

// What a vCenter holds, as the OpenAPI's /external/v1 vCenter calls answer it. Derived from the vCenter's
// position alone (no randomness), so every run and every scale sees the same objects, and ids follow
// vSphere's managed-object form (datacenter-1, domain-c11, vm-101): unique within one vCenter.

export interface DatacenterInfo {
  id: string;
  name: string;
  path: string;
}

export interface BaseVmInfo {
  id: string;
  name: string;
  path: string;
  datacenter_id: string;
  vcenter_id: string;
  operating_system: string;
  operating_system_display_name: string;
  network_type: "STANDARD_NETWORK" | "OPAQUE_NETWORK" | "DISTRUBUTED_VIRTUAL_PORT_GROUP";
  incompatible_reasons: string[];
}

export interface BaseSnapshotInfo {
  id: string;
  name: string;
  path: string;
  vcenter_id: string;
  created_timestamp: number;
  disk_size_mb: number;
  memory_mb: number;
  memory_reservation_mb: number;
  hardware_version: number;
  max_number_of_monitors: number;
  max_resolution_of_any_one_monitor: string;
  renderer3d: "MANAGE_BY_VSPHERE_CLIENT" | "AUTOMATIC" | "SOFTWARE" | "HARDWARE" | "DISABLED";
  total_video_memory_mb: number;
  incompatible_reasons: string[];
}

export interface VmFolderInfo {
  id: string;
  name: string;
  path: string;
  type: "DATACENTER" | "FOLDER" | "OTHER";
  datacenter_id: string;
  vcenter_id: string;
  incompatible_reasons: string[];
  children: VmFolderInfo[];
}

export interface HostOrClusterInfo {
  id: string;
  details: {
    name: string;
    path: string;
    cluster: boolean;
    datacenter_id: string;
    vcenter_id: string;
    vgpu_types: string[];
    incompatible_reasons: string[];
  };
}

export interface ResourcePoolInfo {
  id: string;
  name: string;
  path: string;
  type: "HOST" | "CLUSTER" | "RESOURCE_POOL" | "OTHER";
  children: ResourcePoolInfo[];
}

export interface DatastoreInfo {
  id: string;
  name: string;
  path: string;
  datacenter_id: string;
  host_or_cluster_id: string;
  vcenter_id: string;
  capacity_mb: number;
  free_space_mb: number;
  disk_type: "SSD" | "NON_SSD" | "UNKNOWN" | "NON_VMFS";
  file_system_type: "VMFS" | "NFS" | "VSAN" | "VVOL" | "UNKNOWN";
  local_datastore: boolean;
  number_of_vms: number;
  vmfs_major_version?: string;
  incompatible_reasons: string[];
}

export interface DatastoreClusterInfo {
  id: string;
  name: string;
  path: string;
  datacenter_id: string;
  host_or_cluster_id: string;
  vcenter_id: string;
  capacity_mb: number;
  free_space_mb: number;
  datastore_ids: string[];
}

export interface CustomizationSpecInfo {
  id: string;
  name: string;
  guest_os: "UNKNOWN" | "WINDOWS" | "LINUX";
  incompatible_reasons: string[];
}

export interface NetworkLabelInfo {
  id: string;
  name: string;
  label_type: "EARLY_BINDING" | "EPHEMERAL" | "LATE_BINDING";
  switch_type: "STANDARD_SWITCH" | "DISTRIBUTED_VIRTUAL_SWITCH" | "NSX_NETWORK_SWITCH";
  available_ports: number;
  max_ports: number;
  incompatible_reasons: string[];
}

/** A network card of a VM or snapshot (NetworkInterfaceCardInfoV2; v1 answers it without network_type). */
export interface NetworkInterfaceCardInfo {
  id: string;
  name: string;
  mac_address: string;
  network_type: "NETWORK" | "OPAQUE_NETWORK" | "DISTRUBUTED_VIRTUAL_PORT_GROUP";
}

/** One host or cluster with what hangs off it. */
interface ComputeResource {
  info: HostOrClusterInfo;
  resourcePools: ResourcePoolInfo[];
  datastores: DatastoreInfo[];
  datastoreClusters: DatastoreClusterInfo[];
  networkLabels: NetworkLabelInfo[];
}

/** Everything one vCenter offers to the pool and farm wizards. */
export interface VcenterInventory {
  datacenters: DatacenterInfo[];
  baseVms: BaseVmInfo[];
  snapshotsByVm: Map<string, BaseSnapshotInfo[]>;
  /** The network cards each snapshot was taken with (a VM's own are those of its latest snapshot). */
  nicsBySnapshot: Map<string, NetworkInterfaceCardInfo[]>;
  vmFoldersByDatacenter: Map<string, VmFolderInfo[]>;
  hostsOrClustersByDatacenter: Map<string, HostOrClusterInfo[]>;
  compute: Map<string, ComputeResource>;
  customizationSpecs: CustomizationSpecInfo[];
}

const GB = 1024;
const SNAPSHOT_EPOCH = Date.UTC(2026, 0, 12, 8, 0, 0);

/**
 * The base images every vCenter holds; `os` is the OpenAPI enum, `snapshots` how many it has, `nics` how
 * many network cards its snapshots have (the Windows 11 image gained a second card after its first
 * snapshot; the Linux image has none, so a wizard meets a snapshot without cards).
 */
const BASE_IMAGES = [
  {
    name: "win11-23h2-gold",
    os: "WINDOWS_11",
    display: "Microsoft Windows 11 (64-bit)",
    snapshots: 3,
    nics: [1, 2, 2],
  },
  {
    name: "win10-22h2-gold",
    os: "WINDOWS_10",
    display: "Microsoft Windows 10 (64-bit)",
    snapshots: 2,
    nics: [1, 1],
  },
  {
    name: "rds-2022-gold",
    os: "WINDOWS_SERVER_2016_OR_ABOVE",
    display: "Microsoft Windows Server 2022 (64-bit)",
    snapshots: 2,
    nics: [1, 1],
  },
  { name: "ubuntu-2204-gold", os: "LINUX_UBUNTU", display: "Ubuntu Linux (64-bit)", snapshots: 1, nics: [0] },
  // The seed's one image without snapshots: a wizard must say why it cannot be used.
  {
    name: "win11-unprepared",
    os: "WINDOWS_11",
    display: "Microsoft Windows 11 (64-bit)",
    snapshots: 0,
    nics: [] as number[],
  },
] as const;

/**
 * A VM's cards as vSphere numbers them (device keys from 4000, the same card in every snapshot): the
 * first on the standard "VM Network", the second on the distributed port group every compute resource has.
 */
function networkCards(vmId: string, count: number): NetworkInterfaceCardInfo[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${vmId}-nic-${4000 + index}`,
    name: `Network adapter ${index + 1}`,
    mac_address: macAddressOf(`${vmId}-nic-${4000 + index}`),
    network_type: index === 0 ? "NETWORK" : "DISTRUBUTED_VIRTUAL_PORT_GROUP",
  }));
}

/** A MAC address in VMware's 00:50:56 range, derived from an object id. */
function macAddressOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const bytes = [(hash >>> 16) & 0x3f, (hash >>> 8) & 0xff, hash & 0xff];
  return ["00", "50", "56", ...bytes.map((byte) => byte.toString(16).padStart(2, "0"))].join(":");
}

const SNAPSHOT_NAMES = ["Base install", "Patched 2026-10", "Patched 2026-11"];

function seedCompute(vcenterId: string, vc: number, datacenterId: string): ComputeResource[] {
  const clusters = [
    { id: `domain-c${vc}1`, name: "Cluster-A", cluster: true, vgpu: [] as string[], reasons: [] as string[] },
    {
      id: `domain-c${vc}2`,
      name: "Cluster-GPU",
      cluster: true,
      vgpu: ["grid_t4-2q", "grid_t4-4q"],
      reasons: [],
    },
    {
      id: `host-${vc}01`,
      name: `esx${vc}01.example.com`,
      cluster: false,
      vgpu: [],
      reasons: ["INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE"],
    },
  ];
  return clusters.map((cluster, index) => {
    const path = `/DC${vc}/host/${cluster.name}`;
    const prefix = `${vc}${index + 1}`;
    const datastore = (
      suffix: string,
      name: string,
      capacityGb: number,
      freeGb: number,
      extra: Partial<DatastoreInfo> = {},
    ): DatastoreInfo => ({
      id: `datastore-${prefix}${suffix}`,
      name,
      path: `/DC${vc}/datastore/${name}`,
      datacenter_id: datacenterId,
      host_or_cluster_id: cluster.id,
      vcenter_id: vcenterId,
      capacity_mb: capacityGb * GB,
      free_space_mb: freeGb * GB,
      disk_type: "SSD",
      file_system_type: "VMFS",
      local_datastore: false,
      number_of_vms: 12 + index * 7,
      vmfs_major_version: "6",
      incompatible_reasons: [],
      ...extra,
    });
    const datastores = [
      datastore("1", `vsan-${cluster.name.toLowerCase()}`, 8192, 5120, {
        file_system_type: "VSAN",
        vmfs_major_version: undefined,
      }),
      datastore("2", `ssd-${prefix}-01`, 4096, 2870),
      // Nearly full: 2% free.
      datastore("3", `ssd-${prefix}-full`, 2048, 41),
      datastore("4", `nfs-${prefix}-archive`, 16384, 9000, {
        disk_type: "NON_VMFS",
        file_system_type: "NFS",
        vmfs_major_version: undefined,
      }),
      datastore("5", `local-${prefix}`, 512, 400, {
        local_datastore: true,
        disk_type: "NON_SSD",
        incompatible_reasons: cluster.cluster ? ["INACCESSIBLE_TO_SOME_HOSTS"] : [],
      }),
    ].map(({ vmfs_major_version, ...rest }) =>
      vmfs_major_version === undefined ? rest : { ...rest, vmfs_major_version },
    );
    const clustered = datastores.slice(1, 3);
    return {
      info: {
        id: cluster.id,
        details: {
          name: cluster.name,
          path,
          cluster: cluster.cluster,
          datacenter_id: datacenterId,
          vcenter_id: vcenterId,
          vgpu_types: cluster.vgpu,
          incompatible_reasons: cluster.reasons,
        },
      },
      resourcePools: [
        {
          id: `resgroup-${prefix}0`,
          name: cluster.name,
          path: `${path}/Resources`,
          type: cluster.cluster ? "CLUSTER" : "HOST",
          children: [
            {
              id: `resgroup-${prefix}1`,
              name: "Desktops",
              path: `${path}/Resources/Desktops`,
              type: "RESOURCE_POOL",
              children: [],
            },
            {
              id: `resgroup-${prefix}2`,
              name: "Servers",
              path: `${path}/Resources/Servers`,
              type: "RESOURCE_POOL",
              children: [],
            },
          ],
        },
      ],
      datastores,
      datastoreClusters: [
        {
          id: `group-p${prefix}`,
          name: `sdrs-${cluster.name.toLowerCase()}`,
          path: `/DC${vc}/datastore/sdrs-${cluster.name.toLowerCase()}`,
          datacenter_id: datacenterId,
          host_or_cluster_id: cluster.id,
          vcenter_id: vcenterId,
          capacity_mb: clustered.reduce((sum, item) => sum + item.capacity_mb, 0),
          free_space_mb: clustered.reduce((sum, item) => sum + item.free_space_mb, 0),
          datastore_ids: clustered.map((item) => item.id),
        },
      ],
      networkLabels: [
        {
          id: `network-${prefix}1`,
          name: "VM Network",
          label_type: "EARLY_BINDING",
          switch_type: "STANDARD_SWITCH",
          available_ports: 120,
          max_ports: 128,
          incompatible_reasons: [],
        },
        {
          id: `dvportgroup-${prefix}2`,
          name: "Desktops-VLAN20",
          label_type: "EPHEMERAL",
          switch_type: "DISTRIBUTED_VIRTUAL_SWITCH",
          available_ports: 880,
          max_ports: 1024,
          incompatible_reasons: [],
        },
      ],
    };
  });
}

/** The inventory of the vCenter at `position` (0-based) in the pod's list. */
export function seedVcenterInventory(
  vcenter: Pick<VirtualCenterRecord, "id">,
  position: number,
): VcenterInventory {
  const vc = position + 1;
  const vcenterId = vcenter.id;
  const datacenterId = `datacenter-${vc}`;
  const baseVms: BaseVmInfo[] = BASE_IMAGES.map((image, index) => ({
    id: `vm-${vc}0${index + 1}`,
    name: image.name,
    path: `/DC${vc}/vm/Gold Images/${image.name}`,
    datacenter_id: datacenterId,
    vcenter_id: vcenterId,
    operating_system: image.os,
    operating_system_display_name: image.display,
    network_type: "STANDARD_NETWORK",
    incompatible_reasons: image.snapshots === 0 ? ["NO_SNAPSHOTS"] : [],
  }));
  const snapshotsByVm = new Map(
    BASE_IMAGES.map((image, index) => {
      const vmId = `vm-${vc}0${index + 1}`;
      const snapshots = SNAPSHOT_NAMES.slice(0, image.snapshots).map((name, level): BaseSnapshotInfo => ({
        id: `snapshot-${vc}0${index + 1}${level + 1}`,
        name,
        path: `/${SNAPSHOT_NAMES.slice(0, level + 1).join("/")}`,
        vcenter_id: vcenterId,
        created_timestamp: SNAPSHOT_EPOCH + (index * 10 + level) * 86_400_000,
        disk_size_mb: 61_440,
        memory_mb: image.os.startsWith("LINUX") ? 4096 : 8192,
        memory_reservation_mb: 0,
        hardware_version: 19 + level,
        max_number_of_monitors: 4,
        max_resolution_of_any_one_monitor: "3840x2160",
        renderer3d: "AUTOMATIC",
        total_video_memory_mb: 128,
        incompatible_reasons: [],
      }));
      return [vmId, snapshots] as const;
    }),
  );
  const nicsBySnapshot = new Map(
    BASE_IMAGES.flatMap((image, index) =>
      (snapshotsByVm.get(`vm-${vc}0${index + 1}`) ?? []).map(
        (snapshot, level) =>
          [snapshot.id, networkCards(`vm-${vc}0${index + 1}`, image.nics[level] ?? 0)] as const,
      ),
    ),
  );
  const folder = (
    id: string,
    name: string,
    children: VmFolderInfo[] = [],
    reasons: string[] = [],
  ): VmFolderInfo => ({
    id,
    name,
    path: `/DC${vc}/vm${name === `DC${vc}` ? "" : `/${name}`}`,
    type: name === `DC${vc}` ? "DATACENTER" : "FOLDER",
    datacenter_id: datacenterId,
    vcenter_id: vcenterId,
    incompatible_reasons: reasons,
    children,
  });
  const vmFolders = [
    folder(`group-v${vc}`, `DC${vc}`, [
      folder(`group-v${vc}1`, "Desktops"),
      folder(`group-v${vc}2`, "Gold Images"),
      folder(`group-v${vc}3`, "VDC Replicas", [], ["REPLICA_FOLDER"]),
    ]),
  ];
  const compute = seedCompute(vcenterId, vc, datacenterId);
  return {
    datacenters: [{ id: datacenterId, name: `DC${vc}`, path: `/DC${vc}` }],
    baseVms,
    snapshotsByVm,
    nicsBySnapshot,
    vmFoldersByDatacenter: new Map([[datacenterId, vmFolders]]),
    hostsOrClustersByDatacenter: new Map([[datacenterId, compute.map((item) => item.info)]]),
    compute: new Map(compute.map((item) => [item.info.id, item])),
    customizationSpecs: [
      { id: `spec-${vc}1`, name: "Windows domain join", guest_os: "WINDOWS", incompatible_reasons: [] },
      { id: `spec-${vc}2`, name: "Linux DHCP", guest_os: "LINUX", incompatible_reasons: [] },
      {
        id: `spec-${vc}3`,
        name: "Windows static IP",
        guest_os: "WINDOWS",
        incompatible_reasons: ["DHCP_NOT_CONFIGURED"],
      },
    ],
  };
}

/** Where a seeded pool's machines live, as ids of its vCenter's seeded inventory. */
export interface SeededPlacement {
  parent_vm_id: string;
  base_snapshot_id: string;
  datacenter_id: string;
  vm_folder_id: string;
  host_or_cluster_id: string;
  resource_pool_id: string;
  datastore_ids: string[];
  sysprep_customization_spec_id: string;
}

/**
 * A placement within the inventory of the vCenter at `position` (as `seedVcenterInventory` builds it), so that
 * a seeded pool's settings name objects the vCenter lists: a golden image with its snapshot, the Desktops
 * folder, one of the two clusters (the standalone host refuses instant clones), a resource pool under it and
 * two of its datastores. `draws` are whole numbers from the caller's generator; `linux` picks the Linux image.
 */
export function seededPlacement(
  position: number,
  draws: { image: number; snapshot: number; cluster: number; resourcePool: number },
  linux: boolean,
): SeededPlacement {
  const vc = position + 1;
  const imageIndex = linux ? 3 : draws.image % 2;
  const snapshotCount = BASE_IMAGES[imageIndex]?.snapshots ?? 1;
  const prefix = `${vc}${(draws.cluster % 2) + 1}`;
  return {
    parent_vm_id: `vm-${vc}0${imageIndex + 1}`,
    base_snapshot_id: `snapshot-${vc}0${imageIndex + 1}${(draws.snapshot % snapshotCount) + 1}`,
    datacenter_id: `datacenter-${vc}`,
    vm_folder_id: `group-v${vc}1`,
    host_or_cluster_id: `domain-c${prefix}`,
    resource_pool_id: `resgroup-${prefix}${(draws.resourcePool % 2) + 1}`,
    datastore_ids: [`datastore-${prefix}1`, `datastore-${prefix}2`],
    sysprep_customization_spec_id: `spec-${vc}${linux ? 2 : 1}`,
  };
}

// One inventory per vCenter record: the vCenter routes and the pool update read the same objects.
const inventories = new WeakMap<VirtualCenterRecord, VcenterInventory>();

/** The inventory of one of the pod's vCenters, by id (undefined for an unknown id). */
export function inventoryOfVcenter(
  vcenters: readonly VirtualCenterRecord[],
  vcenterId: string,
): VcenterInventory | undefined {
  const vcenter = vcenters.find((item) => item.id === vcenterId);
  if (!vcenter) return undefined;
  let inventory = inventories.get(vcenter);
  if (!inventory) {
    inventory = seedVcenterInventory(vcenter, vcenters.indexOf(vcenter));
    inventories.set(vcenter, inventory);
  }
  return inventory;
}
