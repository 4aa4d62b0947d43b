import { describe, expect, it } from "vitest";
import type { DesktopPoolRow } from "../desktop-pools.types";
import {
  blackoutTimeErrorKey,
  createBody,
  draftFromPool,
  emptyDraft,
  groupsForNewPools,
  updateBody,
  vramErrorKey,
  withPlacementNames,
} from "./pool-wizard.model";

const GROUP = "group-1";

const pool: DesktopPoolRow = {
  id: "pool-1",
  name: "Sales-Win11-01",
  display_name: "Sales desktops",
  description: "Floating Win11 desktops",
  type: "AUTOMATED",
  source: "VIRTUAL_CENTER",
  user_assignment: "DEDICATED",
  session_type: "DESKTOP_AND_APPLICATION",
  enabled: false,
  access_group_id: "sales",
  vcenter_id: "vc-1",
  naming_method: "PATTERN",
  cloud_managed: false,
  cloud_assigned: false,
  display_assigned_machine_name: true,
  display_machine_alias: false,
  enable_client_restrictions: true,
  pattern_naming_settings: {
    naming_pattern: "sales-{n}",
    max_number_of_machines: 12,
    number_of_spare_machines: 2,
    provisioning_time: "ON_DEMAND",
  },
  provisioning_settings: {
    parent_vm_id: "vm-101",
    base_snapshot_id: "snapshot-1012",
    datacenter_id: "datacenter-1",
    vm_folder_id: "group-v11",
    host_or_cluster_id: "domain-c12",
    resource_pool_id: "resgroup-121",
  },
  storage_settings: { datastores: [{ datastore_id: "datastore-121" }, { datastore_id: "datastore-122" }] },
  customization_settings: { customization_type: "SYS_PREP", sysprep_customization_spec_id: "spec-11" },
  display_protocol_settings: {
    default_display_protocol: "PCOIP",
    allow_users_to_choose_protocol: false,
    renderer3d: "SOFTWARE",
    max_resolution_of_any_one_monitor: "UHD",
  },
  session_settings: {
    power_policy: "SUSPEND",
    delete_or_refresh_machine_after_logoff: "REFRESH",
    allow_multiple_sessions_per_user: true,
    disconnected_session_timeout_policy: "AFTER",
    disconnected_session_timeout_minutes: 30,
  },
};

describe("draftFromPool", () => {
  it("edit pre-fills every entry of the pool, names and placement included", () => {
    const draft = draftFromPool(pool, "edit", GROUP);
    expect(draft).toMatchObject({
      type: "AUTOMATED",
      userAssignment: "DEDICATED",
      source: "VIRTUAL_CENTER",
      name: "Sales-Win11-01",
      displayName: "Sales desktops",
      description: "Floating Win11 desktops",
      enabled: false,
      accessGroupId: "sales",
      namingMethod: "PATTERN",
      namingPattern: "sales-{n}",
      maxMachines: 12,
      spareMachines: 2,
      vcenter: { id: "vc-1" },
      baseVm: { id: "vm-101", datacenterId: "datacenter-1" },
      snapshot: { id: "snapshot-1012" },
      vmFolder: { id: "group-v11" },
      hostOrCluster: { id: "domain-c12" },
      resourcePool: { id: "resgroup-121" },
      datastores: [{ id: "datastore-121" }, { id: "datastore-122" }],
      customization: { id: "spec-11" },
      powerPolicy: "SUSPEND",
      defaultProtocol: "PCOIP",
      allowProtocolChoice: false,
      renderer3d: "SOFTWARE",
      maxResolution: "UHD",
      afterLogoff: "REFRESH",
      sessionType: "DESKTOP_AND_APPLICATION",
    });
  });

  it("duplicate keeps the settings and the whole vCenter placement, but not the name or naming pattern", () => {
    const draft = draftFromPool(pool, "duplicate", GROUP);
    expect(draft).toMatchObject({ name: "", displayName: "", namingPattern: "", maxMachines: 12 });
    const body = createBody({ ...draft, name: "Sales-Copy", namingPattern: "copy-{n}" });
    expect(body).toMatchObject({
      name: "Sales-Copy",
      type: "AUTOMATED",
      source: "VIRTUAL_CENTER",
      user_assignment: "DEDICATED",
      vcenter_id: "vc-1",
      access_group_id: "sales",
      pattern_naming_settings: {
        naming_pattern: "copy-{n}",
        max_number_of_machines: 12,
        number_of_spare_machines: 2,
      },
      provisioning_settings: {
        parent_vm_id: "vm-101",
        base_snapshot_id: "snapshot-1012",
        datacenter_id: "datacenter-1",
        vm_folder_id: "group-v11",
        host_or_cluster_id: "domain-c12",
        resource_pool_id: "resgroup-121",
      },
      storage_settings: {
        datastores: [{ datastore_id: "datastore-121" }, { datastore_id: "datastore-122" }],
      },
      customization_settings: { customization_type: "SYS_PREP", sysprep_customization_spec_id: "spec-11" },
      display_protocol_settings: { default_display_protocol: "PCOIP", renderer3d: "SOFTWARE" },
      session_settings: { power_policy: "SUSPEND" },
    });
  });
});

describe("withPlacementNames", () => {
  it("names the vCenter objects it knows and keeps the id of one it does not", () => {
    const draft = withPlacementNames(
      draftFromPool(pool, "edit", GROUP),
      new Map([
        ["vm-101", "win11-gold"],
        ["domain-c12", "Cluster-GPU"],
        ["datastore-121", "vsan-a"],
      ]),
    );
    expect(draft.baseVm).toEqual({ id: "vm-101", label: "win11-gold", datacenterId: "datacenter-1" });
    expect(draft.hostOrCluster?.label).toBe("Cluster-GPU");
    expect(draft.datastores.map((store) => store.label)).toEqual(["vsan-a", "datastore-122"]);
    expect(draft.snapshot?.label).toBe("snapshot-1012");
  });
});

describe("updateBody", () => {
  it("sends what may change, the spec's required flags as the pool has them, and nothing fixed", () => {
    const draft = {
      ...draftFromPool(pool, "edit", GROUP),
      displayName: "Renamed",
      maxMachines: 20,
      powerPolicy: "POWER_OFF",
      datastores: [{ id: "datastore-123", label: "ssd" }],
    };
    const body = updateBody(draft, pool);
    expect(body).toEqual({
      display_name: "Renamed",
      description: "Floating Win11 desktops",
      enabled: false,
      access_group_id: "sales",
      cloud_assigned: false,
      cloud_managed: false,
      display_assigned_machine_name: true,
      display_machine_alias: false,
      enable_client_restrictions: true,
      session_type: "DESKTOP_AND_APPLICATION",
      display_protocol_settings: {
        default_display_protocol: "PCOIP",
        allow_users_to_choose_protocol: false,
        renderer3d: "SOFTWARE",
        // Required with a Horizon-managed renderer: the pool names none, so the default of spec 000 §9.
        vram_size_mb: 96,
        max_resolution_of_any_one_monitor: "UHD",
      },
      // The nested specs' required settings the wizard does not edit go as the pool has them.
      session_settings: {
        power_policy: "POWER_OFF",
        delete_or_refresh_machine_after_logoff: "REFRESH",
        allow_multiple_sessions_per_user: true,
        disconnected_session_timeout_policy: "AFTER",
        disconnected_session_timeout_minutes: 30,
      },
      pattern_naming_settings: {
        naming_pattern: "sales-{n}",
        max_number_of_machines: 20,
        number_of_spare_machines: 2,
        provisioning_time: "ON_DEMAND",
      },
      provisioning_settings: { host_or_cluster_id: "domain-c12", resource_pool_id: "resgroup-121" },
      storage_settings: { datastores: [{ datastore_id: "datastore-123" }], use_vsan: false },
      customization_settings: { customization_type: "SYS_PREP", sysprep_customization_spec_id: "spec-11" },
    });
  });

  it("leaves out the automated settings of a manual pool and the desktop settings of an RDS pool", () => {
    const manual: DesktopPoolRow = { id: "m", name: "Manual", type: "MANUAL", enabled: true };
    const manualBody = updateBody(draftFromPool(manual, "edit", GROUP), manual);
    expect(manualBody).toHaveProperty("display_protocol_settings");
    expect(Object.keys(manualBody)).not.toEqual(
      expect.arrayContaining(["pattern_naming_settings", "provisioning_settings", "storage_settings"]),
    );
    const rds: DesktopPoolRow = { id: "r", name: "Rds", type: "RDS", enabled: true, access_group_id: "g" };
    const rdsBody = updateBody(draftFromPool(rds, "edit", GROUP), rds);
    expect(rdsBody).not.toHaveProperty("display_protocol_settings");
    expect(rdsBody, "an RDS pool is in its farm's access group").not.toHaveProperty("access_group_id");
  });
});

describe("groupsForNewPools", () => {
  // Ids as a pod other than the emulator might give them: nothing about the root is in its id.
  const root = { id: "b7e3c1d2-0000-4a4a-8f8f-123456789abc", name: "Root", deletable: false };
  const finance = { id: "0a1b2c3d-1111-4a4a-8f8f-123456789abc", name: "Finance", deletable: true };
  const branch = { id: "ffeeddcc-2222-4a4a-8f8f-123456789abc", name: "branch offices", deletable: true };

  it("proposes the pod's root first, then the other groups by name", () => {
    expect(groupsForNewPools([finance, branch, root], () => true).map((group) => group.id)).toEqual([
      root.id,
      branch.id,
      finance.id,
    ]);
  });

  it("finds the root by its name or, named otherwise, as the group that may not be deleted", () => {
    const localRoot = { ...root, name: "Local Root" };
    expect(groupsForNewPools([finance, localRoot], () => true)[0]).toBe(localRoot);
    const renamed = { ...root, name: "Headquarters" };
    expect(groupsForNewPools([finance, renamed], () => true)[0]).toBe(renamed);
  });

  it("offers only the groups the administrator may create pools in", () => {
    const allowed = new Set([finance.id, branch.id]);
    expect(groupsForNewPools([root, finance, branch], (id) => allowed.has(id))).toEqual([branch, finance]);
    expect(groupsForNewPools([root, finance], () => false)).toEqual([]);
  });
});

// Spec 000 §9 (default video memory 96) and spec 001 §3 (3D renderers, GRID vGPU among them), in the
// 2212 create and update specs' terms.
describe("3D rendering and video memory (spec 000 §9, spec 001 §3)", () => {
  const protocolOf = (body: Record<string, unknown>) =>
    body.display_protocol_settings as Record<string, unknown>;

  it("sends 96 MB of video memory by default with the renderers Horizon manages, and none with the others", () => {
    const automatic = { ...emptyDraft(GROUP), renderer3d: "AUTOMATIC" };
    expect(protocolOf(createBody(automatic))).toMatchObject({ renderer3d: "AUTOMATIC", vram_size_mb: 96 });
    expect(protocolOf(createBody({ ...automatic, vramSizeMb: "256" })).vram_size_mb).toBe(256);
    expect(protocolOf(createBody(emptyDraft(GROUP)))).not.toHaveProperty("vram_size_mb");
    expect(protocolOf(updateBody(automatic, pool))).toMatchObject({
      renderer3d: "AUTOMATIC",
      vram_size_mb: 96,
    });
  });

  it("refuses video memory outside 64 to 512 MB", () => {
    expect(vramErrorKey("96")).toBeUndefined();
    expect(vramErrorKey("64")).toBeUndefined();
    expect(vramErrorKey("512")).toBeUndefined();
    for (const refused of ["63", "513", "", "9.5", "abc"]) expect(vramErrorKey(refused)).toBeDefined();
  });

  it("creates NVIDIA GRID vGPU pools as vSphere-managed rendering with vGPUs, and reads them back so", () => {
    const grid = { ...emptyDraft(GROUP), renderer3d: "GRID_VGPU" };
    expect(protocolOf(createBody(grid))).toMatchObject({
      renderer3d: "MANAGE_BY_VSPHERE_CLIENT",
      grid_vgpus_enabled: true,
    });
    expect(protocolOf(createBody(emptyDraft(GROUP))).grid_vgpus_enabled).toBe(false);
    // The update spec has no grid_vgpus_enabled: an edit sends the renderer alone.
    expect(protocolOf(updateBody(grid, pool))).not.toHaveProperty("grid_vgpus_enabled");
    const created: DesktopPoolRow = {
      ...pool,
      display_protocol_settings: { renderer3d: "MANAGE_BY_VSPHERE_CLIENT", grid_vgpus_enabled: true },
    };
    expect(draftFromPool(created, "edit", GROUP).renderer3d).toBe("GRID_VGPU");
  });
});

// Spec 001 §3 and §5: a new instant-clone pool's cards on networks of its cluster.
describe("network cards in the create body (spec 001 §3, §5)", () => {
  const mapped = { useImageNetwork: false, nicNetworks: { "vm-101-nic-4001": "Desktops-VLAN20" } };

  it("sends the cards given a network for instant clones, and nothing for the image's network or full clones", () => {
    expect(createBody({ ...emptyDraft(GROUP), ...mapped }).nics).toEqual([
      {
        network_interface_card_id: "vm-101-nic-4001",
        network_label_assignment_specs: [
          { enabled: true, max_label_type: "UNLIMITED", network_label_name: "Desktops-VLAN20" },
        ],
      },
    ]);
    expect(createBody(emptyDraft(GROUP))).not.toHaveProperty("nics");
    expect(createBody({ ...emptyDraft(GROUP), ...mapped, source: "VIRTUAL_CENTER" })).not.toHaveProperty(
      "nics",
    );
  });
});

// Spec 001 §9 (datastore kinds): full clones may go on Storage DRS datastore clusters.
describe("Storage DRS datastore clusters (spec 001 §9)", () => {
  const cluster = { id: "group-p1", label: "sdrs-cluster-a" };
  const store = { id: "ds-1", label: "ds-1" };
  const storesOf = (body: Record<string, unknown>) =>
    (body.storage_settings as { datastores: unknown[] }).datastores;

  it("sends a full-clone pool's clusters as datastores with sdrs_cluster, and none for instant clones", () => {
    const fullClone = { ...emptyDraft(GROUP), source: "VIRTUAL_CENTER" as const, datastores: [store] };
    expect(storesOf(createBody({ ...fullClone, datastoreClusters: [cluster] }))).toEqual([
      { datastore_id: "ds-1" },
      { datastore_id: "group-p1", sdrs_cluster: true },
    ]);
    expect(
      storesOf(createBody({ ...fullClone, source: "INSTANT_CLONE", datastoreClusters: [cluster] })),
    ).toEqual([{ datastore_id: "ds-1" }]);
  });

  it("reads a pool's clusters apart from its datastores and sends both back on edit", () => {
    const onCluster: DesktopPoolRow = {
      ...pool,
      storage_settings: {
        datastores: [{ datastore_id: "ds-1" }, { datastore_id: "group-p1", sdrs_cluster: true }],
      },
    };
    const draft = draftFromPool(onCluster, "edit", GROUP);
    expect(draft.datastores.map((item) => item.id)).toEqual(["ds-1"]);
    expect(draft.datastoreClusters.map((item) => item.id)).toEqual(["group-p1"]);
    expect(storesOf(updateBody(draft, onCluster))).toEqual(onCluster.storage_settings?.datastores);
  });
});

// Spec 000 §9: the default pool blackout window is 8:00 to 10:00.
describe("View Storage Accelerator and its blackout window (spec 000 §9)", () => {
  it("sends nothing unless used, then the 8:00 to 10:00 window every day by default", () => {
    expect(createBody(emptyDraft(GROUP))).not.toHaveProperty("view_storage_accelerator_settings");
    expect(createBody({ ...emptyDraft(GROUP), useStorageAccelerator: true })).toMatchObject({
      view_storage_accelerator_settings: {
        use_view_storage_accelerator: true,
        regenerate_view_storage_accelerator_days: 7,
        blackout_times: [{ days: ["ALL"], start_time: "08:00", end_time: "10:00" }],
      },
    });
    const noWindow = createBody({ ...emptyDraft(GROUP), useStorageAccelerator: true, useBlackout: false });
    expect(noWindow.view_storage_accelerator_settings).not.toHaveProperty("blackout_times");
  });

  it("takes 24-hour times only", () => {
    for (const time of ["00:00", "08:00", "23:59"]) expect(blackoutTimeErrorKey(time)).toBeUndefined();
    for (const time of ["8:00", "24:00", "12:60", "", "noon"])
      expect(blackoutTimeErrorKey(time)).toBeDefined();
  });
});
