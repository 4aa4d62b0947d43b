import { describe, expect, it } from "vitest";
import { SEED_IC_DOMAIN_ACCOUNT } from "../../server/emulator/data/seed-ic-domain-account";
import { SEED_INSTANT_CLONE_PLACEMENT } from "../support/instant-clone-placement";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { checkNamingPattern } from "../../src/core/inventory/naming-pattern";
import { PROVISIONING_STEP_MS } from "../../server/emulator/inventory/rest-pool-provisioning-routes";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// Desktop pool create (OpenAPI: POST /inventory/v1|v2/desktop-pools), its name checks, and provisioning
// that moves new machines PROVISIONING -> CUSTOMIZING -> AVAILABLE on the emulator's clock.

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};
const SALES_INVENTORY: TestCaller = {
  username: "inventory",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "MACHINE_VIEW"] },
};

function setUp() {
  const emulator = createInventoryTestApp();
  const vcenter = emulator.store.virtualCenters.all[0]?.id ?? "";
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "ic-wizard",
    type: "AUTOMATED",
    source: "INSTANT_CLONE",
    user_assignment: "FLOATING",
    vcenter_id: vcenter,
    naming_method: "PATTERN",
    pattern_naming_settings: { naming_pattern: "icw-{n:fixed=2}", max_number_of_machines: 4 },
    ...SEED_INSTANT_CLONE_PLACEMENT,
    ...overrides,
  });
  const post = (path: string, payload: unknown, caller?: TestCaller) =>
    emulator.request("POST", `/rest/inventory${path}`, { body: payload, ...(caller ? { caller } : {}) });
  const machinesOf = async (poolId: string) => {
    const filter = JSON.stringify({ type: "Equals", name: "desktop_pool_id", value: poolId });
    const response = await emulator.request(
      "GET",
      `/rest/inventory/v4/machines?filter=${encodeURIComponent(filter)}`,
    );
    return (await response.json()) as { name: string; state: string }[];
  };
  return { emulator, body, post, machinesOf };
}

describe("POST /rest/inventory/v2/desktop-pools", () => {
  it("creates the pool (201, id in Location) and provisions its machines on the clock", async () => {
    const { emulator, body, post, machinesOf } = setUp();
    const created = await post("/v2/desktop-pools", body());
    expect(created.status, await created.clone().text()).toBe(201);
    const id = created.headers.get("Location")?.split("/").at(-1) ?? "";
    const pool = (await (
      await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${id}`)
    ).json()) as Record<string, unknown>;
    expect(pool).toMatchObject({ name: "ic-wizard", type: "AUTOMATED", source: "INSTANT_CLONE" });
    const initial = await machinesOf(id);
    expect(initial.map((machine) => machine.name).sort()).toEqual(["icw-01", "icw-02", "icw-03", "icw-04"]);
    expect(new Set(initial.map((machine) => machine.state))).toEqual(new Set(["PROVISIONING"]));
    emulator.clock.now += PROVISIONING_STEP_MS + 1_000;
    expect(new Set((await machinesOf(id)).map((machine) => machine.state))).toEqual(new Set(["CUSTOMIZING"]));
    emulator.clock.now += PROVISIONING_STEP_MS;
    expect(new Set((await machinesOf(id)).map((machine) => machine.state))).toEqual(new Set(["AVAILABLE"]));

    // Deleting the pool removes its machines.
    expect((await emulator.request("DELETE", `/rest/inventory/v1/desktop-pools/${id}`)).status).toBe(204);
    expect(await machinesOf(id)).toEqual([]);
  });

  it("refuses invalid input with error keys, and a taken name", async () => {
    const { body, post } = setUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "bad name!" }, "inventory.desktop.pool.name.invalid"],
      [{ vcenter_id: "no-such-vc" }, "inventory.desktop.pool.vcenter.invalid"],
      [{ storage_settings: { datastores: [] } }, "inventory.desktop.pool.datastores.required"],
      [
        { pattern_naming_settings: { naming_pattern: "a{n}{n}", max_number_of_machines: 2 } },
        "inventory.desktop.pool.naming.pattern.invalid",
      ],
      [
        { pattern_naming_settings: { naming_pattern: "a-{n}", max_number_of_machines: 0 } },
        "inventory.desktop.pool.max.machines.invalid",
      ],
      [{ provisioning_settings: {} }, "inventory.desktop.pool.provisioning.invalid"],
      // 13 letters and the 3 digits of the fixed token: 16 characters, one over the NetBIOS limit.
      [
        {
          pattern_naming_settings: { naming_pattern: "abcdefghijkl-{n:fixed=3}", max_number_of_machines: 2 },
        },
        "inventory.desktop.pool.naming.pattern.invalid",
      ],
      // {n:fixed=1} cannot number 12 machines.
      [
        { pattern_naming_settings: { naming_pattern: "a-{n:fixed=1}", max_number_of_machines: 12 } },
        "inventory.desktop.pool.naming.pattern.invalid",
      ],
      [
        { customization_settings: { customization_type: "CLONE_PREP" } },
        "inventory.desktop.pool.customization.invalid",
      ],
      [
        {
          customization_settings: {
            customization_type: "CLONE_PREP",
            instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
            ad_container_rdn: "CN=Computers",
            cloneprep_customization_settings: { power_off_script_parameters: "-quiet" },
          },
        },
        "inventory.desktop.pool.customization.invalid",
      ],
    ];
    for (const [overrides, key] of cases) {
      const response = await post("/v1/desktop-pools", body(overrides));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ error_key: key }] });
    }
    expect((await post("/v2/desktop-pools", body())).status).toBe(201);
    const clash = await post("/v2/desktop-pools", body({ name: "IC-Wizard" }));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      errors: [{ error_key: "inventory.desktop.pool.name.exists" }],
    });
  });

  it("counts the number token as its width (spec 000 / OpenAPI naming_pattern) and keeps the ClonePrep settings", async () => {
    const { emulator, body, post } = setUp();
    const created = await post(
      "/v2/desktop-pools",
      body({
        // 12 letters and hyphens and {n:fixed=3}: 15 characters once numbered, as long as a name may be.
        pattern_naming_settings: { naming_pattern: "ic-sales-de-{n:fixed=3}", max_number_of_machines: 3 },
        customization_settings: {
          customization_type: "CLONE_PREP",
          instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
          ad_container_rdn: "OU=Desktops,OU=Sales",
          cloneprep_customization_settings: {
            power_off_script_name: "C:\\scripts\\off.cmd",
            power_off_script_parameters: "-quiet",
            post_synchronization_script_name: "C:\\scripts\\sync.cmd",
          },
        },
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const id = created.headers.get("Location")?.split("/").at(-1) ?? "";
    const pool = (await (
      await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${id}`)
    ).json()) as Record<string, unknown>;
    expect(pool).toMatchObject({
      pattern_naming_settings: { naming_pattern: "ic-sales-de-{n:fixed=3}" },
      customization_settings: {
        customization_type: "CLONE_PREP",
        instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
        ad_container_rdn: "OU=Desktops,OU=Sales",
        cloneprep_customization_settings: {
          power_off_script_name: "C:\\scripts\\off.cmd",
          power_off_script_parameters: "-quiet",
          post_synchronization_script_name: "C:\\scripts\\sync.cmd",
        },
      },
    });
  });

  it("the seeded pools' and farms' own patterns pass the rule the create and update apply", () => {
    const { emulator } = setUp();
    const pools = emulator.store.desktopPools.all.flatMap((pool) =>
      pool.pattern_naming_settings ? [pool.pattern_naming_settings] : [],
    );
    const farms = emulator.store.farms.all.flatMap((farm) =>
      farm.automated_farm_settings ? [farm.automated_farm_settings.pattern_naming_settings] : [],
    );
    expect(pools.length).toBeGreaterThan(0);
    expect(farms.length).toBeGreaterThan(0);
    for (const naming of pools)
      expect(
        checkNamingPattern(naming.naming_pattern, naming.max_number_of_machines),
        naming.naming_pattern,
      ).toMatchObject({ problem: null });
    for (const naming of farms)
      expect(
        checkNamingPattern(naming.naming_pattern, naming.max_number_of_rds_servers),
        naming.naming_pattern,
      ).toMatchObject({ problem: null });
  });

  it("answers name availability and validates specified names", async () => {
    const { emulator, post } = setUp();
    const taken = emulator.store.desktopPools.all[0]?.name ?? "";
    const check = async (name: string) =>
      (await (await post("/v1/desktop-pools/action/check-name-availability", { name })).json()) as {
        available: boolean;
      };
    expect(await check(taken)).toEqual({ available: false });
    expect(await check("a-fresh-name")).toEqual({ available: true });
    const existingMachine = emulator.store.machines.all[0]?.name ?? "";
    const validated = await post("/v1/desktop-pools/action/validate-specified-names", {
      names_spec: [
        { machine_name: "new-1" },
        { machine_name: "new-1" },
        { machine_name: "way-too-long-machine-name" },
        { machine_name: existingMachine },
      ],
    });
    expect(
      ((await validated.json()) as { specified_names_statuses: string[] }[]).map(
        (row) => row.specified_names_statuses,
      ),
    ).toEqual([["DUPLICATE_VM_NAME"], ["DUPLICATE_VM_NAME"], ["VM_NAME_TOO_LONG"], ["DUPLICATE_VM_NAME"]]);
  });

  it("needs POOL_MANAGEMENT on the pool's access group: readonly refused, inventory only in Sales", async () => {
    const { body, post } = setUp();
    expect((await post("/v2/desktop-pools", body(), READONLY)).status).toBe(403);
    // Asking whether a name is free needs only POOL_VIEW on some group (2212): readonly may.
    expect(
      (await post("/v1/desktop-pools/action/check-name-availability", { name: "x" }, READONLY)).status,
    ).toBe(200);
    expect((await post("/v2/desktop-pools", body({ name: "sales-pool" }), SALES_INVENTORY)).status).toBe(403);
    const inSales = await post(
      "/v2/desktop-pools",
      body({ name: "sales-pool", access_group_id: SALES_ACCESS_GROUP_ID }),
      SALES_INVENTORY,
    );
    expect(inSales.status).toBe(201);
  });
});
