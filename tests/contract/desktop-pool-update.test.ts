import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { DesktopPoolRecord } from "../../server/emulator/data/inventory-types";
import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// Desktop pool update (OpenAPI: PUT /inventory/v1/desktop-pools/{id}, DesktopPoolUpdateSpec): what may change
// changes and later reads show it; invalid values and changes to what a pool is created with are refused.

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};
const SALES_INVENTORY: TestCaller = {
  username: "inventory",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "MACHINE_VIEW"] },
};

function setUp(pick: (pool: DesktopPoolRecord) => boolean) {
  const emulator = createInventoryTestApp();
  const pool = emulator.store.desktopPools.all.find(pick);
  if (!pool) throw new Error("the seed has no such pool");
  const path = `/rest/inventory/v1/desktop-pools/${pool.id}`;
  const send = (body: unknown, caller?: TestCaller) =>
    emulator.request("PUT", path, { body, ...(caller ? { caller } : {}) });
  // A client sends DesktopPoolUpdateSpec's required fields as it read them, with its changes over them.
  const put = (body: Record<string, unknown>, caller?: TestCaller) =>
    send({ ...requiredAsRead(pool), ...body }, caller);
  const read = async () =>
    (await (await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${pool.id}`)).json()) as Record<
      string,
      unknown
    >;
  return { emulator, pool, put, send, read };
}

/** DesktopPoolUpdateSpec's required fields, as the pool has them now. */
const requiredAsRead = (pool: DesktopPoolRecord) => poolUpdateBody(pool, {});

const instantClone = (pool: DesktopPoolRecord) =>
  pool.type === "AUTOMATED" && pool.source === "INSTANT_CLONE" && pool.naming_method === "PATTERN";
const fullClone = (pool: DesktopPoolRecord) => pool.type === "AUTOMATED" && pool.source === "VIRTUAL_CENTER";

describe("PUT /rest/inventory/v1/desktop-pools/{id}", () => {
  it("refuses a body without DesktopPoolUpdateSpec's required fields, naming them, and changes nothing", async () => {
    const { pool, send, read } = setUp(instantClone);
    const wasEnabled = pool.enabled;
    const response = await send({ enabled: !wasEnabled });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { error_key: string; error_message: string }[] };
    expect(body.errors[0]?.error_key).toBe("invalid.request.body");
    expect(body.errors[0]?.error_message).toContain("display_name");
    expect(body.errors[0]?.error_message).toContain("enable_client_restrictions");
    expect((await read()).enabled).toBe(wasEnabled);
    const { display_machine_alias: _left, ...withoutOne } = requiredAsRead(pool);
    const one = await send({ ...withoutOne, enabled: !wasEnabled });
    expect(one.status).toBe(400);
    expect(((await one.json()) as { errors: { error_message: string }[] }).errors[0]?.error_message).toMatch(
      /missing: display_machine_alias$/,
    );
    expect((await send({ ...requiredAsRead(pool), enabled: !wasEnabled })).status).toBe(204);
    expect((await read()).enabled).toBe(!wasEnabled);
  });

  it("changes every setting the update spec allows, and later reads show the changes", async () => {
    const { pool, put, read } = setUp(instantClone);
    const vc = pool.provisioning_settings?.datacenter_id.replace("datacenter-", "") ?? "";
    const other = pool.provisioning_settings?.host_or_cluster_id === `domain-c${vc}1` ? "2" : "1";
    const response = await put({
      display_name: "Renamed pool",
      description: "New words",
      enabled: false,
      session_type: "DESKTOP_AND_APPLICATION",
      display_protocol_settings: {
        default_display_protocol: "PCOIP",
        allow_users_to_choose_protocol: false,
        renderer3d: "SOFTWARE",
        // The OpenAPI: required with AUTOMATIC, SOFTWARE and HARDWARE.
        vram_size_mb: 128,
        max_resolution_of_any_one_monitor: "UHD",
      },
      session_settings: { power_policy: "POWER_OFF", delete_or_refresh_machine_after_logoff: "REFRESH" },
      pattern_naming_settings: {
        naming_pattern: "ren-{n}",
        max_number_of_machines: 40,
        number_of_spare_machines: 3,
      },
      provisioning_settings: {
        host_or_cluster_id: `domain-c${vc}${other}`,
        resource_pool_id: `resgroup-${vc}${other}2`,
      },
      storage_settings: { datastores: [{ datastore_id: `datastore-${vc}${other}2` }] },
      customization_settings: { customization_type: "CLONE_PREP" },
    });
    expect(response.status, await response.clone().text()).toBe(204);
    expect(await read()).toMatchObject({
      name: pool.name,
      display_name: "Renamed pool",
      description: "New words",
      enabled: false,
      session_type: "DESKTOP_AND_APPLICATION",
      display_protocol_settings: {
        default_display_protocol: "PCOIP",
        allow_users_to_choose_protocol: false,
        renderer3d: "SOFTWARE",
        // The OpenAPI: required with AUTOMATIC, SOFTWARE and HARDWARE.
        vram_size_mb: 128,
        max_resolution_of_any_one_monitor: "UHD",
      },
      session_settings: { power_policy: "POWER_OFF", delete_or_refresh_machine_after_logoff: "REFRESH" },
      pattern_naming_settings: {
        naming_pattern: "ren-{n}",
        max_number_of_machines: 40,
        number_of_spare_machines: 3,
      },
      provisioning_settings: {
        host_or_cluster_id: `domain-c${vc}${other}`,
        resource_pool_id: `resgroup-${vc}${other}2`,
        parent_vm_id: pool.provisioning_settings?.parent_vm_id,
        vm_folder_id: pool.provisioning_settings?.vm_folder_id,
      },
      storage_settings: { datastores: [{ datastore_id: `datastore-${vc}${other}2` }] },
    });
  });

  it("provisions the machines a larger maximum asks for on an up-front pool", async () => {
    const { emulator, pool, put } = setUp(
      (candidate) =>
        instantClone(candidate) &&
        candidate.enable_provisioning &&
        candidate.pattern_naming_settings?.provisioning_time === "UP_FRONT",
    );
    const machinesOf = () =>
      emulator.store.machines.all.filter((machine) => machine.desktop_pool_id === pool.id);
    const before = machinesOf().length;
    const response = await put({
      pattern_naming_settings: { naming_pattern: "grow-{n}", max_number_of_machines: before + 3 },
    });
    expect(response.status).toBe(204);
    const added = machinesOf().filter((machine) => machine.name.startsWith("grow-"));
    expect(added.map((machine) => [machine.name, machine.state])).toEqual([
      ["grow-1", "PROVISIONING"],
      ["grow-2", "PROVISIONING"],
      ["grow-3", "PROVISIONING"],
    ]);
    expect(
      (await put({ pattern_naming_settings: { max_number_of_machines: 1, number_of_spare_machines: 0 } }))
        .status,
    ).toBe(204);
    expect(machinesOf(), "a smaller maximum removes no machine").toHaveLength(before + 3);
  });

  it("refuses invalid values with error keys and leaves the pool as it was", async () => {
    const { pool, put, read } = setUp(instantClone);
    const before = await read();
    const vc = pool.provisioning_settings?.datacenter_id.replace("datacenter-", "") ?? "";
    const cases: [Record<string, unknown>, string][] = [
      [{ display_name: "" }, "inventory.desktop.pool.display.name.required"],
      [{ session_type: "KIOSK" }, "inventory.desktop.pool.setting.invalid"],
      [{ session_settings: { power_policy: "HIBERNATE" } }, "inventory.desktop.pool.setting.invalid"],
      [{ display_protocol_settings: { renderer3d: "GRID" } }, "inventory.desktop.pool.setting.invalid"],
      [
        { pattern_naming_settings: { naming_pattern: "a{n}{n}" } },
        "inventory.desktop.pool.naming.pattern.invalid",
      ],
      [
        { pattern_naming_settings: { max_number_of_machines: 0 } },
        "inventory.desktop.pool.max.machines.invalid",
      ],
      [
        { pattern_naming_settings: { max_number_of_machines: 5, number_of_spare_machines: 6 } },
        "inventory.desktop.pool.spare.machines.invalid",
      ],
      // The standalone host refuses instant clones.
      [
        { provisioning_settings: { host_or_cluster_id: `host-${vc}01` } },
        "inventory.desktop.pool.host.or.cluster.invalid",
      ],
      [
        { provisioning_settings: { resource_pool_id: "resgroup-999" } },
        "inventory.desktop.pool.resource.pool.invalid",
      ],
      [{ storage_settings: { datastores: [] } }, "inventory.desktop.pool.datastores.required"],
      [
        { storage_settings: { datastores: [{ datastore_id: "datastore-nowhere" }] } },
        "inventory.desktop.pool.datastores.invalid",
      ],
      [
        { customization_settings: { customization_type: "SYS_PREP" } },
        "inventory.desktop.pool.customization.invalid",
      ],
      [{ unknown_setting: true }, "inventory.desktop.pool.field.unknown"],
    ];
    for (const [body, key] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({ errors: [{ error_key: key }] });
    }
    expect(await read()).toEqual(before);
  });

  it("refuses changes to what a pool is created with, and accepts those fields unchanged", async () => {
    const { pool, put, read } = setUp(instantClone);
    const fixed: Record<string, unknown>[] = [
      { name: "another-name" },
      { type: "MANUAL" },
      { user_assignment: pool.user_assignment === "DEDICATED" ? "FLOATING" : "DEDICATED" },
      { source: "VIRTUAL_CENTER" },
      { vcenter_id: "another-vc" },
      { provisioning_settings: { parent_vm_id: "vm-999" } },
      { provisioning_settings: { base_snapshot_id: "snapshot-999" } },
      { provisioning_settings: { vm_folder_id: "group-v999" } },
    ];
    for (const body of fixed) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ error_key: "inventory.desktop.pool.field.fixed" }],
      });
    }
    const same = await put({ name: pool.name, type: pool.type, display_name: "Same fixed fields" });
    expect(same.status).toBe(204);
    expect(await read()).toMatchObject({ name: pool.name, display_name: "Same fixed fields" });
  });

  it("keeps automated settings off other pools and customises full clones with a usable spec", async () => {
    const manual = setUp((pool) => pool.type === "MANUAL");
    const refused = await manual.put({ pattern_naming_settings: { max_number_of_machines: 3 } });
    expect(await refused.json()).toMatchObject({
      errors: [{ error_key: "inventory.desktop.pool.automated.only" }],
    });

    const rds = setUp((pool) => pool.type === "RDS");
    const moved = await rds.put({
      access_group_id:
        rds.pool.access_group_id === SALES_ACCESS_GROUP_ID
          ? LOCAL_ROOT_ACCESS_GROUP_ID
          : SALES_ACCESS_GROUP_ID,
    });
    expect(await moved.json()).toMatchObject({
      errors: [{ error_key: "inventory.desktop.pool.access.group.inherited" }],
    });

    const full = setUp(fullClone);
    const vc = full.pool.provisioning_settings?.datacenter_id.replace("datacenter-", "") ?? "";
    const unusable = await full.put({
      customization_settings: {
        customization_type: "SYS_PREP",
        sysprep_customization_spec_id: `spec-${vc}3`,
      },
    });
    expect(await unusable.json()).toMatchObject({
      errors: [{ error_key: "inventory.desktop.pool.customization.invalid" }],
    });
    expect((await full.put({ customization_settings: { customization_type: "NONE" } })).status).toBe(204);
    expect(await full.read()).toMatchObject({ customization_settings: { customization_type: "NONE" } });
  });

  it("needs POOL_MANAGEMENT on the pool's group (readonly and other groups' inventory admins refused); 404 unknown", async () => {
    const outside = setUp((pool) => pool.access_group_id !== SALES_ACCESS_GROUP_ID);
    expect((await outside.put({ display_name: "x" }, READONLY)).status).toBe(403);
    expect((await outside.put({ display_name: "x" }, SALES_INVENTORY)).status).toBe(403);
    const sales = setUp((pool) => pool.access_group_id === SALES_ACCESS_GROUP_ID);
    expect((await sales.put({ display_name: "Sales renamed" }, SALES_INVENTORY)).status).toBe(204);
    expect(
      (await sales.put({ access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID }, SALES_INVENTORY)).status,
      "moving the pool needs POOL_MANAGEMENT on the target group too",
    ).toBe(403);
    const unknown = await sales.emulator.request("PUT", "/rest/inventory/v1/desktop-pools/no-such-pool", {
      body: { display_name: "x" },
    });
    expect(unknown.status).toBe(404);
  });
});
