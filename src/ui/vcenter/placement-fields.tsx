import type { DeclaredForm } from "../wizard/declared-step";
import type { SummarisedField } from "../wizard/declared-wizard";
import { DatastoreClustersPicker } from "./datastore-clusters-picker";
import { DatastoresPicker } from "./datastores-picker";
import { GuestCustomizationPicker } from "./guest-customization-picker";
import { HostOrClusterPicker } from "./host-or-cluster-picker";
import { ImageSnapshotPicker } from "./image-snapshot-picker";
import { networkStepOf } from "./network-step";
import { ResourcePoolPicker } from "./resource-pool-picker";
import type { VcenterChoice } from "./vcenter-choice";
import { EMPTY_PLACEMENT, type PlacementEntries } from "./vcenter-entries";
import { VcenterPicker } from "./vcenter-picker";
import { VmFolderPicker } from "./vm-folder-picker";

// The vCenter pickers as declared fields, shared by the desktop pool and farm wizards: each reads the
// earlier choices from the wizard's draft and, when its choice changes, clears the later choices that
// depended on it (another vCenter clears everything, another host its resource pool, datastores and
// networks). A wizard puts them in its steps as it groups them.

type Form = DeclaredForm<PlacementEntries>;

/** Sets a choice and clears what depended on the one it replaces. */
function choose(form: Form, change: Partial<PlacementEntries>) {
  for (const [field, value] of Object.entries(change)) form.setField(field as keyof PlacementEntries, value);
}

/** The summary row of a choice: its label key and the names chosen. */
const chosen = (label: string, names: (values: PlacementEntries) => (VcenterChoice | null)[]) => ({
  label,
  value: (values: PlacementEntries) =>
    names(values)
      .map((choice) => choice?.label ?? "")
      .filter(Boolean)
      .join(", "),
});

const ids = (values: PlacementEntries) => ({
  vcenterId: values.vcenter?.id ?? "",
  datacenterId: values.baseVm?.datacenterId ?? "",
  hostOrClusterId: values.hostOrCluster?.id ?? "",
});

export const VCENTER_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "vcenter",
  summary: chosen("ui.vcenter.vcenter.label", (values) => [values.vcenter]),
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
export const imageField = (ignoredReasons: readonly string[] = []): SummarisedField<PlacementEntries> => ({
  kind: "custom",
  id: "image",
  summary: {
    label: "ui.vcenter.image.label",
    value: (values) => [values.baseVm?.label, values.snapshot?.label].filter(Boolean).join(" · "),
  },
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

export const FOLDER_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "vmFolder",
  summary: chosen("ui.vcenter.folder.label", (values) => [values.vmFolder]),
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
export const hostField = (ignoredReasons: readonly string[] = []): SummarisedField<PlacementEntries> => ({
  kind: "custom",
  id: "hostOrCluster",
  summary: chosen("ui.vcenter.host.label", (values) => [values.hostOrCluster]),
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

export const RESOURCE_POOL_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "resourcePool",
  summary: chosen("ui.vcenter.resourcePool.label", (values) => [values.resourcePool]),
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
export const DATASTORES_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "datastores",
  summary: chosen("ui.vcenter.datastore.label", (values) => values.datastores),
  render: (form) => (
    <DatastoresPicker
      {...ids(form.values)}
      value={form.values.datastores}
      onChange={(datastores) => choose(form, { datastores })}
    />
  ),
};

export const DATASTORE_CLUSTERS_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "datastoreClusters",
  summary: chosen("ui.vcenter.datastoreCluster.label", (values) => values.datastoreClusters),
  render: (form) => (
    <DatastoreClustersPicker
      {...ids(form.values)}
      value={form.values.datastoreClusters}
      onChange={(datastoreClusters) => choose(form, { datastoreClusters })}
    />
  ),
};

/** A Sysprep customization specification, or none. */
export const SYSPREP_FIELD: SummarisedField<PlacementEntries> = {
  kind: "custom",
  id: "customization",
  summary: {
    label: "ui.vcenter.customization.label",
    value: ({ customization }, t) =>
      customization?.id ? customization.label : t("ui.vcenter.customization.none"),
  },
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

/** The network step of an instant-clone pool or farm: the cards of the image chosen, networks of its host. */
export const placedNetworkStep = (values: PlacementEntries) =>
  networkStepOf({
    vcenterId: values.vcenter?.id ?? "",
    baseVmId: values.baseVm?.id ?? "",
    snapshotId: values.snapshot?.id ?? "",
    hostOrClusterId: values.hostOrCluster?.id ?? "",
  });
