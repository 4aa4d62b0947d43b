import type { Context } from "hono";
import type { VirtualCenterRecord } from "../data/inventory-types";
import {
  type NetworkInterfaceCardInfo,
  type VcenterInventory,
  inventoryOfVcenter,
} from "../data/seed-vcenter-inventory";
import { restError, restNotFound } from "./http-responses";
import { type InventoryCaller, type RouteKit, denyUnlessAny } from "./route-context";

/** The OpenAPI's vCenter inventory calls: GLOBAL_CONFIG_VIEW or VC_CONFIG_VIEW, global rights. */
const VCENTER_INVENTORY_VIEW = ["GLOBAL_CONFIG_VIEW", "VC_CONFIG_VIEW"];

/** The vCenter error texts of spec 000 section 8 the emulator answers with. */
export const VCENTER_MESSAGES = {
  baseVmMissing: "BaseImageVm does not exist on VC",
  hostsFailed: "Unexpected exception while fetching hypervisor hosts from the virtual center",
} as const;

type Lookup = { inventory: VcenterInventory; vcenter: VirtualCenterRecord } | Response;

/** Registers the `/external/v1` vCenter inventory lists the pool and farm wizards pick from. */
export function registerRestVcenterRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  /** A required query parameter, or the 400 a real server answers without it. */
  const required = (c: Context, name: string): string | Response => {
    const value = c.req.query(name);
    return value === undefined || value.trim() === ""
      ? restError(c, 400, "invalid.parameter", `${name} is required`)
      : value;
  };

  /** Privilege, vcenter_id and the vCenter's inventory, or the refusal. */
  const lookup = (c: Context, caller: InventoryCaller): Lookup => {
    const denied = denyUnlessAny(c, caller, VCENTER_INVENTORY_VIEW);
    if (denied) return denied;
    const vcenterId = required(c, "vcenter_id");
    if (vcenterId instanceof Response) return vcenterId;
    const vcenter = store.virtualCenters.get(vcenterId);
    const inventory = inventoryOfVcenter(store.virtualCenters.all, vcenterId);
    if (!vcenter || !inventory) return restNotFound(c, "config.virtual.center", vcenterId);
    return { inventory, vcenter };
  };

  /** A list answered from the vCenter's inventory and one more required parameter (none: the whole vCenter). */
  const list = (
    path: string,
    parameter: string | null,
    answer: (inventory: VcenterInventory, value: string, c: Context) => unknown,
  ) => {
    app.get(`/rest/external${path}`, guard, (c) => {
      const found = lookup(c, deps.getCaller(c));
      if (found instanceof Response) return found;
      const value = parameter === null ? "" : required(c, parameter);
      if (value instanceof Response) return value;
      const body = answer(found.inventory, value, c);
      return body instanceof Response ? body : c.json(body);
    });
  };

  const unknownDatacenter = (c: Context, id: string) => restNotFound(c, "external.datacenter", id);
  const computeOf = (inventory: VcenterInventory, id: string, c: Context) =>
    inventory.compute.get(id) ??
    restError(c, 404, "external.host.or.cluster.not.found", `${VCENTER_MESSAGES.hostsFailed}: ${id}`);

  list("/v1/datacenters", null, (inventory) => inventory.datacenters);
  for (const version of ["v1", "v2"]) {
    list(`/${version}/base-vms`, null, (inventory, _value, c) => {
      const datacenterId = c.req.query("datacenter_id");
      const filterIncompatible = c.req.query("filter_incompatible_vms");
      if (filterIncompatible !== undefined && !["true", "false"].includes(filterIncompatible))
        return restError(c, 400, "invalid.parameter", "filter_incompatible_vms must be true or false");
      if (datacenterId !== undefined && !inventory.datacenters.some((dc) => dc.id === datacenterId))
        return unknownDatacenter(c, datacenterId);
      return inventory.baseVms.filter(
        (vm) =>
          (datacenterId === undefined || vm.datacenter_id === datacenterId) &&
          (filterIncompatible !== "true" || vm.incompatible_reasons.length === 0),
      );
    });
    list(
      `/${version}/base-snapshots`,
      "base_vm_id",
      (inventory, vmId, c) =>
        inventory.snapshotsByVm.get(vmId) ??
        restError(c, 404, "external.base.vm.not.found", `${VCENTER_MESSAGES.baseVmMissing}: ${vmId}`),
    );
  }
  list(
    "/v1/vm-folders",
    "datacenter_id",
    (inventory, id, c) => inventory.vmFoldersByDatacenter.get(id) ?? unknownDatacenter(c, id),
  );
  list(
    "/v1/hosts-or-clusters",
    "datacenter_id",
    (inventory, id, c) => inventory.hostsOrClustersByDatacenter.get(id) ?? unknownDatacenter(c, id),
  );
  const perCompute = <T>(
    path: string,
    pick: (compute: NonNullable<ReturnType<VcenterInventory["compute"]["get"]>>) => T,
  ) =>
    list(path, "host_or_cluster_id", (inventory, id, c) => {
      const compute = computeOf(inventory, id, c);
      return compute instanceof Response ? compute : pick(compute);
    });
  perCompute("/v1/resource-pools", (compute) => compute.resourcePools);
  perCompute("/v1/datastores", (compute) => compute.datastores);
  perCompute("/v1/datastore-clusters", (compute) => compute.datastoreClusters);
  perCompute("/v1/network-labels", (compute) => compute.networkLabels);
  list("/v1/customization-specifications", null, (inventory) => inventory.customizationSpecs);

  // Every VM of the vCenter a pool could use (the golden images), with their hardware.
  list("/v1/virtual-machines", null, (inventory) =>
    inventory.baseVms.map((vm) => ({
      id: vm.id,
      name: vm.name,
      path: vm.path,
      operating_system: vm.operating_system,
      operating_system_display_name: vm.operating_system_display_name,
      hardware_version: inventory.snapshotsByVm.get(vm.id)?.at(-1)?.hardware_version ?? 19,
      // The base VMs' own reasons (no snapshot) are a pool wizard's; none of this call's enum applies.
      incompatible_reasons: [],
    })),
  );
  list("/v1/vm-templates", null, (inventory, _value, c) => {
    const datacenterId = c.req.query("datacenter_id");
    if (datacenterId !== undefined && !inventory.datacenters.some((dc) => dc.id === datacenterId))
      return unknownDatacenter(c, datacenterId);
    return templatesOf(inventory).filter(
      (template) => datacenterId === undefined || template.datacenter_id === datacenterId,
    );
  });
  // Network cards, as the OpenAPI describes the call: a base VM with one of its snapshots lists the
  // snapshot's cards, a template its own, a base VM alone the VM's (those of its latest snapshot).
  for (const version of ["v1", "v2"])
    list(`/${version}/network-interface-cards`, null, (inventory, _value, c) => {
      const cards = networkCardsOf(inventory, {
        baseVmId: c.req.query("base_vm_id"),
        snapshotId: c.req.query("base_snapshot_id"),
        templateId: c.req.query("vm_template_id"),
      });
      if ("problem" in cards)
        return cards.status === 400
          ? restError(c, 400, "invalid.parameter", cards.problem)
          : restNotFound(c, cards.problem, cards.id);
      return cards.nics.map(({ network_type, ...card }) =>
        version === "v2" ? { ...card, network_type } : card,
      );
    });
  // The folders of one datastore that hold VM files (where a persistent disk or an image can be picked).
  list("/v1/datastore-paths", "datastore_id", (inventory, datastoreId, c) => {
    const datastore = [...inventory.compute.values()]
      .flatMap((compute) => compute.datastores)
      .find((item) => item.id === datastoreId);
    if (!datastore) return restNotFound(c, "external.datastore", datastoreId);
    return DATASTORE_FOLDERS.map((folder, index) => ({
      id: `${datastore.id}-path-${index + 1}`,
      path: `[${datastore.name}] ${folder}`,
    }));
  });
}

/** The folders every seeded datastore holds. */
const DATASTORE_FOLDERS = ["Gold Images", "Templates", "VDC Replicas", "vdc-persistent-disks"];

/** The VM templates of a vCenter: one per golden image of each datacenter, in its Templates folder. */
function templatesOf(inventory: VcenterInventory) {
  return inventory.datacenters.flatMap((datacenter) =>
    inventory.baseVms
      .filter((vm) => vm.datacenter_id === datacenter.id && vm.incompatible_reasons.length === 0)
      .map((vm) => ({
        id: `vmtemplate-${vm.id}`,
        name: `${vm.name.replace(/-gold$/, "")}-template`,
        path: `${datacenter.path}/vm/Templates/${vm.name.replace(/-gold$/, "")}-template`,
        datacenter_id: datacenter.id,
        vcenter_id: vm.vcenter_id,
        operating_system: vm.operating_system,
        operating_system_display_name: vm.operating_system_display_name,
        memory_mb: vm.operating_system.startsWith("LINUX") ? 4096 : 8192,
        disk_size_in_bytes: 64_424_509_440,
        incompatible_reasons: [],
      })),
  );
}

type CardsAnswer =
  | { nics: NetworkInterfaceCardInfo[] }
  | { problem: string; status: 400 }
  | { problem: string; status: 404; id: string };

/** The cards of what the query names: a snapshot (of its base VM where one is named), a template or a VM. */
export function networkCardsOf(
  inventory: VcenterInventory,
  named: { baseVmId?: string; snapshotId?: string; templateId?: string },
): CardsAnswer {
  const { baseVmId, snapshotId, templateId } = named;
  if (templateId !== undefined) {
    if (baseVmId !== undefined || snapshotId !== undefined)
      return { status: 400, problem: "vm_template_id goes without base_vm_id and base_snapshot_id" };
    const template = templatesOf(inventory).find((item) => item.id === templateId);
    if (!template) return { status: 404, problem: "external.vm.template", id: templateId };
    return { nics: latestCards(inventory, template.id.replace(/^vmtemplate-/, "")) };
  }
  if (snapshotId !== undefined) {
    const owner = [...inventory.snapshotsByVm].find(([, snapshots]) =>
      snapshots.some((snapshot) => snapshot.id === snapshotId),
    );
    if (!owner || (baseVmId !== undefined && owner[0] !== baseVmId))
      return { status: 404, problem: "external.base.snapshot", id: snapshotId };
    return { nics: inventory.nicsBySnapshot.get(snapshotId) ?? [] };
  }
  if (baseVmId === undefined)
    return { status: 400, problem: "One of base_vm_id, base_snapshot_id and vm_template_id is required" };
  if (!inventory.baseVms.some((vm) => vm.id === baseVmId))
    return { status: 404, problem: "external.base.vm", id: baseVmId };
  return { nics: latestCards(inventory, baseVmId) };
}

/** A VM's cards now: those of its latest snapshot (none for a VM without snapshots). */
const latestCards = (inventory: VcenterInventory, vmId: string) =>
  inventory.nicsBySnapshot.get(inventory.snapshotsByVm.get(vmId)?.at(-1)?.id ?? "") ?? [];
