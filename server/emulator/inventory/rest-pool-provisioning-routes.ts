import type { Context } from "hono";
import { checkNamingPattern, namingPatternMessage } from "../../../src/core/inventory/naming-pattern";
import { clonePrepProblem, clonePrepRecordOf } from "./clone-prep-settings";
import { nicSettingsProblem } from "./nic-settings";
import { type VcenterInventory, inventoryOfVcenter } from "../data/seed-vcenter-inventory";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { DesktopPoolRecord, FarmRecord, MachineRecord, MachineState } from "../data/inventory-types";
import { readJsonBody, restError, restForbidden } from "./http-responses";
import { type InventoryCaller, type RouteKit, holdsAny } from "./route-context";

/**
 * How long each provisioning stage lasts on the emulator's clock: a new machine is PROVISIONING for one
 * step, CUSTOMIZING for the next, then AVAILABLE. Tests move `emulator.clock` forward instead of waiting.
 */
export const PROVISIONING_STEP_MS = 15_000;
/** Machines of one pool start one after another, this far apart. */
const PROVISIONING_STAGGER_MS = 250;
/** The most machines one create may ask for (the real limit is higher; the emulator stays small). */
export const MAX_NEW_MACHINES = 500;

const POOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MACHINE_NAME = /^[A-Za-z0-9-]{1,15}$/;

type Body = Record<string, unknown>;
type Invalid = { key: string; message: string };

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

const RESOLUTIONS = ["WSXGA_PLUS", "WUXGA", "WQXGA", "UHD", "UHD_5K", "UHD_8K"] as const;

/** The renderers Horizon manages: vram_size_mb is required with them, 64 to 512 MB (the OpenAPI). */
export const VRAM_RENDERERS: readonly unknown[] = ["AUTOMATIC", "SOFTWARE", "HARDWARE"];

/** Why a pool's display settings' 3D rendering cannot be applied, or null. */
export function rendererProblem(protocol: Body): string | null {
  const vram = protocol.vram_size_mb;
  if (VRAM_RENDERERS.includes(protocol.renderer3d) && vram === undefined)
    return `vram_size_mb is required with renderer3d ${String(protocol.renderer3d)}`;
  if (vram !== undefined && (typeof vram !== "number" || !Number.isInteger(vram) || vram < 64 || vram > 512))
    return "vram_size_mb must be a whole number from 64 to 512";
  return null;
}

/** The datastores a create body names (storage_settings.datastores). */
function datastoresOf(body: Body): { datastore_id: string; sdrs_cluster: boolean }[] {
  const storage = isObject(body.storage_settings) ? body.storage_settings : {};
  return Array.isArray(storage.datastores)
    ? storage.datastores.flatMap((item) =>
        isObject(item) && typeof item.datastore_id === "string"
          ? [{ datastore_id: item.datastore_id, sdrs_cluster: item.sdrs_cluster === true }]
          : [],
      )
    : [];
}

/** The machine names a pattern gives, numbered from 1 (without a {n} token the number is appended). */
export function patternNames(pattern: string, count: number): string[] {
  const token = /\{n(?::fixed=([1-9]))?\}/.exec(pattern);
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1);
    if (!token) return `${pattern}${number}`;
    const width = token[1] ? Number(token[1]) : 0;
    return pattern.replace(token[0], number.padStart(width, "0"));
  });
}

/** The first reason a create body is refused, or null. */
function invalidCreate(
  body: Body,
  vcenterExists: (id: string) => boolean,
  inventoryOf: (vcenterId: string) => VcenterInventory | undefined,
): Invalid | null {
  const name = body.name;
  if (typeof name !== "string" || !POOL_NAME.test(name))
    return {
      key: "inventory.desktop.pool.name.invalid",
      message: "name must be 1 to 64 letters, digits, hyphens or underscores",
    };
  if (!["AUTOMATED", "MANUAL", "RDS"].includes(String(body.type)))
    return { key: "inventory.desktop.pool.type.invalid", message: "type must be AUTOMATED, MANUAL or RDS" };
  if (body.type !== "AUTOMATED") return null;
  if (!["INSTANT_CLONE", "VIRTUAL_CENTER"].includes(String(body.source)))
    return {
      key: "inventory.desktop.pool.source.invalid",
      message: "an automated pool's source must be INSTANT_CLONE or VIRTUAL_CENTER",
    };
  if (!["DEDICATED", "FLOATING"].includes(String(body.user_assignment)))
    return {
      key: "inventory.desktop.pool.user.assignment.invalid",
      message: "user_assignment must be DEDICATED or FLOATING",
    };
  const vcenterId = text(body.vcenter_id);
  if (!vcenterId || !vcenterExists(vcenterId))
    return { key: "inventory.desktop.pool.vcenter.invalid", message: "vcenter_id names no vCenter Server" };
  const provisioning = isObject(body.provisioning_settings) ? body.provisioning_settings : {};
  for (const field of [
    "parent_vm_id",
    "base_snapshot_id",
    "host_or_cluster_id",
    "resource_pool_id",
    "vm_folder_id",
  ])
    if (!text(provisioning[field]))
      return {
        key: "inventory.desktop.pool.provisioning.invalid",
        message: `provisioning_settings.${field} is required`,
      };
  const storage = isObject(body.storage_settings) ? body.storage_settings : {};
  if (!Array.isArray(storage.datastores) || storage.datastores.length === 0)
    return {
      key: "inventory.desktop.pool.datastores.required",
      message: "storage_settings.datastores must name at least one datastore",
    };
  if (body.source === "INSTANT_CLONE") {
    const problem = clonePrepProblem(
      isObject(body.customization_settings) ? body.customization_settings : {},
    );
    if (problem) return { key: "inventory.desktop.pool.customization.invalid", message: problem };
  }
  const protocol = isObject(body.display_protocol_settings) ? body.display_protocol_settings : {};
  const renderer = rendererProblem(protocol);
  if (renderer) return { key: "inventory.desktop.pool.renderer.invalid", message: renderer };
  if (protocol.grid_vgpus_enabled === true) {
    // vGPUs need vSphere-managed rendering and a host or cluster with NVIDIA GRID vGPU types.
    const compute = inventoryOf(vcenterId)?.compute.get(String(provisioning.host_or_cluster_id));
    if (protocol.renderer3d !== "MANAGE_BY_VSPHERE_CLIENT")
      return {
        key: "inventory.desktop.pool.renderer.invalid",
        message: "grid_vgpus_enabled needs renderer3d MANAGE_BY_VSPHERE_CLIENT",
      };
    if ((compute?.info.details.vgpu_types.length ?? 0) === 0)
      return {
        key: "inventory.desktop.pool.vgpu.unsupported",
        message: "The host or cluster does not support NVIDIA GRID vGPUs",
      };
  }
  const nicProblem = nicSettingsProblem(body.nics, inventoryOf(vcenterId), {
    snapshotId: provisioning.base_snapshot_id,
    hostOrClusterId: provisioning.host_or_cluster_id,
  });
  if (nicProblem) return { key: "inventory.desktop.pool.nics.invalid", message: nicProblem };
  if (body.naming_method === "SPECIFIED") {
    const names = isObject(body.specific_naming_settings)
      ? body.specific_naming_settings.specified_names
      : null;
    if (!Array.isArray(names) || names.length === 0 || names.length > MAX_NEW_MACHINES)
      return {
        key: "inventory.desktop.pool.specified.names.invalid",
        message: `specific_naming_settings.specified_names must list 1 to ${MAX_NEW_MACHINES} machines`,
      };
    return null;
  }
  const naming = isObject(body.pattern_naming_settings) ? body.pattern_naming_settings : {};
  const max = naming.max_number_of_machines;
  if (typeof max !== "number" || !Number.isInteger(max) || max < 1 || max > MAX_NEW_MACHINES)
    return {
      key: "inventory.desktop.pool.max.machines.invalid",
      message: `max_number_of_machines must be a whole number from 1 to ${MAX_NEW_MACHINES}`,
    };
  const pattern = checkNamingPattern(
    typeof naming.naming_pattern === "string" ? naming.naming_pattern : "",
    max,
  );
  if (pattern.problem)
    return { key: "inventory.desktop.pool.naming.pattern.invalid", message: namingPatternMessage(pattern) };
  return null;
}

/** Registers desktop pool create, name checks and the provisioning that follows on the emulator clock. */
export function registerRestPoolProvisioningRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  /** Machines still being provisioned: id, and when their first stage began. */
  const pending = new Map<string, number>();

  const stageAt = (elapsed: number): MachineState =>
    elapsed < PROVISIONING_STEP_MS
      ? "PROVISIONING"
      : elapsed < 2 * PROVISIONING_STEP_MS
        ? "CUSTOMIZING"
        : "AVAILABLE";

  // Every read sees machines as far along as the clock says: stages move before any route answers.
  const advance = async (_c: Context, next: () => Promise<void>) => {
    if (pending.size > 0) {
      const now = deps.now();
      let moved = false;
      for (const [id, startedAt] of pending) {
        const machine = store.machines.get(id);
        if (!machine) {
          pending.delete(id);
          continue;
        }
        const stage = stageAt(now - startedAt);
        if (machine.state !== stage) {
          machine.state = stage;
          moved = true;
        }
        if (stage === "AVAILABLE") pending.delete(id);
      }
      if (moved) kit.changed();
    }
    await next();
  };
  app.use("/rest/*", advance);
  app.use("/view-vlsi/*", advance);

  const nameTaken = (name: string) =>
    store.desktopPools.all.some((pool) => pool.name.toLowerCase() === name.toLowerCase());

  app.post("/rest/inventory/v1/desktop-pools/action/check-name-availability", guard, async (c) => {
    const caller = deps.getCaller(c);
    // POOL_VIEW on any access group, as 2212 documents it (and as the farm and application checks ask).
    if (!holdsAny(caller, ["POOL_VIEW"])) return restForbidden(c, "POOL_VIEW");
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const name = isObject(body.value) ? body.value.name : undefined;
    if (typeof name !== "string" || name.trim() === "")
      return restError(c, 400, "invalid.request.body", "name is required");
    return c.json({ available: !nameTaken(name) });
  });

  app.post("/rest/inventory/v1/desktop-pools/action/validate-specified-names", guard, async (c) => {
    const caller = deps.getCaller(c);
    // POOL_VIEW as 2212 documents it: on the pool's access group for names added to an existing pool (below),
    // on any group for a new pool's. Validating names changes nothing, so management is not asked.
    if (!holdsAny(caller, ["POOL_VIEW"])) return restForbidden(c, "POOL_VIEW");
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const specs = isObject(body.value) ? body.value.names_spec : undefined;
    if (
      !Array.isArray(specs) ||
      !specs.every((spec) => isObject(spec) && typeof spec.machine_name === "string")
    )
      return restError(c, 400, "invalid.request.body", "names_spec must list {machine_name, user_name}");
    const poolId = isObject(body.value) ? text(body.value.id) : undefined;
    const pool = poolId === undefined ? undefined : store.desktopPools.get(poolId);
    if (poolId !== undefined && !pool)
      return restError(c, 404, "inventory.desktop.pool.not.found", `No desktop pool with id ${poolId}`);
    if (pool && !caller.hasPrivilege("POOL_VIEW", pool.access_group_id)) return restForbidden(c, "POOL_VIEW");
    const statuses = specifiedNameStatuses((specs as Body[]).map((spec) => String(spec.machine_name)));
    return c.json(
      (specs as Body[]).map((spec, index) => ({
        machine_name: String(spec.machine_name),
        ...(typeof spec.user_name === "string" ? { user_name: spec.user_name } : {}),
        specified_names_statuses: statuses[index] ?? ["SUCCESS"],
      })),
    );
  });

  /** Each specified machine name's statuses: too long, invalid, a duplicate in the list or of a machine. */
  const specifiedNameStatuses = (names: readonly string[]): string[][] => {
    const existing = new Set(store.machines.all.map((machine) => machine.name.toLowerCase()));
    const seen = new Map<string, number>();
    for (const name of names) seen.set(name.toLowerCase(), (seen.get(name.toLowerCase()) ?? 0) + 1);
    return names.map((name) => {
      const statuses: string[] = [];
      if (name.length > 15) statuses.push("VM_NAME_TOO_LONG");
      else if (!MACHINE_NAME.test(name)) statuses.push("INVALID_VM_NAME");
      if ((seen.get(name.toLowerCase()) ?? 0) > 1 || existing.has(name.toLowerCase()))
        statuses.push("DUPLICATE_VM_NAME");
      return statuses.length > 0 ? statuses : ["SUCCESS"];
    });
  };

  /**
   * The farm an RDS desktop pool is made on (DesktopPoolCreateSpec's farm_id, which the type needs): unknown
   * is a 404, a farm the caller may not manage where it is a 403 (as add-rds-servers asks of a host), a farm
   * that already serves a desktop pool a 409. Issue 26: the id was dropped, so a Sales administrator's
   * create naming a Root farm answered 201.
   */
  const rdsFarm = (c: Context, caller: InventoryCaller, body: Body): FarmRecord | Response | undefined => {
    if (body.type !== "RDS") return undefined;
    const farmId = text(body.farm_id);
    if (farmId === undefined)
      return restError(c, 400, "inventory.desktop.pool.farm.required", "An RDS desktop pool needs farm_id");
    const farm = store.farms.get(farmId);
    if (!farm)
      return holdsAny(caller, ["POOL_MANAGEMENT"])
        ? restError(c, 404, "inventory.farm.not.found", `No farm with id ${farmId}`)
        : restForbidden(c, "POOL_MANAGEMENT");
    if (!caller.hasPrivilege("POOL_MANAGEMENT", farm.access_group_id))
      return restForbidden(c, "POOL_MANAGEMENT");
    if (farm.desktop_pool_id)
      return restError(c, 409, "inventory.farm.in.use", `Farm ${farm.name} already serves a desktop pool`);
    return farm;
  };

  const create = async (c: Context, caller: InventoryCaller) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    if (!isObject(parsed.value)) return restError(c, 400, "invalid.request.body", "Expected a desktop pool");
    const body = parsed.value;
    const farm = rdsFarm(c, caller, body);
    if (farm instanceof Response) return farm;
    const accessGroupId = text(body.access_group_id) ?? farm?.access_group_id ?? LOCAL_ROOT_ACCESS_GROUP_ID;
    if (!holdsAny(caller, ["POOL_MANAGEMENT"], accessGroupId)) return restForbidden(c, "POOL_MANAGEMENT");
    if (farm && farm.access_group_id !== accessGroupId)
      return restError(
        c,
        400,
        "inventory.desktop.pool.access.group.invalid",
        "An RDS desktop pool is in the access group of its farm",
      );
    const invalid = invalidCreate(
      body,
      (id) => store.virtualCenters.get(id) !== undefined,
      (id) => inventoryOfVcenter(store.virtualCenters.all, id),
    );
    if (invalid) return restError(c, 400, invalid.key, invalid.message);
    const name = String(body.name);
    if (nameTaken(name))
      return restError(
        c,
        409,
        "inventory.desktop.pool.name.exists",
        `A desktop pool named ${name} already exists`,
      );

    const template =
      store.desktopPools.all.find((pool) => pool.type === "AUTOMATED") ?? store.desktopPools.all[0];
    if (!template) return restError(c, 500, "internal.error", "The emulator has no pool to model on");
    // All or nothing: the pool and every machine are built first and added only once all are made, so a
    // create refused or failing half-way leaves nothing behind.
    const pool = poolFrom(template, body, accessGroupId);
    const names =
      pool.type !== "AUTOMATED"
        ? []
        : body.naming_method === "SPECIFIED"
          ? ((body.specific_naming_settings as Body).specified_names as unknown[]).map((spec) =>
              isObject(spec) ? String(spec.name) : String(spec),
            )
          : patternNames(
              String((body.pattern_naming_settings as Body).naming_pattern),
              Number((body.pattern_naming_settings as Body).max_number_of_machines),
            );
    if (body.naming_method === "SPECIFIED") {
      const refused = specifiedNameStatuses(names).findIndex((statuses) => statuses[0] !== "SUCCESS");
      if (refused >= 0)
        return restError(
          c,
          400,
          "inventory.desktop.pool.specified.names.invalid",
          `The machine name ${names[refused] ?? ""} is ${specifiedNameStatuses(names)[refused]?.join(", ") ?? ""}`,
        );
    }
    const machineTemplate = store.machines.all.find((machine) => machine.managed_machine_data !== undefined);
    const now = deps.now();
    const machines = machineTemplate
      ? names.map((machineName) => machineFrom(machineTemplate, pool, machineName, body, now))
      : [];
    if (farm) {
      pool.farm_id = farm.id;
      farm.desktop_pool_id = pool.id;
    }
    store.desktopPools.add(pool);
    machines.forEach((machine, index) => {
      store.machines.add(machine);
      pending.set(machine.id, now + index * PROVISIONING_STAGGER_MS);
    });
    kit.changed();
    return new Response(null, {
      status: 201,
      headers: {
        Location: `/rest/inventory/v1/desktop-pools/${pool.id}`,
        "Access-Control-Expose-Headers": "Location",
      },
    });
  };
  // A larger maximum on an up-front pool provisions the machines it lacks, named by the pattern after the
  // update (PUT .../desktop-pools/{id}); a smaller one removes none, as on a real pod.
  app.use("/rest/inventory/v1/desktop-pools/:id", async (c, next) => {
    await next();
    if (c.req.method !== "PUT" || c.res.status !== 204) return;
    const pool = store.desktopPools.get(c.req.param("id") ?? "");
    const naming = pool?.pattern_naming_settings;
    const machineTemplate = store.machines.all.find((machine) => machine.managed_machine_data !== undefined);
    if (!pool || !naming || !pool.enable_provisioning || naming.provisioning_time !== "UP_FRONT") return;
    if (!machineTemplate) return;
    const own = store.machines.all.filter((machine) => machine.desktop_pool_id === pool.id);
    const taken = new Set(store.machines.all.map((machine) => machine.name.toLowerCase()));
    const missing = naming.max_number_of_machines - own.length;
    if (missing <= 0) return;
    const names = patternNames(naming.naming_pattern, MAX_NEW_MACHINES)
      .filter((name) => !taken.has(name.toLowerCase()))
      .slice(0, missing);
    const now = deps.now();
    const placement = { storage_settings: pool.storage_settings ?? { datastores: [] } };
    names.forEach((machineName, index) => {
      const machine = machineFrom(machineTemplate, pool, machineName, placement, now);
      store.machines.add(machine);
      pending.set(machine.id, now + index * PROVISIONING_STAGGER_MS);
    });
    if (names.length > 0) kit.changed();
  });
  app.post("/rest/inventory/v1/desktop-pools", guard, (c) => create(c, deps.getCaller(c)));
  app.post("/rest/inventory/v2/desktop-pools", guard, (c) => create(c, deps.getCaller(c)));
}

function poolFrom(template: DesktopPoolRecord, body: Body, accessGroupId: string): DesktopPoolRecord {
  const pool = structuredClone(template);
  const automated = body.type === "AUTOMATED";
  const protocol = isObject(body.display_protocol_settings) ? body.display_protocol_settings : {};
  const session = isObject(body.session_settings) ? body.session_settings : {};
  const provisioning = isObject(body.provisioning_settings) ? body.provisioning_settings : {};
  const naming = isObject(body.pattern_naming_settings) ? body.pattern_naming_settings : {};
  Object.assign(pool, {
    id: crypto.randomUUID(),
    name: String(body.name),
    display_name: text(body.display_name) ?? String(body.name),
    description: typeof body.description === "string" ? body.description : "",
    access_group_id: accessGroupId,
    enabled: body.enabled !== false,
    enable_provisioning: automated && body.enable_provisioning !== false,
    delete_in_progress: false,
    type: body.type,
    source: automated ? body.source : body.type === "RDS" ? "RDS" : "UNMANAGED",
    user_assignment: body.user_assignment === "DEDICATED" ? "DEDICATED" : "FLOATING",
    session_type: ["DESKTOP", "APPLICATION", "DESKTOP_AND_APPLICATION"].includes(String(body.session_type))
      ? body.session_type
      : "DESKTOP",
    user_group_count: 0,
  });
  delete pool.farm_id;
  delete pool.global_desktop_entitlement_id;
  delete pool.provisioning_status_data;
  if (automated) {
    pool.vcenter_id = String(body.vcenter_id);
    pool.image_source = "VIRTUAL_CENTER";
    pool.naming_method = body.naming_method === "SPECIFIED" ? "SPECIFIED" : "PATTERN";
    pool.provisioning_settings = {
      base_snapshot_id: String(provisioning.base_snapshot_id),
      parent_vm_id: String(provisioning.parent_vm_id),
      host_or_cluster_id: String(provisioning.host_or_cluster_id),
      resource_pool_id: String(provisioning.resource_pool_id),
      vm_folder_id: String(provisioning.vm_folder_id),
      datacenter_id: text(provisioning.datacenter_id) ?? "",
      add_virtual_tpm: provisioning.add_virtual_tpm === true,
    };
    if (pool.naming_method === "PATTERN")
      pool.pattern_naming_settings = {
        naming_pattern: String(naming.naming_pattern),
        max_number_of_machines: Number(naming.max_number_of_machines),
        number_of_spare_machines:
          typeof naming.number_of_spare_machines === "number" ? naming.number_of_spare_machines : 1,
        provisioning_time: naming.provisioning_time === "ON_DEMAND" ? "ON_DEMAND" : "UP_FRONT",
      };
    else delete pool.pattern_naming_settings;
    pool.storage_settings = { datastores: datastoresOf(body) };
    const customization = isObject(body.customization_settings) ? body.customization_settings : {};
    const specId = text(customization.sysprep_customization_spec_id);
    pool.customization_settings =
      body.source === "INSTANT_CLONE"
        ? { customization_type: "CLONE_PREP", ...clonePrepRecordOf(customization) }
        : customization.customization_type === "SYS_PREP" && specId
          ? { customization_type: "SYS_PREP", sysprep_customization_spec_id: specId }
          : { customization_type: "NONE" };
    pool.provisioning_status_data = {
      instant_clone_operation: "NONE",
      instant_clone_current_image_state: "READY",
    };
  } else {
    delete pool.vcenter_id;
    delete pool.image_source;
    delete pool.naming_method;
    delete pool.provisioning_settings;
    delete pool.pattern_naming_settings;
    delete pool.storage_settings;
    delete pool.customization_settings;
  }
  const protocols = ["PCOIP", "RDP", "BLAST"] as const;
  const chosen = protocols.find((item) => item === protocol.default_display_protocol) ?? "BLAST";
  pool.display_protocol_settings = {
    ...pool.display_protocol_settings,
    default_display_protocol: chosen,
    allow_users_to_choose_protocol: protocol.allow_users_to_choose_protocol !== false,
    display_protocols: [...protocols],
    renderer3d:
      (["AUTOMATIC", "SOFTWARE", "HARDWARE", "DISABLED", "MANAGE_BY_VSPHERE_CLIENT"] as const).find(
        (item) => item === protocol.renderer3d,
      ) ?? "DISABLED",
    max_resolution_of_any_one_monitor:
      RESOLUTIONS.find((item) => item === protocol.max_resolution_of_any_one_monitor) ?? "WUXGA",
    grid_vgpus_enabled: protocol.grid_vgpus_enabled === true,
    ...(typeof protocol.vram_size_mb === "number" ? { vram_size_mb: protocol.vram_size_mb } : {}),
  };
  pool.session_settings = {
    ...pool.session_settings,
    power_policy:
      (["TAKE_NO_POWER_ACTION", "ALWAYS_POWERED_ON", "SUSPEND", "POWER_OFF"] as const).find(
        (item) => item === session.power_policy,
      ) ?? "TAKE_NO_POWER_ACTION",
    delete_or_refresh_machine_after_logoff:
      (["NEVER", "DELETE", "REFRESH"] as const).find(
        (item) => item === session.delete_or_refresh_machine_after_logoff,
      ) ?? "NEVER",
  };
  return pool;
}

function machineFrom(
  template: MachineRecord,
  pool: DesktopPoolRecord,
  name: string,
  body: Body,
  now: number,
): MachineRecord {
  const machine = structuredClone(template);
  const datastores = datastoresOf(body).map((item) => item.datastore_id);
  Object.assign(machine, {
    id: crypto.randomUUID(),
    name,
    dns_name: `${name.toLowerCase()}.example.com`,
    desktop_pool_id: pool.id,
    access_group_id: pool.access_group_id,
    state: "PROVISIONING",
    user_ids: [],
    aliases: [],
    held_machine: false,
  });
  delete machine.session_id;
  delete machine.agent_upgrade_state;
  delete machine.agent_upgrade_result;
  delete machine.agent_upgrade_error_message;
  if (machine.managed_machine_data) {
    const managed = machine.managed_machine_data;
    managed.virtual_center_id = pool.vcenter_id ?? managed.virtual_center_id;
    managed.path = `/vm/${pool.name}/${name}`;
    managed.create_time = now;
    managed.in_maintenance_mode = false;
    managed.in_hold_customization = false;
    managed.missing_in_vcenter = false;
    managed.virtual_machine_power_state = "POWERED_ON";
    managed.datastore_ids = datastores;
    if (pool.provisioning_settings) {
      managed.base_vm_id = pool.provisioning_settings.parent_vm_id;
      managed.base_vm_snapshot_id = pool.provisioning_settings.base_snapshot_id;
    }
    delete managed.clone_error_message;
    delete managed.clone_error_time;
  }
  return machine;
}
