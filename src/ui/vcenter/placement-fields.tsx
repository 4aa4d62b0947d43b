import type { DeclaredField, DeclaredForm } from "../wizard/declared-step";
import { DatastoreClustersPicker } from "./datastore-clusters-picker";
import { DatastoresPicker } from "./datastores-picker";
import { GuestCustomizationPicker } from "./guest-customization-picker";
import { HostOrClusterPicker } from "./host-or-cluster-picker";
import { ImageSnapshotPicker } from "./image-snapshot-picker";
import { EMPTY_NETWORK, type NetworkEntries } from "./network-step";
import { ResourcePoolPicker } from "./resource-pool-picker";
import type { VcenterChoice } from "./vcenter-choice";
import { VcenterPicker } from "./vcenter-picker";
import { VmFolderPicker } from "./vm-folder-picker";

// The vCenter pickers as declared fields, shared by the desktop pool and farm wizards: each reads the
// earlier choices from the wizard's draft and, when its choice changes, clears the later choices that
// depended on it (another vCenter clears everything, another host its resource pool, datastores and
// networks). A wizard puts them in its steps as it groups them.

/** The placement entries of a wizard's draft. */
export interface PlacementEntries extends NetworkEntries {
  vcenter: VcenterChoice | null;
  baseVm: VcenterChoice | null;
  snapshot: VcenterChoice | null;
  vmFolder: VcenterChoice | null;
  hostOrCluster: VcenterChoice | null;
  resourcePool: VcenterChoice | null;
  datastores: VcenterChoice[];
  /** Storage DRS datastore clusters (full-clone pools only). */
  datastoreClusters: VcenterChoice[];
  customization: VcenterChoice | null;
}

export const EMPTY_PLACEMENT: PlacementEntries = {
  vcenter: null,
  baseVm: null,
  snapshot: null,
  vmFolder: null,
  hostOrCluster: null,
  resourcePool: null,
  datastores: [],
  datastoreClusters: [],
  customization: null,
  ...EMPTY_NETWORK,
};

type Form = DeclaredForm<PlacementEntries>;

/** Sets a choice and clears what depended on the one it replaces. */
function choose(form: Form, change: Partial<PlacementEntries>) {
  for (const [field, value] of Object.entries(change)) form.setField(field as keyof PlacementEntries, value);
}

const ids = (values: PlacementEntries) => ({
  vcenterId: values.vcenter?.id ?? "",
  datacenterId: values.baseVm?.datacenterId ?? "",
  hostOrClusterId: values.hostOrCluster?.id ?? "",
});

export const VCENTER_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "vcenter",
  isValid: (values) => values.vcenter !== null,
  render: (form) => (
    <VcenterPicker
      value={form.values.vcenter}
      onChange={(vcenter) => {
        // Every later choice was of the vCenter replaced (whether the image's network is kept stays).
        const { useImageNetwork: _kept, ...cleared } = EMPTY_PLACEMENT;
        choose(form, { ...cleared, vcenter });
      }}
    />
  ),
};

/** The golden image and its snapshot; vSphere refusals in `ignoredReasons` do not apply here. */
export const imageField = (ignoredReasons: readonly string[] = []): DeclaredField<PlacementEntries> => ({
  kind: "custom",
  id: "image",
  isValid: (values) => values.baseVm !== null && values.snapshot !== null,
  render: (form) => (
    <ImageSnapshotPicker
      vcenterId={ids(form.values).vcenterId}
      baseVm={form.values.baseVm}
      snapshot={form.values.snapshot}
      ignoredReasons={ignoredReasons}
      onChange={({ baseVm, snapshot }) =>
        choose(form, { baseVm, snapshot, vmFolder: null, hostOrCluster: null, nicNetworks: {} })
      }
    />
  ),
});

export const FOLDER_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "vmFolder",
  isValid: (values) => values.vmFolder !== null,
  render: (form) => (
    <VmFolderPicker
      {...ids(form.values)}
      value={form.values.vmFolder}
      onChange={(vmFolder) => choose(form, { vmFolder })}
    />
  ),
};

/** Where the machines run; vSphere refusals in `ignoredReasons` do not apply to what is provisioned. */
export const hostField = (ignoredReasons: readonly string[] = []): DeclaredField<PlacementEntries> => ({
  kind: "custom",
  id: "hostOrCluster",
  isValid: (values) => values.hostOrCluster !== null,
  render: (form) => (
    <HostOrClusterPicker
      {...ids(form.values)}
      value={form.values.hostOrCluster}
      ignoredReasons={ignoredReasons}
      onChange={(hostOrCluster) =>
        choose(form, {
          hostOrCluster,
          resourcePool: null,
          datastores: [],
          datastoreClusters: [],
          nicNetworks: {},
        })
      }
    />
  ),
});

export const RESOURCE_POOL_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "resourcePool",
  shown: (values) => values.hostOrCluster !== null,
  isValid: (values) => values.resourcePool !== null,
  render: (form) => (
    <ResourcePoolPicker
      {...ids(form.values)}
      value={form.values.resourcePool}
      onChange={(resourcePool) => choose(form, { resourcePool })}
    />
  ),
};

/** The datastores; the step decides what makes it valid (datastores, or Storage DRS clusters too). */
export const DATASTORES_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "datastores",
  render: (form) => (
    <DatastoresPicker
      {...ids(form.values)}
      value={form.values.datastores}
      onChange={(datastores) => choose(form, { datastores })}
    />
  ),
};

export const DATASTORE_CLUSTERS_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "datastoreClusters",
  render: (form) => (
    <DatastoreClustersPicker
      {...ids(form.values)}
      value={form.values.datastoreClusters}
      onChange={(datastoreClusters) => choose(form, { datastoreClusters })}
    />
  ),
};

/** A Sysprep customization specification, or none. */
export const SYSPREP_FIELD: DeclaredField<PlacementEntries> = {
  kind: "custom",
  id: "customization",
  isValid: (values) => values.customization !== null,
  render: (form) => (
    <GuestCustomizationPicker
      vcenterId={ids(form.values).vcenterId}
      value={form.values.customization}
      allowNone
      onChange={(customization) => choose(form, { customization })}
    />
  ),
};
