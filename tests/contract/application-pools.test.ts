import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { FarmRecord } from "../../server/emulator/data/inventory-types";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// Application side of the inventory API: create, update, name availability, installed and application
// volumes applications, icons, and the application health the farm monitor reports.

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW"] },
};
const SALES_MANAGER: TestCaller = {
  username: "sales",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "POOL_ENABLE"] },
};
const NOBODY: TestCaller = { username: "nobody", privileges: {} };

interface InstalledApplicationValidation {
  application_exe_path: string;
  status: "SUCCESS" | "NOT_INSTALLED";
  machine_or_rds_server_ids?: string[];
}

function setUp() {
  const emulator = createInventoryTestApp();
  const { store } = emulator;
  const farm = (index: number): FarmRecord => {
    const found = store.farms.all[index];
    if (!found) throw new Error(`the seed has no farm ${index}`);
    return found;
  };
  const create = (body: unknown, caller?: TestCaller) =>
    emulator.request("POST", "/rest/inventory/v3/application-pools", caller ? { body, caller } : { body });
  const status = async (farmId: string) => {
    const response = await emulator.request("GET", `/rest/monitor/v1/farms/${farmId}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { status: string }).status;
  };
  /** Which of the farm's hosts lack each executable (ValidateInstalledApplications). */
  const validate = async (farmId: string, paths: string[], caller?: TestCaller) =>
    emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${farmId}/action/validate-installed-applications`,
      caller ? { body: paths, caller } : { body: paths },
    );
  const lacking = async (farmId: string, path: string) => {
    const response = await validate(farmId, [path]);
    expect(response.status).toBe(200);
    const [entry] = (await response.json()) as InstalledApplicationValidation[];
    return entry;
  };
  const hostsOf = (farmId: string) => store.rdsServers.all.filter((host) => host.farm_id === farmId);
  return { emulator, store, farm, create, status, validate, lacking, hostsOf };
}

describe("POST /rest/inventory/v3/application-pools", () => {
  it("creates an application on a farm, readable afterwards, with the Location of the new record", async () => {
    const { store, farm, create, emulator } = setUp();
    const response = await create({
      name: "PuTTY",
      display_name: "PuTTY",
      executable_path: "C:\\Program Files\\PuTTY\\putty.exe",
      version: "0.80",
      publisher: "Simon Tatham",
      start_folder: "C:\\Temp",
      parameters: "-ssh",
      farm_id: farm(0).id,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const location = response.headers.get("Location") ?? "";
    const id = location.split("/").pop() ?? "";
    const read = await emulator.request("GET", `/rest/inventory/v4/application-pools/${id}`);
    expect(await read.json()).toMatchObject({
      name: "PuTTY",
      farm_id: farm(0).id,
      access_group_id: farm(0).access_group_id,
      start_folder: "C:\\Temp",
      parameters: "-ssh",
      enabled: true,
    });
    expect(store.applicationPools.get(id)?.publisher).toBe("Simon Tatham");
  });

  it("answers 400 for a missing path or name, no host or both, 404 for an unknown farm, 409 for a taken name", async () => {
    const { store, farm, create } = setUp();
    const taken = store.applicationPools.all[0]?.name ?? "";
    const base = { name: "Fresh", executable_path: "C:\\x.exe", farm_id: farm(0).id };
    const answers = await Promise.all([
      create({ ...base, executable_path: "" }),
      create({ ...base, name: "has space" }),
      create({ name: "Fresh", executable_path: "C:\\x.exe" }),
      create({ ...base, desktop_pool_id: store.desktopPools.all[0]?.id }),
      create({ ...base, farm_id: "no-such-farm" }),
      create({ ...base, name: taken.toUpperCase() }),
      create([base]),
    ]);
    expect(answers.map((response) => response.status)).toEqual([400, 400, 400, 400, 404, 409, 400]);
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as {
      errors: { error_key: string }[];
    }[];
    expect(bodies[5]?.errors[0]?.error_key).toBe("inventory.application.pool.name.exists");
  });

  it("needs POOL_MANAGEMENT on the farm's access group", async () => {
    const { store, create } = setUp();
    const outside = store.farms.all.find((farm) => farm.access_group_id !== SALES_ACCESS_GROUP_ID);
    const inSales = store.farms.all.find((farm) => farm.access_group_id === SALES_ACCESS_GROUP_ID);
    const spec = (farmId: string | undefined) => ({
      name: "ByPrivilege",
      executable_path: "C:\\x.exe",
      farm_id: farmId,
    });
    expect((await create(spec(outside?.id), READONLY)).status).toBe(403);
    expect((await create(spec(outside?.id), SALES_MANAGER)).status).toBe(403);
    expect((await create(spec(outside?.id), NOBODY)).status).toBe(403);
    expect((await create(spec(inSales?.id), SALES_MANAGER)).status).toBe(201);
  });

  it("publishes from a desktop pool that offers applications, not from a desktop-only pool", async () => {
    const { store, create } = setUp();
    const withApps = store.desktopPools.all.find((pool) => pool.session_type === "DESKTOP_AND_APPLICATION");
    const desktopOnly = store.desktopPools.all.find((pool) => pool.session_type === "DESKTOP");
    const spec = (poolId: string | undefined, name: string) => ({
      name,
      executable_path: "C:\\Windows\\System32\\calc.exe",
      desktop_pool_id: poolId,
    });
    expect((await create(spec(withApps?.id, "CalcOnPool"))).status).toBe(201);
    expect((await create(spec(desktopOnly?.id, "CalcOnDesktop"))).status).toBe(400);
  });
});

describe("PUT /rest/inventory/v1/application-pools/{id}", () => {
  it("changes the execution fields (POOL_MANAGEMENT) and refuses an empty path", async () => {
    const { emulator, store } = setUp();
    const application = store.applicationPools.all[0];
    const path = `/rest/inventory/v1/application-pools/${application?.id}`;
    const body = {
      executable_path: "C:\\new.exe",
      version: "2",
      publisher: "P",
      start_folder: "C:\\",
      parameters: "-x",
    };
    expect((await emulator.request("PUT", path, { body })).status).toBe(204);
    expect(store.applicationPools.get(application?.id ?? "")).toMatchObject(body);
    expect((await emulator.request("PUT", path, { body: { executable_path: "" } })).status).toBe(400);
    expect((await emulator.request("PUT", path, { body, caller: READONLY })).status).toBe(403);
  });
});

describe("POST /rest/inventory/v1/application-pools/action/check-name-availability", () => {
  it("answers whether a name is free, ignoring case; 400 without a name; 403 without POOL_VIEW", async () => {
    const { emulator, store } = setUp();
    const path = "/rest/inventory/v1/application-pools/action/check-name-availability";
    const taken = store.applicationPools.all[0]?.name.toLowerCase() ?? "";
    const ask = async (name: unknown, caller?: TestCaller) =>
      emulator.request("POST", path, caller ? { body: { name }, caller } : { body: { name } });
    expect(await (await ask("Brand-New")).json()).toEqual({ available: true });
    expect(await (await ask(taken)).json()).toEqual({ available: false });
    expect(await (await ask("not valid!")).json()).toEqual({ available: false });
    expect(await (await ask("Brand-New", READONLY)).json()).toEqual({ available: true });
    expect((await ask("")).status).toBe(400);
    expect((await ask("Brand-New", NOBODY)).status).toBe(403);
  });
});

describe("installed and application volumes applications", () => {
  it("lists a farm's and an application desktop pool's installed applications; 404 unknown, 403 outside the group", async () => {
    const { emulator, store, farm } = setUp();
    const onFarm = await emulator.request(
      "GET",
      `/rest/inventory/v1/farms/${farm(0).id}/installed-applications`,
    );
    const apps = (await onFarm.json()) as { name: string; executable_path: string; publisher: string }[];
    expect(apps.map((app) => app.name)).toContain("PuTTY");
    expect(apps[0]).toMatchObject({ name: expect.any(String), executable_path: expect.any(String) });
    const pool = store.desktopPools.all.find(
      (candidate) => candidate.session_type === "DESKTOP_AND_APPLICATION",
    );
    const onPool = await emulator.request(
      "GET",
      `/rest/inventory/v1/desktop-pools/${pool?.id}/installed-applications`,
    );
    expect(((await onPool.json()) as unknown[]).length).toBe(apps.length);
    expect(
      (await emulator.request("GET", "/rest/inventory/v1/farms/none/installed-applications")).status,
    ).toBe(404);
    const outside = store.farms.all.find((candidate) => candidate.access_group_id !== SALES_ACCESS_GROUP_ID);
    const refused = await emulator.request(
      "GET",
      `/rest/inventory/v1/farms/${outside?.id}/installed-applications`,
      {
        caller: SALES_MANAGER,
      },
    );
    expect(refused.status).toBe(403);
  });

  it("lists application volumes applications, and fails while the volumes manager does not answer", async () => {
    const { emulator, farm } = setUp();
    const list = (farmId: string) =>
      emulator.request("GET", `/rest/inventory/v1/farms/${farmId}/app-volumes-applications`);
    const listed = (await (await list(farm(0).id)).json()) as { avm_shortcut_id: string }[];
    expect(listed.map((app) => app.avm_shortcut_id)).toEqual(["1", "2"]);
    expect(farm(2).app_volumes_manager_accessible).toBe(false);
    expect((await list(farm(2).id)).status).toBe(503);
  });
});

describe("application icons", () => {
  const PNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

  it("creates an icon of 16 to 256 pixels, adds it to an application and removes it again", async () => {
    const { emulator, store } = setUp();
    const application = store.applicationPools.all[0];
    const createIcon = (width: number, data = PNG) =>
      emulator.request("POST", "/rest/inventory/v1/application-icons", {
        body: { data, width, height: width },
      });
    expect((await createIcon(15)).status).toBe(400);
    expect((await createIcon(257)).status).toBe(400);
    expect((await createIcon(32, "<svg onload=alert(1)>")).status).toBe(400);
    const created = await createIcon(32);
    expect(created.status).toBe(201);
    const iconId = created.headers.get("Location")?.split("/").pop() ?? "";
    const base = `/rest/inventory/v1/application-pools/${application?.id}/action`;
    expect(
      (await emulator.request("POST", `${base}/add-custom-icon`, { body: { icon_id: "none" } })).status,
    ).toBe(404);
    expect(
      (await emulator.request("POST", `${base}/add-custom-icon`, { body: { icon_id: iconId } })).status,
    ).toBe(204);
    const icons = await emulator.request(
      "GET",
      `/rest/inventory/v1/application-icons?application_pool_id=${application?.id}`,
    );
    expect(await icons.json()).toEqual([
      expect.objectContaining({ id: iconId, data: PNG, width: 32, application_pool_ids: [application?.id] }),
    ]);
    expect((await emulator.request("POST", `${base}/remove-custom-icon`, { caller: READONLY })).status).toBe(
      403,
    );
    expect((await emulator.request("POST", `${base}/remove-custom-icon`)).status).toBe(204);
    expect(store.applicationPools.get(application?.id ?? "")?.customized_icon_ids).toBeUndefined();
    expect((await emulator.request("POST", `${base}/remove-custom-icon`)).status).toBe(409);
    expect(
      (await emulator.request("POST", "/rest/inventory/v1/application-pools/none/action/remove-custom-icon"))
        .status,
    ).toBe(404);
  });
});

describe("POST /rest/inventory/v1/farms/{id}/action/validate-installed-applications", () => {
  it("names the hosts an executable is not installed on, and SUCCESS where every host has it", async () => {
    const { farm, store, lacking, hostsOf } = setUp();
    const first = farm(0);
    const word = store.applicationPools.all.find((app) => app.farm_id === first.id && !app.avm_shortcut_id);
    const seeded = hostsOf(first.id).filter((host) => host.missing_executable_paths?.length);
    expect(seeded).toHaveLength(1);
    const entry = await lacking(first.id, word?.executable_path ?? "");
    expect(entry).toEqual({
      application_exe_path: word?.executable_path,
      status: "NOT_INSTALLED",
      machine_or_rds_server_ids: [seeded[0]?.id],
    });
    const other = hostsOf(first.id).find((host) => !host.missing_executable_paths?.length);
    expect(other).toBeDefined();
    const installedEverywhere = store.applicationPools.all.find(
      (app) =>
        app.farm_id === first.id &&
        !app.avm_shortcut_id &&
        !seeded[0]?.missing_executable_paths?.includes(app.executable_path),
    );
    expect(await lacking(first.id, installedEverywhere?.executable_path ?? "")).toEqual({
      application_exe_path: installedEverywhere?.executable_path,
      status: "SUCCESS",
    });
  });

  it("lists every host for an executable no host has installed, and refuses what is not a list", async () => {
    const { farm, lacking, hostsOf, validate } = setUp();
    const entry = await lacking(farm(1).id, "C:\\nowhere\\ghost.exe");
    expect(entry?.status).toBe("NOT_INSTALLED");
    expect([...(entry?.machine_or_rds_server_ids ?? [])].sort()).toEqual(
      hostsOf(farm(1).id)
        .map((host) => host.id)
        .sort(),
    );
    expect((await validate(farm(1).id, { path: "x" } as unknown as string[])).status).toBe(400);
    expect((await validate("no-such-farm", ["C:\\x.exe"])).status).toBe(404);
    expect((await validate(farm(1).id, ["C:\\x.exe"], NOBODY)).status).toBe(403);
  });
});

describe("farm status in the farm monitor", () => {
  it("has documented fields only, and reports a disabled farm as DISABLED", async () => {
    const { emulator, farm, status } = setUp();
    const response = await emulator.request("GET", `/rest/monitor/v1/farms/${farm(0).id}`);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(
      ["application_count", "details", "id", "name", "rds_server_count", "status"].sort(),
    );
    farm(0).enabled = false;
    expect(await status(farm(0).id)).toBe("DISABLED");
  });
});

describe("GET /rest/inventory/v1/category-folders", () => {
  it("lists each folder of the pools the caller may view once; 403 without POOL_VIEW or FEDERATED_LDAP_VIEW", async () => {
    const { emulator, store } = setUp();
    const list = async (caller?: TestCaller) => {
      const response = await emulator.request(
        "GET",
        "/rest/inventory/v1/category-folders",
        caller ? { caller } : {},
      );
      return { status: response.status, body: response.status === 200 ? await response.json() : null };
    };
    const all = [...store.desktopPools.all, ...store.applicationPools.all];
    const expected = [...new Set(all.flatMap((record) => record.category_folder_name ?? []))].sort();
    expect(expected.length).toBeGreaterThan(1);
    expect(await list()).toEqual({ status: 200, body: expected });
    const sales = all
      .filter((record) => record.access_group_id === SALES_ACCESS_GROUP_ID)
      .flatMap((record) => record.category_folder_name ?? []);
    expect((await list(SALES_MANAGER)).body).toEqual([...new Set(sales)].sort());
    expect((await list(NOBODY)).status).toBe(403);
  });
});

describe("application pool settings (create and update)", () => {
  it("stores a category folder with its shortcuts, restrictions, anti-affinity and multi-session; refuses what breaks the rules", async () => {
    const { emulator, store, farm, create } = setUp();
    const settings = {
      category_folder_name: "Office\\Editors",
      shortcut_locations: ["START_MENU", "DESKTOP"],
      cs_restriction_tags: ["Internal"],
      anti_affinity_data: { anti_affinity_count: 5, anti_affinity_patterns: ["*pad.exe"] },
      multi_session_mode: "ENABLED_DEFAULT_ON",
      max_multi_sessions: 4,
      enable_client_restrictions: true,
    };
    const base = { executable_path: "C:\\ed.exe", farm_id: farm(0).id };
    const created = await create({ ...base, name: "Editor", ...settings });
    expect(created.status).toBe(201);
    const record = store.applicationPools.all.find((application) => application.name === "Editor");
    expect(record).toMatchObject(settings);
    for (const wrong of [
      { category_folder_name: "a\\b\\c\\d\\e", shortcut_locations: ["START_MENU"] },
      { category_folder_name: "a\\\\b", shortcut_locations: ["START_MENU"] },
      { category_folder_name: "a:b", shortcut_locations: ["START_MENU"] },
      { category_folder_name: "x".repeat(65), shortcut_locations: ["START_MENU"] },
      { category_folder_name: "Office" },
      { shortcut_locations: ["TASKBAR"] },
      { anti_affinity_data: { anti_affinity_count: 21, anti_affinity_patterns: ["*"] } },
      { anti_affinity_data: { anti_affinity_count: 2, anti_affinity_patterns: [] } },
      { multi_session_mode: "ALWAYS" },
      { max_multi_sessions: 0 },
      { cs_restriction_tags: [""] },
    ]) {
      const refused = await create({ ...base, name: "Refused", ...wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    const onPool = store.desktopPools.all.find((pool) => pool.session_type !== "DESKTOP");
    const poolApp = await create({
      name: "PoolApp",
      executable_path: "C:\\x.exe",
      desktop_pool_id: onPool?.id,
      enable_client_restrictions: true,
    });
    expect(poolApp.status).toBe(400);

    // A full update body (the spec's required fields) replaces the optional settings: left out is removed.
    const path = `/rest/inventory/v1/application-pools/${record?.id}`;
    const full = {
      enabled: true,
      enable_pre_launch: false,
      executable_path: "C:\\ed.exe",
      supported_file_types_data: {},
      multi_session_mode: "DISABLED",
      shortcut_locations: [],
    };
    expect((await emulator.request("PUT", path, { body: full })).status).toBe(204);
    const updated = store.applicationPools.get(record?.id ?? "");
    expect(updated?.category_folder_name).toBeUndefined();
    expect(updated?.anti_affinity_data).toBeUndefined();
    expect(updated?.cs_restriction_tags).toBeUndefined();
    expect(updated?.max_multi_sessions).toBeUndefined();
    expect(
      (await emulator.request("PUT", path, { body: { ...full, category_folder_name: "Office" } })).status,
    ).toBe(400);
    expect(
      (
        await emulator.request("PUT", path, {
          body: { ...full, category_folder_name: "Office", shortcut_locations: ["DESKTOP"] },
        })
      ).status,
    ).toBe(204);
    expect(store.applicationPools.get(record?.id ?? "")?.category_folder_name).toBe("Office");
  });
});

describe("application icon bounds (issue 26: uploads filled memory)", () => {
  const PNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  const upload = (emulator: ReturnType<typeof setUp>["emulator"], data: string, caller?: TestCaller) =>
    emulator.request("POST", "/rest/inventory/v1/application-icons", {
      body: { data, width: 32, height: 32 },
      ...(caller ? { caller } : {}),
    });
  const errorKey = async (response: Response) =>
    ((await response.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key;

  it("refuses image data over 256 KiB with a 400 and keeps nothing", async () => {
    const { emulator } = setUp();
    // 87,381 groups of four characters are 262,143 bytes; "AA==" adds one, "AAA=" two.
    const groups = "AAAA".repeat(87_381);
    for (const tooLarge of [`${groups}AAA=`, `${groups}AAAAAAAA`]) {
      const refused = await upload(emulator, tooLarge);
      expect(refused.status).toBe(400);
      expect(await errorKey(refused)).toBe("inventory.application.icon.data.too.large");
    }
    expect((await upload(emulator, `${groups}AA==`)).status).toBe(201);
  });

  it("holds at most 32 unused uploads per access group, frees an icon no pool uses, and forgets unused ones after 10 minutes", async () => {
    const { emulator, store } = setUp();
    const locations: string[] = [];
    for (let index = 0; index < 32; index += 1) {
      const created = await upload(emulator, PNG);
      expect(created.status).toBe(201);
      locations.push(created.headers.get("Location") ?? "");
    }
    const refused = await upload(emulator, PNG);
    expect(refused.status).toBe(400);
    expect(await errorKey(refused)).toBe("inventory.application.icon.limit.reached");
    // Another access group has its own allowance.
    expect((await upload(emulator, PNG, SALES_MANAGER)).status).toBe(201);

    // An icon added to a pool no longer counts as unused; removed from the pool, it is deleted.
    const application = store.applicationPools.all[0];
    const iconId = locations[0]?.split("/").pop() ?? "";
    const action = `/rest/inventory/v1/application-pools/${application?.id}/action`;
    expect(
      (await emulator.request("POST", `${action}/add-custom-icon`, { body: { icon_id: iconId } })).status,
    ).toBe(204);
    expect((await upload(emulator, PNG)).status).toBe(201);
    expect((await emulator.request("POST", `${action}/remove-custom-icon`)).status).toBe(204);
    expect((await emulator.request("GET", `/rest/inventory/v1/application-icons/${iconId}`)).status).toBe(
      404,
    );
    expect((await upload(emulator, PNG)).status).toBe(400);

    // Unused uploads are forgotten after 10 minutes, and the allowance comes back.
    emulator.clock.now += 10 * 60 * 1000 + 1;
    expect((await emulator.request("GET", locations[1] ?? "")).status).toBe(404);
    expect((await upload(emulator, PNG)).status).toBe(201);
  });

  it("lists on an icon only the pools the caller may view", async () => {
    const { emulator, store } = setUp();
    const created = await upload(emulator, PNG);
    const iconId = created.headers.get("Location")?.split("/").pop() ?? "";
    const outside = store.applicationPools.all.find(
      (application) => application.access_group_id !== SALES_ACCESS_GROUP_ID,
    );
    await emulator.request(
      "POST",
      `/rest/inventory/v1/application-pools/${outside?.id}/action/add-custom-icon`,
      {
        body: { icon_id: iconId },
      },
    );
    const asAdmin = await emulator.request("GET", `/rest/inventory/v1/application-icons/${iconId}`);
    expect(((await asAdmin.json()) as { application_pool_ids?: string[] }).application_pool_ids).toEqual([
      outside?.id,
    ]);
    const asSales = await emulator.request("GET", `/rest/inventory/v1/application-icons/${iconId}`, {
      caller: SALES_MANAGER,
    });
    expect(await asSales.json()).not.toHaveProperty("application_pool_ids");
  });
});
