import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The vCenter inventory lists of the OpenAPI (/external/v1/...): what the pool and farm wizards pick from.

const VC_VIEWER: TestCaller = {
  username: "vc",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["VC_CONFIG_VIEW"] },
};
const SALES_INVENTORY: TestCaller = {
  username: "inventory",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "MACHINE_VIEW"] },
};

type Item = Record<string, unknown>;

function setUp() {
  const emulator = createInventoryTestApp();
  const [first, second] = emulator.store.virtualCenters.all;
  if (!first || !second) throw new Error("the seed needs two vCenters");
  const get = async (path: string, caller?: TestCaller) => {
    const response = await emulator.request("GET", `/rest/external${path}`, caller ? { caller } : {});
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const list = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Item[];
  };
  return { vc: first.id, other: second.id, get, list };
}

describe("vCenter inventory (/rest/external/v1)", () => {
  it("walks a vCenter from datacenter to datastores, each list by the ids of the one before", async () => {
    const { vc, list } = setUp();
    const [datacenter] = await list(`/v1/datacenters?vcenter_id=${vc}`);
    expect(datacenter).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      path: expect.any(String),
    });
    const dc = String(datacenter?.id);
    const vms = await list(`/v1/base-vms?vcenter_id=${vc}`);
    expect(vms.every((vm) => vm.vcenter_id === vc && vm.datacenter_id === dc)).toBe(true);
    // One image without snapshots, flagged as such and dropped by filter_incompatible_vms.
    const unprepared = vms.filter((vm) => (vm.incompatible_reasons as string[]).includes("NO_SNAPSHOTS"));
    expect(unprepared).toHaveLength(1);
    expect(await list(`/v1/base-snapshots?vcenter_id=${vc}&base_vm_id=${String(unprepared[0]?.id)}`)).toEqual(
      [],
    );
    const usable = await list(`/v1/base-vms?vcenter_id=${vc}&filter_incompatible_vms=true`);
    expect(usable).toHaveLength(vms.length - 1);
    const snapshots = await list(`/v2/base-snapshots?vcenter_id=${vc}&base_vm_id=${String(usable[0]?.id)}`);
    expect(snapshots.length).toBeGreaterThan(0);
    expect(snapshots[0]).toMatchObject({ id: expect.any(String), path: expect.stringMatching(/^\//) });

    const [root] = await list(`/v1/vm-folders?vcenter_id=${vc}&datacenter_id=${dc}`);
    expect(root).toMatchObject({ type: "DATACENTER", datacenter_id: dc });
    expect((root?.children as Item[]).length).toBeGreaterThan(0);
    const hosts = await list(`/v1/hosts-or-clusters?vcenter_id=${vc}&datacenter_id=${dc}`);
    const cluster = hosts.find((host) => (host.details as Item).cluster === true);
    expect(cluster).toBeDefined();
    const hc = String(cluster?.id);
    const [resourceRoot] = await list(`/v1/resource-pools?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    expect(resourceRoot).toMatchObject({ type: "CLUSTER" });
    const datastores = await list(`/v1/datastores?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    expect(datastores.every((store) => store.host_or_cluster_id === hc)).toBe(true);
    // One datastore is nearly full (under 10% free).
    expect(
      datastores.filter((store) => Number(store.free_space_mb) / Number(store.capacity_mb) < 0.1),
    ).toHaveLength(1);
    const [storageCluster] = await list(`/v1/datastore-clusters?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    const ids = new Set(datastores.map((store) => store.id));
    expect((storageCluster?.datastore_ids as string[]).every((id) => ids.has(id))).toBe(true);
    expect(await list(`/v1/network-labels?vcenter_id=${vc}&host_or_cluster_id=${hc}`)).not.toEqual([]);
    const specs = await list(`/v1/customization-specifications?vcenter_id=${vc}`);
    expect(specs.map((spec) => spec.guest_os)).toContain("WINDOWS");
  });

  it("answers the same for the same seed and differently for each vCenter", async () => {
    const first = setUp();
    const again = setUp();
    expect(await first.list(`/v1/base-vms?vcenter_id=${first.vc}`)).toEqual(
      await again.list(`/v1/base-vms?vcenter_id=${again.vc}`),
    );
    const otherDatacenters = await first.list(`/v1/datacenters?vcenter_id=${first.other}`);
    const datacenters = await first.list(`/v1/datacenters?vcenter_id=${first.vc}`);
    expect(otherDatacenters[0]?.id).not.toEqual(datacenters[0]?.id);
  });

  it("refuses missing parameters (400), unknown vCenters and objects (404) with the vCenter's message", async () => {
    const { vc, get } = setUp();
    const missing = await get("/v1/base-vms");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: [{ error_key: "invalid.parameter" }] });
    expect((await get(`/v1/base-snapshots?vcenter_id=${vc}`)).status).toBe(400);
    expect((await get(`/v1/base-vms?vcenter_id=${vc}&filter_incompatible_vms=maybe`)).status).toBe(400);
    expect((await get("/v1/customization-specifications?vcenter_id=no-such-vc")).status).toBe(404);
    const noVm = await get(`/v1/base-snapshots?vcenter_id=${vc}&base_vm_id=vm-none`);
    expect(noVm.status).toBe(404);
    expect(noVm.body).toMatchObject({
      errors: [{ error_message: expect.stringContaining("BaseImageVm does not exist on VC") }],
    });
    const noHost = await get(`/v1/datastores?vcenter_id=${vc}&host_or_cluster_id=domain-none`);
    expect(noHost.status).toBe(404);
    expect(noHost.body).toMatchObject({
      errors: [{ error_message: expect.stringContaining("fetching hypervisor hosts") }],
    });
    expect((await get(`/v1/vm-folders?vcenter_id=${vc}&datacenter_id=datacenter-none`)).status).toBe(404);
  });

  it("needs VC_CONFIG_VIEW or GLOBAL_CONFIG_VIEW: an inventory administrator of one access group is refused", async () => {
    const { vc, get } = setUp();
    expect((await get(`/v1/customization-specifications?vcenter_id=${vc}`, VC_VIEWER)).status).toBe(200);
    const refused = await get(`/v1/base-vms?vcenter_id=${vc}`, SALES_INVENTORY);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ error_key: "insufficient.privilege" }] });
  });
});
