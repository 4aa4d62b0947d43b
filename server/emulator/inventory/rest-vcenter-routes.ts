import type { Context } from "hono";
import type { VirtualCenterRecord } from "../data/inventory-types";
import { type VcenterInventory, inventoryOfVcenter } from "../data/seed-vcenter-inventory";
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
}
