import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { FARM_PROVISIONING_STEP_MS } from "../../server/emulator/inventory/rest-farm-routes";
import { IMAGE_PUBLISH_STEP_MS } from "../../server/emulator/inventory/image-push";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { readOpenApiDocument } from "../../server/openapi-document";

// Farm create, name check, RDS host membership, maintenance and image actions (OpenAPI: /inventory/v*/farms).

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW"] },
};
const SALES_MANAGER: TestCaller = {
  username: "sales",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT"] },
};

const MANUAL_SPEC = { name: "Manual-Farm-1", type: "MANUAL", access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID };

function automatedSpec(vcenterId: string, name = "IC-Farm-1") {
  return {
    name,
    display_name: "Instant clone farm",
    type: "AUTOMATED",
    access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
    load_balancer_settings: { cpu_threshold: 80, include_session_count: true },
    automated_farm_settings: {
      vcenter_id: vcenterId,
      max_session_type: "LIMITED",
      max_sessions: 40,
      pattern_naming_settings: { naming_pattern: "ic-{n:fixed=2}", max_number_of_rds_servers: 2 },
      provisioning_settings: {
        datacenter_id: "datacenter-1",
        host_or_cluster_id: "domain-c1",
        resource_pool_id: "resgroup-1",
        vm_folder_id: "group-v1",
        parent_vm_id: "vm-1",
        base_snapshot_id: "snapshot-1",
      },
      storage_settings: { datastores: [{ datastore_id: "datastore-1" }] },
      customization_settings: { customization_type: "CLONE_PREP", instant_clone_domain_account_id: "acct-1" },
    },
  };
}

async function errorKey(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { error_key: string }[] };
  return body.errors?.[0]?.error_key;
}

function setUp() {
  const emulator = createInventoryTestApp();
  const vcenterId = emulator.store.virtualCenters.all[0]?.id ?? "";
  const manualFarm = emulator.store.farms.all.find((farm) => farm.type === "MANUAL");
  const automatedFarm = emulator.store.farms.all.find((farm) => farm.type === "AUTOMATED");
  if (!manualFarm || !automatedFarm) throw new Error("the seed has no manual or automated farm");
  const spares = emulator.store.rdsServers.all.filter((server) => server.farm_id === undefined);
  return { emulator, vcenterId, manualFarm, automatedFarm, spares };
}

describe("POST /rest/inventory/v3/farms", () => {
  it("creates a manual farm with spare RDS hosts, answers its id in Location and lists it", async () => {
    const { emulator, spares } = setUp();
    const spare = spares[0];
    if (!spare) throw new Error("the seed has no spare RDS host");
    const created = await emulator.request("POST", "/rest/inventory/v3/farms", {
      body: { ...MANUAL_SPEC, rds_server_ids: [spare.id] },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const id = location.split("/").pop() ?? "";
    const farm = (await (await emulator.request("GET", `/rest/inventory/v4/farms/${id}`)).json()) as {
      name: string;
      type: string;
    };
    expect(farm).toMatchObject({ name: "Manual-Farm-1", type: "MANUAL" });
    const hosts = (await (
      await emulator.request(
        "GET",
        `/rest/inventory/v1/rds-servers?filter=${encodeURIComponent(
          JSON.stringify({ type: "Equals", name: "farm_id", value: id }),
        )}`,
      )
    ).json()) as { id: string }[];
    expect(hosts.map((host) => host.id)).toEqual([spare.id]);
  });

  it("refuses a taken name (409), invalid input (400 with its error key) and a caller without the privilege", async () => {
    const { emulator, vcenterId, manualFarm } = setUp();
    const clash = await emulator.request("POST", "/rest/inventory/v3/farms", {
      body: { ...MANUAL_SPEC, name: manualFarm.name.toUpperCase() },
    });
    expect(clash.status).toBe(409);
    expect(await errorKey(clash)).toBe("inventory.farm.name.in.use");
    const cases: [unknown, string][] = [
      [{ ...MANUAL_SPEC, name: "bad name!" }, "inventory.farm.name.invalid"],
      [{ ...MANUAL_SPEC, type: "RDS" }, "inventory.farm.type.invalid"],
      [{ ...MANUAL_SPEC, access_group_id: "nope" }, "inventory.farm.access.group.not.found"],
      [
        { ...MANUAL_SPEC, load_balancer_settings: { cpu_threshold: 101 } },
        "inventory.farm.load.balancer.invalid",
      ],
      [
        { ...automatedSpec(vcenterId), automated_farm_settings: undefined },
        "inventory.farm.automated.settings.required",
      ],
      [
        {
          ...automatedSpec(vcenterId),
          automated_farm_settings: {
            ...automatedSpec(vcenterId).automated_farm_settings,
            storage_settings: {},
          },
        },
        "inventory.farm.datastores.required",
      ],
      [automatedSpec("no-such-vcenter"), "inventory.farm.vcenter.not.found"],
    ];
    for (const [body, key] of cases) {
      const response = await emulator.request("POST", "/rest/inventory/v3/farms", { body });
      expect(response.status, key).toBe(400);
      expect(await errorKey(response)).toBe(key);
    }
    expect(
      (await emulator.request("POST", "/rest/inventory/v3/farms", { body: MANUAL_SPEC, caller: READONLY }))
        .status,
    ).toBe(403);
    // Sales managers may create farms only in their own access group.
    expect(
      (
        await emulator.request("POST", "/rest/inventory/v3/farms", {
          body: MANUAL_SPEC,
          caller: SALES_MANAGER,
        })
      ).status,
    ).toBe(403);
    const inSales = await emulator.request("POST", "/rest/inventory/v3/farms", {
      body: { ...MANUAL_SPEC, access_group_id: SALES_ACCESS_GROUP_ID },
      caller: SALES_MANAGER,
    });
    expect(inSales.status).toBe(201);
  });

  it("clones an automated farm's RDS hosts, which provision over time on the emulator clock", async () => {
    const { emulator, vcenterId } = setUp();
    const created = await emulator.request("POST", "/rest/inventory/v3/farms", {
      body: automatedSpec(vcenterId),
    });
    expect(created.status).toBe(201);
    const id = (created.headers.get("Location") ?? "").split("/").pop() ?? "";
    const states = async () =>
      (
        (await (await emulator.request("GET", "/rest/inventory/v1/rds-servers")).json()) as {
          farm_id?: string;
          name: string;
          state: string;
        }[]
      )
        .filter((host) => host.farm_id === id)
        .map((host) => `${host.name}:${host.state}`);
    expect(await states()).toEqual(["ic-01:PROVISIONING", "ic-02:PROVISIONING"]);
    emulator.clock.now += FARM_PROVISIONING_STEP_MS;
    expect(await states()).toEqual(["ic-01:CUSTOMIZING", "ic-02:CUSTOMIZING"]);
    emulator.clock.now += FARM_PROVISIONING_STEP_MS;
    expect(await states()).toEqual(["ic-01:AVAILABLE", "ic-02:AVAILABLE"]);
  });
});

describe("POST /rest/inventory/v1/farms/action/check-name-availability", () => {
  it("answers whether a name is free (case-insensitively), 400 without a name, 403 without POOL_VIEW", async () => {
    const { emulator, manualFarm } = setUp();
    const check = async (body: unknown, caller?: TestCaller) =>
      emulator.request("POST", "/rest/inventory/v1/farms/action/check-name-availability", {
        body,
        ...(caller ? { caller } : {}),
      });
    expect(await (await check({ name: manualFarm.name.toLowerCase() })).json()).toEqual({ available: false });
    expect(await (await check({ name: "Brand-New" }, READONLY)).json()).toEqual({ available: true });
    expect((await check({})).status).toBe(400);
    expect((await check({ name: "x" }, { username: "nobody", privileges: {} })).status).toBe(403);
  });
});

describe("RDS hosts of a manual farm", () => {
  it("adds spare hosts, refuses hosts in a farm per id, and removes hosts without sessions", async () => {
    const { emulator, manualFarm, automatedFarm, spares } = setUp();
    const [spare] = spares;
    const taken = emulator.store.rdsServers.all.find((server) => server.farm_id === automatedFarm.id);
    if (!spare || !taken) throw new Error("the seed lacks hosts");
    const added = await emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${manualFarm.id}/action/add-rds-servers`,
      {
        body: [spare.id, taken.id, "missing"],
      },
    );
    expect(added.status).toBe(200);
    const results = (await added.json()) as {
      id: string;
      status_code: number;
      errors?: { error_key: string }[];
    }[];
    expect(results.map((result) => [result.status_code, result.errors?.[0]?.error_key])).toEqual([
      [200, undefined],
      [400, "inventory.rds.server.in.farm"],
      [404, "inventory.rds.server.not.found"],
    ]);
    expect(emulator.store.rdsServers.get(spare.id)?.farm_id).toBe(manualFarm.id);

    const busy = emulator.store.rdsServers.all.find(
      (server) =>
        server.farm_id === manualFarm.id &&
        emulator.store.sessions.all.some((session) => session.rds_server_id === server.id),
    );
    const removed = await emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${manualFarm.id}/action/remove-rds-servers`,
      { body: busy ? [spare.id, busy.id] : [spare.id] },
    );
    const removal = (await removed.json()) as { status_code: number; errors?: { error_key: string }[] }[];
    expect(removal[0]?.status_code).toBe(200);
    if (busy) expect(removal[1]?.errors?.[0]?.error_key).toBe("inventory.rds.server.has.sessions");
    expect(emulator.store.rdsServers.get(spare.id)?.farm_id).toBeUndefined();

    const onAutomated = await emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${automatedFarm.id}/action/add-rds-servers`,
      { body: [spare.id] },
    );
    expect(await errorKey(onAutomated)).toBe("inventory.farm.not.manual");
    // Removing a host from an automated farm deletes it from disk (the OpenAPI's note).
    const idle = emulator.store.rdsServers.all.find((server) => server.farm_id === automatedFarm.id);
    if (!idle) throw new Error("the seed has an automated farm with hosts");
    for (const session of emulator.store.sessions.all.filter((item) => item.rds_server_id === idle.id))
      emulator.store.endSession(session);
    const deleted = await emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${automatedFarm.id}/action/remove-rds-servers`,
      { body: [idle.id] },
    );
    expect(((await deleted.json()) as { status_code: number }[])[0]?.status_code).toBe(200);
    expect(emulator.store.rdsServers.get(idle.id)).toBeUndefined();
    const refused = await emulator.request(
      "POST",
      `/rest/inventory/v1/farms/${manualFarm.id}/action/add-rds-servers`,
      { body: [spare.id], caller: READONLY },
    );
    expect(refused.status).toBe(403);
    const unknown = await emulator.request("POST", "/rest/inventory/v1/farms/nope/action/add-rds-servers", {
      body: [spare.id],
    });
    expect(unknown.status).toBe(404);
  });
});

describe("instant-clone maintenance and images", () => {
  const RECURRING = {
    logoff_policy: "WAIT_FOR_LOGOFF",
    maintenance_mode: "RECURRING",
    recurring_maintenance_settings: { maintenance_period: "WEEKLY", start_index: 2, start_time: "08:00" },
  };

  it("schedules recurring maintenance (read back on the farm) and cancels it", async () => {
    const { emulator, automatedFarm } = setUp();
    const path = `/rest/inventory/v1/farms/${automatedFarm.id}/action`;
    expect((await emulator.request("POST", `${path}/schedule-maintenance`, { body: RECURRING })).status).toBe(
      204,
    );
    const farm = (await (
      await emulator.request("GET", `/rest/inventory/v4/farms/${automatedFarm.id}`)
    ).json()) as {
      automated_farm_settings: { provisioning_status_data: Record<string, unknown> };
    };
    expect(farm.automated_farm_settings.provisioning_status_data).toMatchObject({
      instant_clone_operation: "RECURRING_SCHEDULED_MAINTENANCE",
      instant_clone_scheduled_maintenance_data: {
        immediate_maintenance_scheduled: false,
        recurring_maintenance_settings: { maintenance_period: "WEEKLY", start_index: 2, start_time: "08:00" },
      },
    });
    const wrongMode = await emulator.request("POST", `${path}/cancel-scheduled-maintenance`, {
      body: { maintenance_mode: "IMMEDIATE" },
    });
    expect(await errorKey(wrongMode)).toBe("inventory.farm.no.scheduled.maintenance");
    const cancelled = await emulator.request("POST", `${path}/cancel-scheduled-maintenance`, {
      body: { maintenance_mode: "RECURRING" },
    });
    expect(cancelled.status).toBe(204);
    expect(
      emulator.store.farms.get(automatedFarm.id)?.automated_farm_settings?.provisioning_status_data
        ?.instant_clone_scheduled_maintenance_data,
    ).toBeUndefined();
  });

  it("validates the schedule, answers v2 per RDS host, and refuses manual farms and view-only callers", async () => {
    const { emulator, automatedFarm, manualFarm } = setUp();
    const path = (farmId: string, version = 1) =>
      `/rest/inventory/v${version}/farms/${farmId}/action/schedule-maintenance`;
    const invalid: [unknown, string][] = [
      [{ ...RECURRING, logoff_policy: "SOMETIME" }, "inventory.farm.logoff.policy.invalid"],
      [
        { ...RECURRING, recurring_maintenance_settings: undefined },
        "inventory.farm.recurring.settings.required",
      ],
      [
        {
          ...RECURRING,
          recurring_maintenance_settings: {
            maintenance_period: "WEEKLY",
            start_index: 9,
            start_time: "08:00",
          },
        },
        "inventory.farm.start.index.invalid",
      ],
      [
        {
          ...RECURRING,
          recurring_maintenance_settings: { maintenance_period: "DAILY", start_time: "25:00" },
        },
        "inventory.farm.start.time.invalid",
      ],
      [
        { logoff_policy: "FORCE_LOGOFF", maintenance_mode: "IMMEDIATE", parent_vm_id: "vm-2" },
        "inventory.farm.image.incomplete",
      ],
    ];
    for (const [body, key] of invalid) {
      const response = await emulator.request("POST", path(automatedFarm.id), { body });
      expect(response.status, key).toBe(400);
      expect(await errorKey(response)).toBe(key);
    }
    const host = emulator.store.rdsServers.all.find((server) => server.farm_id === automatedFarm.id);
    const v2 = await emulator.request("POST", path(automatedFarm.id, 2), {
      body: {
        logoff_policy: "FORCE_LOGOFF",
        maintenance_mode: "IMMEDIATE",
        rds_server_ids: [host?.id, "nope"],
      },
    });
    expect(((await v2.json()) as { status_code: number }[]).map((item) => item.status_code)).toEqual([
      200, 404,
    ]);
    expect(await errorKey(await emulator.request("POST", path(manualFarm.id), { body: RECURRING }))).toBe(
      "inventory.farm.not.instant.clone",
    );
    expect(
      (await emulator.request("POST", path(automatedFarm.id), { body: RECURRING, caller: READONLY })).status,
    ).toBe(403);
  });

  it("applies a pending image only when one is ready, per RDS host", async () => {
    const { emulator, automatedFarm } = setUp();
    const path = `/rest/inventory/v1/farms/${automatedFarm.id}/action`;
    const host = emulator.store.rdsServers.all.find((server) => server.farm_id === automatedFarm.id);
    if (!host) throw new Error("the farm has no host");
    const none = await emulator.request("POST", `${path}/apply-image?pending_image=true`, {
      body: [host.id],
    });
    expect(await errorKey(none)).toBe("inventory.farm.no.pending.image");
    // A selective immediate maintenance (v2) publishes the image, then holds it for the chosen hosts.
    const vc =
      emulator.store.virtualCenters.all.findIndex(
        (vcenter) => vcenter.id === automatedFarm.automated_farm_settings?.vcenter_id,
      ) + 1;
    const image = { parent_vm_id: `vm-${vc}03`, snapshot_id: `snapshot-${vc}032` };
    expect(
      await errorKey(
        await emulator.request("POST", `${path}/schedule-maintenance`, {
          body: {
            logoff_policy: "WAIT_FOR_LOGOFF",
            maintenance_mode: "IMMEDIATE",
            parent_vm_id: "vm-9",
            snapshot_id: "snapshot-9",
          },
        }),
      ),
    ).toBe("inventory.parent.vm.not.found");
    const scheduled = await emulator.request(
      "POST",
      `/rest/inventory/v2/farms/${automatedFarm.id}/action/schedule-maintenance`,
      {
        body: {
          logoff_policy: "WAIT_FOR_LOGOFF",
          maintenance_mode: "IMMEDIATE",
          ...image,
          selective_schedule_maintenance: true,
          rds_server_ids: [],
        },
      },
    );
    expect(scheduled.status).toBe(200);
    const pendingState = async () =>
      (
        (await (await emulator.request("GET", `/rest/inventory/v4/farms/${automatedFarm.id}`)).json()) as {
          automated_farm_settings: { provisioning_status_data: Record<string, unknown> };
        }
      ).automated_farm_settings.provisioning_status_data.instant_clone_pending_image_state;
    expect(await pendingState()).toBe("PENDING_PUBLISH");
    emulator.clock.now += 4 * IMAGE_PUBLISH_STEP_MS;
    expect(await pendingState()).toBe("READY_HELD");
    const applied = await emulator.request("POST", `${path}/apply-image?pending_image=true`, {
      body: [host.id, "nope"],
    });
    expect(((await applied.json()) as { status_code: number }[]).map((item) => item.status_code)).toEqual([
      200, 404,
    ]);
    expect(emulator.store.rdsServers.get(host.id)?.base_vm_snapshot_id).toBe(image.snapshot_id);
    expect((await emulator.request("POST", `${path}/promote-pending-image`)).status).toBe(204);
    expect(await pendingState()).toBeUndefined();
    expect(automatedFarm.automated_farm_settings?.provisioning_settings?.base_snapshot_id).toBe(
      image.snapshot_id,
    );
    expect(await errorKey(await emulator.request("POST", `${path}/promote-pending-image`))).toBe(
      "inventory.farm.no.pending.image",
    );
  });
});

/** A whole FarmUpdateSpecV3 of a farm as GET answers it, as a script (or the edit wizard) sends it. */
function updateBody(farm: Record<string, unknown>): Record<string, unknown> {
  const protocol = farm.display_protocol_settings as Record<string, unknown>;
  const settings = farm.automated_farm_settings as Record<string, unknown> | undefined;
  const placement = settings?.provisioning_settings as Record<string, unknown> | undefined;
  return {
    access_group_id: farm.access_group_id,
    display_name: farm.display_name,
    description: farm.description,
    enabled: farm.enabled,
    server_error_threshold: farm.server_error_threshold,
    use_custom_script_for_load_balancing: farm.use_custom_script_for_load_balancing,
    display_protocol_settings: {
      default_display_protocol: protocol.default_display_protocol,
      allow_users_to_choose_protocol: protocol.allow_users_to_choose_protocol,
      session_collaboration_enabled: protocol.session_collaboration_enabled,
    },
    load_balancer_settings: farm.load_balancer_settings,
    session_settings: farm.session_settings,
    ...(settings
      ? {
          automated_farm_settings: {
            enable_provisioning: settings.enable_provisioning,
            stop_provisioning_on_error: settings.stop_provisioning_on_error,
            transparent_page_sharing_scope: settings.transparent_page_sharing_scope,
            max_session_type: settings.max_session_type,
            max_sessions: settings.max_sessions,
            min_ready_vms: settings.min_ready_vms,
            pattern_naming_settings: settings.pattern_naming_settings,
            provisioning_settings: {
              host_or_cluster_id: placement?.host_or_cluster_id,
              resource_pool_id: placement?.resource_pool_id,
            },
            storage_settings: settings.storage_settings,
            customization_settings: settings.customization_settings,
          },
        }
      : {}),
  };
}

describe("PUT /rest/inventory/v3/farms/{id}", () => {
  it("saves a whole farm edit that later reads see, and a larger automated farm clones the hosts it lacks", async () => {
    const { emulator, manualFarm, automatedFarm } = setUp();
    const read = async (id: string) =>
      (await (await emulator.request("GET", `/rest/inventory/v4/farms/${id}`)).json()) as Record<
        string,
        unknown
      >;
    const manual = updateBody(await read(manualFarm.id));
    const saved = await emulator.request("PUT", `/rest/inventory/v3/farms/${manualFarm.id}`, {
      body: {
        ...manual,
        display_name: "Edited farm",
        enabled: false,
        load_balancer_settings: { ...(manual.load_balancer_settings as object), cpu_threshold: 75 },
        session_settings: {
          ...(manual.session_settings as object),
          disconnected_session_timeout_policy: "NEVER",
          empty_session_timeout_policy: "AFTER",
          empty_session_timeout_minutes: 30,
        },
      },
    });
    expect(saved.status).toBe(204);
    const after = await read(manualFarm.id);
    expect(after).toMatchObject({
      display_name: "Edited farm",
      enabled: false,
      load_balancer_settings: { cpu_threshold: 75 },
      session_settings: { disconnected_session_timeout_policy: "NEVER", empty_session_timeout_minutes: 30 },
    });
    expect(after.session_settings).not.toHaveProperty("disconnected_session_timeout_minutes");

    const hostsOf = () => emulator.store.rdsServers.all.filter((host) => host.farm_id === automatedFarm.id);
    const before = hostsOf().length;
    const automated = updateBody(await read(automatedFarm.id));
    const settings = automated.automated_farm_settings as Record<string, unknown>;
    const grown = await emulator.request("PUT", `/rest/inventory/v3/farms/${automatedFarm.id}`, {
      body: {
        ...automated,
        automated_farm_settings: {
          ...settings,
          enable_provisioning: true,
          max_session_type: "UNLIMITED",
          pattern_naming_settings: {
            naming_pattern: "grown-{n:fixed=2}",
            max_number_of_rds_servers: before + 2,
          },
        },
      },
    });
    expect(grown.status).toBe(204);
    expect(hostsOf().map((host) => host.name)).toEqual(expect.arrayContaining(["grown-01", "grown-02"]));
    expect(hostsOf()).toHaveLength(before + 2);
    const farm = await read(automatedFarm.id);
    expect(farm.automated_farm_settings).toMatchObject({
      max_session_type: "UNLIMITED",
      pattern_naming_settings: { naming_pattern: "grown-{n:fixed=2}" },
    });
    expect(farm.automated_farm_settings).not.toHaveProperty("max_sessions");
  });

  it("answers 400 with an error key per invalid field, 404 for an unknown id and 403 without POOL_MANAGEMENT", async () => {
    const { emulator, manualFarm, automatedFarm } = setUp();
    const bodyOf = async (id: string) =>
      updateBody(
        (await (await emulator.request("GET", `/rest/inventory/v4/farms/${id}`)).json()) as Record<
          string,
          unknown
        >,
      );
    const manual = await bodyOf(manualFarm.id);
    const automated = await bodyOf(automatedFarm.id);
    const settings = automated.automated_farm_settings as Record<string, unknown>;
    const cases: [string, unknown, string][] = [
      [manualFarm.id, { ...manual, display_name: undefined }, "inventory.farm.update.field.required"],
      [manualFarm.id, { ...manual, display_name: " " }, "inventory.farm.display.name.required"],
      [
        manualFarm.id,
        {
          ...manual,
          load_balancer_settings: { ...(manual.load_balancer_settings as object), memory_threshold: 101 },
        },
        "inventory.farm.load.balancer.invalid",
      ],
      [
        manualFarm.id,
        {
          ...manual,
          session_settings: {
            ...(manual.session_settings as object),
            disconnected_session_timeout_policy: "AFTER",
            disconnected_session_timeout_minutes: 0,
          },
        },
        "inventory.farm.session.settings.invalid",
      ],
      [
        manualFarm.id,
        { ...manual, automated_farm_settings: settings },
        "inventory.farm.automated.settings.unexpected",
      ],
      [
        automatedFarm.id,
        {
          ...automated,
          automated_farm_settings: { ...settings, max_session_type: "LIMITED", max_sessions: 0 },
        },
        "inventory.farm.max.sessions.invalid",
      ],
      [
        automatedFarm.id,
        {
          ...automated,
          automated_farm_settings: {
            ...settings,
            pattern_naming_settings: {
              naming_pattern: "far-too-long-name-{n}",
              max_number_of_rds_servers: 4,
            },
          },
        },
        "inventory.farm.naming.pattern.invalid",
      ],
      [
        automatedFarm.id,
        {
          ...automated,
          automated_farm_settings: {
            ...settings,
            min_ready_vms: 4,
            pattern_naming_settings: { naming_pattern: "ok-{n}", max_number_of_rds_servers: 4 },
          },
        },
        "inventory.farm.min.ready.invalid",
      ],
    ];
    for (const [id, body, key] of cases) {
      const response = await emulator.request("PUT", `/rest/inventory/v3/farms/${id}`, { body });
      expect(response.status, key).toBe(400);
      expect(await errorKey(response)).toBe(key);
    }
    expect(manualFarm.display_name).not.toBe(" ");
    expect(
      (await emulator.request("PUT", "/rest/inventory/v3/farms/no-such-farm", { body: manual })).status,
    ).toBe(404);
    const refused = await emulator.request("PUT", `/rest/inventory/v3/farms/${manualFarm.id}`, {
      body: manual,
      caller: READONLY,
    });
    expect(refused.status).toBe(403);
  });
});

describe("farm and RDS host answers against the public API 2212", () => {
  const document = readOpenApiDocument();
  if (!document)
    throw new Error("The farm answers are checked against ../shared/reference/horizon-rest-openapi.yaml");
  const contract = createOpenApiContract(document);

  /** What the 2212 file finds wrong in the emulator's answer to a GET (an empty list: nothing). */
  async function violationsOf(path: string): Promise<string[]> {
    const { emulator } = setUp();
    const response = await emulator.request("GET", `/rest${path}`);
    const matched = contract.match("GET", path.split("?")[0] ?? path);
    if (!matched) return [`${path} is not in the 2212 file`];
    return contract.checkResponse(matched, response.status, { kind: "json", value: await response.json() });
  }

  it("answers each farm version, list and item, with exactly its documented fields", async () => {
    const { automatedFarm, manualFarm } = setUp();
    for (const version of [1, 2, 3, 4, 5]) {
      expect(await violationsOf(`/inventory/v${version}/farms`), `v${version} list`).toEqual([]);
      for (const farm of [automatedFarm, manualFarm]) {
        expect(
          await violationsOf(`/inventory/v${version}/farms/${farm.id}`),
          `v${version} ${farm.type}`,
        ).toEqual([]);
      }
    }
  });

  it("answers the RDS hosts and their monitor with documented fields and statuses only", async () => {
    const { automatedFarm } = setUp();
    expect(await violationsOf("/inventory/v1/rds-servers")).toEqual([]);
    expect(await violationsOf("/monitor/rds-servers")).toEqual([]);
    expect(await violationsOf("/monitor/farms")).toEqual([]);
    expect(await violationsOf(`/monitor/v1/farms/${automatedFarm.id}`)).toEqual([]);
  });

  it("reads the v1 farm list whole: it has no paging", async () => {
    const { emulator } = setUp();
    const all = (await (await emulator.request("GET", "/rest/inventory/v1/farms")).json()) as unknown[];
    expect(all).toHaveLength(emulator.store.farms.all.length);
  });

  it("refuses a v1 farm update without the fields FarmUpdateSpec requires", async () => {
    const { emulator, manualFarm } = setUp();
    const response = await emulator.request("PUT", `/rest/inventory/v1/farms/${manualFarm.id}`, {
      body: { enabled: false },
    });
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe("inventory.farm.update.field.required");
    expect(manualFarm.enabled).toBe(true);
  });
});

describe("farm and RDS host monitor statuses (FarmMonitorInfo, RDSServerMonitorInfo descriptions)", () => {
  async function monitorOf(emulator: ReturnType<typeof setUp>["emulator"], farmId: string) {
    const response = await emulator.request("GET", `/rest/monitor/v1/farms/${farmId}`);
    return (await response.json()) as { status: string; rds_server_count: number };
  }
  async function hostStatus(emulator: ReturnType<typeof setUp>["emulator"], hostId: string) {
    const response = await emulator.request("GET", `/rest/monitor/v1/rds-servers/${hostId}`);
    return ((await response.json()) as { status: string }).status;
  }

  it("keeps a new farm without hosts OK with no hosts counted, and a disabled farm DISABLED", async () => {
    const { emulator } = setUp();
    expect((await emulator.request("POST", "/rest/inventory/v1/farms", { body: MANUAL_SPEC })).status).toBe(
      201,
    );
    const farm = emulator.store.farms.all.find((item) => item.name === MANUAL_SPEC.name);
    if (!farm) throw new Error("the farm was not created");
    expect(await monitorOf(emulator, farm.id)).toMatchObject({ status: "OK", rds_server_count: 0 });
    farm.enabled = false;
    expect((await monitorOf(emulator, farm.id)).status).toBe("DISABLED");
  });

  it("turns a farm ERROR when fewer hosts work than its server_error_threshold, WARNING for one failing host", async () => {
    const { emulator, manualFarm } = setUp();
    const hosts = emulator.store.rdsServers.all.filter((server) => server.farm_id === manualFarm.id);
    for (const host of hosts) {
      host.state = "AVAILABLE";
      host.enabled = true;
      host.load_preference = "NORMAL";
      delete host.missing_executable_paths;
    }
    const [first] = hosts;
    if (!first) throw new Error("the manual farm has no hosts");
    expect((await monitorOf(emulator, manualFarm.id)).status).toBe("OK");
    first.state = "AGENT_UNREACHABLE";
    expect(await hostStatus(emulator, first.id)).toBe("ERROR");
    expect((await monitorOf(emulator, manualFarm.id)).status).toBe("WARNING");
    manualFarm.server_error_threshold = hosts.length;
    expect((await monitorOf(emulator, manualFarm.id)).status).toBe("ERROR");
  });

  it("rates a host WARNING when some of its farm's applications are missing, ERROR when none is installed", async () => {
    const { emulator } = setUp();
    const farmId = emulator.store.applicationPools.all.find(
      (application) => application.farm_id !== undefined && application.avm_shortcut_id === undefined,
    )?.farm_id;
    const host = emulator.store.rdsServers.all.find((server) => server.farm_id === farmId);
    if (!host) throw new Error("no farm publishes an application from its hosts");
    host.state = "AVAILABLE";
    host.enabled = true;
    const paths = emulator.store.applicationPools.all
      .filter((application) => application.farm_id === farmId && application.avm_shortcut_id === undefined)
      .map((application) => application.executable_path);
    host.missing_executable_paths = [];
    expect(await hostStatus(emulator, host.id)).toBe("OK");
    host.missing_executable_paths = paths.slice(0, 1);
    expect(await hostStatus(emulator, host.id)).toBe(paths.length > 1 ? "WARNING" : "ERROR");
    host.missing_executable_paths = paths;
    expect(await hostStatus(emulator, host.id)).toBe("ERROR");
  });
});
