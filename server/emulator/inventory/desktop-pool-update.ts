import { clonePrepProblem, clonePrepRecordOf } from "./clone-prep-settings";
import { checkNamingPattern, namingPatternMessage } from "../../../src/core/inventory/naming-pattern";
import type { DesktopPoolRecord } from "../data/inventory-types";
import type { ResourcePoolInfo, VcenterInventory } from "../data/seed-vcenter-inventory";
import { MAX_NEW_MACHINES, rendererProblem } from "./rest-pool-provisioning-routes";

// What PUT /inventory/v1/desktop-pools/{id} (the OpenAPI's DesktopPoolUpdateSpec) may change, as far as the
// emulator models a pool. Everything a pool is created with that the update spec leaves out (name, type,
// user assignment, source, vCenter, golden image and snapshot, VM folder) is fixed: a body that changes it is
// refused, and so is a field the update spec does not know.

type Body = Record<string, unknown>;
export type UpdateProblem = { status: number; key: string; message: string };

/** The top-level fields of the update body and their JSON types (nested settings are checked below). */
export const POOL_UPDATE_TYPES = {
  display_name: "string",
  description: "string",
  enabled: "boolean",
  enable_provisioning: "boolean",
  enable_client_restrictions: "boolean",
  access_group_id: "string",
  session_type: "string",
  stop_provisioning_on_error: "boolean",
  automatic_user_assignment: "boolean",
  allow_multiple_user_assignments: "boolean",
  cloud_assigned: "boolean",
  cloud_managed: "boolean",
  display_assigned_machine_name: "boolean",
  display_machine_alias: "boolean",
  display_protocol_settings: "object",
  session_settings: "object",
  pattern_naming_settings: "object",
  provisioning_settings: "object",
  storage_settings: "object",
  customization_settings: "object",
} as const;

/** The fields DesktopPoolUpdateSpec requires: a body without any of them is refused. */
export const POOL_UPDATE_REQUIRED = [
  "display_name",
  "enabled",
  "cloud_assigned",
  "cloud_managed",
  "display_assigned_machine_name",
  "display_machine_alias",
  "enable_client_restrictions",
] as const;

/** Fields a pool is created with that no update may change. */
const FIXED_FIELDS = [
  "id",
  "name",
  "type",
  "source",
  "user_assignment",
  "vcenter_id",
  "naming_method",
] as const;
/** Provisioning settings fixed at create (a new image goes through push image, not an update). */
const FIXED_PROVISIONING = ["parent_vm_id", "base_snapshot_id", "vm_folder_id", "datacenter_id"] as const;

const ENUMS = {
  session_type: ["DESKTOP", "APPLICATION", "DESKTOP_AND_APPLICATION"],
  default_display_protocol: ["RDP", "PCOIP", "BLAST"],
  renderer3d: ["MANAGE_BY_VSPHERE_CLIENT", "AUTOMATIC", "SOFTWARE", "HARDWARE", "DISABLED"],
  max_resolution_of_any_one_monitor: ["WSXGA_PLUS", "WUXGA", "WQXGA", "UHD", "UHD_5K", "UHD_8K"],
  power_policy: ["TAKE_NO_POWER_ACTION", "ALWAYS_POWERED_ON", "SUSPEND", "POWER_OFF"],
  delete_or_refresh_machine_after_logoff: ["NEVER", "DELETE", "REFRESH"],
  disconnected_session_timeout_policy: ["IMMEDIATELY", "AFTER", "NEVER"],
  provisioning_time: ["ON_DEMAND", "UP_FRONT"],
  customization_type: ["NONE", "SYS_PREP", "CLONE_PREP"],
} as const;

type Kind = "boolean" | "string" | "integer" | "array" | "object" | keyof typeof ENUMS;
/** The nested settings the emulator keeps, each field with its kind. */
const NESTED: Record<string, Record<string, Kind>> = {
  display_protocol_settings: {
    default_display_protocol: "default_display_protocol",
    allow_users_to_choose_protocol: "boolean",
    renderer3d: "renderer3d",
    vram_size_mb: "integer",
    max_resolution_of_any_one_monitor: "max_resolution_of_any_one_monitor",
    session_collaboration_enabled: "boolean",
  },
  session_settings: {
    power_policy: "power_policy",
    delete_or_refresh_machine_after_logoff: "delete_or_refresh_machine_after_logoff",
    allow_users_to_reset_machines: "boolean",
    allow_multiple_sessions_per_user: "boolean",
    disconnected_session_timeout_policy: "disconnected_session_timeout_policy",
    disconnected_session_timeout_minutes: "integer",
  },
  pattern_naming_settings: {
    naming_pattern: "string",
    max_number_of_machines: "integer",
    number_of_spare_machines: "integer",
    min_number_of_machines: "integer",
    provisioning_time: "provisioning_time",
  },
  provisioning_settings: {
    host_or_cluster_id: "string",
    resource_pool_id: "string",
    parent_vm_id: "string",
    base_snapshot_id: "string",
    vm_folder_id: "string",
    datacenter_id: "string",
  },
  storage_settings: { datastores: "array", use_vsan: "boolean" },
  customization_settings: {
    customization_type: "customization_type",
    sysprep_customization_spec_id: "string",
    instant_clone_domain_account_id: "string",
    ad_container_rdn: "string",
    reuse_pre_existing_accounts: "boolean",
    cloneprep_customization_settings: "object",
  },
};
/** Settings only an automated pool has. */
const AUTOMATED_ONLY = [
  "enable_provisioning",
  "stop_provisioning_on_error",
  "pattern_naming_settings",
  "provisioning_settings",
  "storage_settings",
  "customization_settings",
];

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const invalid = (key: string, message: string): UpdateProblem => ({ status: 400, key, message });

function kindProblem(path: string, value: unknown, kind: Kind): UpdateProblem | null {
  const wrong = (expected: string) =>
    invalid("inventory.desktop.pool.setting.invalid", `${path} must be ${expected}`);
  if (kind === "boolean") return typeof value === "boolean" ? null : wrong("a boolean");
  if (kind === "string") return typeof value === "string" ? null : wrong("a string");
  if (kind === "integer") return Number.isInteger(value) ? null : wrong("a whole number");
  if (kind === "array") return Array.isArray(value) ? null : wrong("a list");
  if (kind === "object") return isObject(value) ? null : wrong("an object");
  const allowed: readonly string[] = ENUMS[kind];
  return allowed.includes(String(value)) ? null : wrong(`one of ${allowed.join(", ")}`);
}

/** Resource pool ids of a tree, parents first. */
const resourcePoolIds = (roots: readonly ResourcePoolInfo[]): string[] =>
  roots.flatMap((root) => [root.id, ...resourcePoolIds(root.children)]);

/** The first shape problem of the body: unknown or fixed fields, wrong types, values outside an enum. */
function shapeProblem(pool: DesktopPoolRecord, body: Body): UpdateProblem | null {
  for (const field of FIXED_FIELDS)
    if (field in body && body[field] !== pool[field])
      return invalid(
        "inventory.desktop.pool.field.fixed",
        `${field} is fixed when a pool is created and cannot be updated`,
      );
  for (const key of Object.keys(body))
    if (!(key in POOL_UPDATE_TYPES) && !(FIXED_FIELDS as readonly string[]).includes(key))
      return invalid("inventory.desktop.pool.field.unknown", `${key} is not a desktop pool update setting`);
  if (typeof body.display_name === "string" && body.display_name.trim() === "")
    return invalid("inventory.desktop.pool.display.name.required", "display_name must not be empty");
  if ("session_type" in body) {
    const problem = kindProblem("session_type", body.session_type, "session_type");
    if (problem) return problem;
  }
  for (const [group, fields] of Object.entries(NESTED)) {
    if (!(group in body)) continue;
    const settings = body[group];
    if (!isObject(settings))
      return invalid("inventory.desktop.pool.setting.invalid", `${group} must be an object`);
    for (const [field, value] of Object.entries(settings)) {
      const kind = fields[field];
      if (!kind)
        return invalid("inventory.desktop.pool.field.unknown", `${group}.${field} is not an update setting`);
      const problem = kindProblem(`${group}.${field}`, value, kind);
      if (problem) return problem;
    }
  }
  if (isObject(body.display_protocol_settings)) {
    const renderer = rendererProblem(body.display_protocol_settings);
    if (renderer) return invalid("inventory.desktop.pool.renderer.invalid", renderer);
  }
  if (pool.type !== "AUTOMATED") {
    if ("enable_provisioning" in body)
      return invalid(
        "inventory.desktop.pool.provisioning.unsupported",
        `Pool ${pool.name} is not an automated pool: it has no provisioning to enable or disable`,
      );
    const automatedOnly = AUTOMATED_ONLY.find((field) => field in body);
    if (automatedOnly)
      return invalid(
        "inventory.desktop.pool.automated.only",
        `${automatedOnly} applies to automated pools only; ${pool.name} is a ${pool.type.toLowerCase()} pool`,
      );
  }
  const provisioning = isObject(body.provisioning_settings) ? body.provisioning_settings : {};
  for (const field of FIXED_PROVISIONING)
    if (field in provisioning && provisioning[field] !== pool.provisioning_settings?.[field])
      return invalid(
        "inventory.desktop.pool.field.fixed",
        field === "parent_vm_id" || field === "base_snapshot_id"
          ? `provisioning_settings.${field} cannot be updated: push a new image to the pool instead`
          : `provisioning_settings.${field} is fixed when a pool is created and cannot be updated`,
      );
  if (pool.type === "RDS" && "access_group_id" in body && body.access_group_id !== pool.access_group_id)
    return invalid(
      "inventory.desktop.pool.access.group.inherited",
      `Pool ${pool.name} is in its farm's access group: move the farm instead`,
    );
  if (body.cloud_managed === true && !pool.cloud_managed)
    return invalid(
      "inventory.desktop.pool.cloud.unsupported",
      "cloud_managed can be set from a cloud session only",
    );
  if (body.cloud_assigned === true && !pool.cloud_assigned)
    return invalid(
      "inventory.desktop.pool.cloud.unsupported",
      "cloud_assigned can be set from a cloud session only",
    );
  return null;
}

/** The first rule the naming settings break, against what the pool has now. */
function namingProblem(pool: DesktopPoolRecord, naming: Body): UpdateProblem | null {
  const current = pool.pattern_naming_settings;
  if (!current)
    return invalid(
      "inventory.desktop.pool.naming.pattern.unsupported",
      `Pool ${pool.name} names its machines from a list, not a pattern`,
    );
  // Only a new pattern is checked: one the pool already has stays valid.
  const pattern = naming.naming_pattern;
  const max = Number(naming.max_number_of_machines ?? current.max_number_of_machines);
  if (max < 1 || max > MAX_NEW_MACHINES)
    return invalid(
      "inventory.desktop.pool.max.machines.invalid",
      `max_number_of_machines must be a whole number from 1 to ${MAX_NEW_MACHINES}`,
    );
  if (pattern !== undefined && pattern !== current.naming_pattern) {
    const check = checkNamingPattern(typeof pattern === "string" ? pattern : "", max);
    if (check.problem)
      return invalid("inventory.desktop.pool.naming.pattern.invalid", namingPatternMessage(check));
  }
  const spare = Number(naming.number_of_spare_machines ?? current.number_of_spare_machines);
  if (spare < 0 || spare > max)
    return invalid(
      "inventory.desktop.pool.spare.machines.invalid",
      "number_of_spare_machines must be from 0 to max_number_of_machines",
    );
  const minimum = naming.min_number_of_machines ?? current.min_number_of_machines;
  if (minimum !== undefined && (Number(minimum) < 0 || Number(minimum) > max))
    return invalid(
      "inventory.desktop.pool.min.machines.invalid",
      "min_number_of_machines must be from 0 to max_number_of_machines",
    );
  return null;
}

/** The first placement rule the body breaks: each id must name an object of the pool's vCenter. */
function placementProblem(
  pool: DesktopPoolRecord,
  body: Body,
  inventory: VcenterInventory | undefined,
): UpdateProblem | null {
  const provisioning = isObject(body.provisioning_settings) ? body.provisioning_settings : {};
  const storage = isObject(body.storage_settings) ? body.storage_settings : undefined;
  const customization = isObject(body.customization_settings) ? body.customization_settings : undefined;
  const current = pool.provisioning_settings;
  const hostId =
    typeof provisioning.host_or_cluster_id === "string"
      ? provisioning.host_or_cluster_id
      : current?.host_or_cluster_id;
  const hostChanged = hostId !== current?.host_or_cluster_id;
  const compute = hostId ? inventory?.compute.get(hostId) : undefined;
  if ("host_or_cluster_id" in provisioning || hostChanged) {
    const refused =
      !compute ||
      compute.info.details.datacenter_id !== current?.datacenter_id ||
      (pool.source === "INSTANT_CLONE" && !compute.info.details.cluster);
    if (refused)
      return invalid(
        "inventory.desktop.pool.host.or.cluster.invalid",
        `provisioning_settings.host_or_cluster_id ${hostId ?? ""} is not a usable host or cluster of the pool's datacenter`,
      );
  }
  const resourcePoolId =
    typeof provisioning.resource_pool_id === "string"
      ? provisioning.resource_pool_id
      : current?.resource_pool_id;
  if (("resource_pool_id" in provisioning || hostChanged) && compute) {
    if (!resourcePoolIds(compute.resourcePools).includes(resourcePoolId ?? ""))
      return invalid(
        "inventory.desktop.pool.resource.pool.invalid",
        `provisioning_settings.resource_pool_id ${resourcePoolId ?? ""} is not a resource pool of ${compute.info.details.name}`,
      );
  }
  if (storage || hostChanged) {
    const datastores = storage
      ? (storage.datastores as unknown[])
      : (pool.storage_settings?.datastores ?? []);
    if (datastores.length === 0)
      return invalid(
        "inventory.desktop.pool.datastores.required",
        "storage_settings.datastores must name at least one datastore",
      );
    const known = new Set(compute?.datastores.map((datastore) => datastore.id));
    const unknown = datastores.find((item) => !isObject(item) || !known.has(String(item.datastore_id)));
    if (unknown !== undefined)
      return invalid(
        "inventory.desktop.pool.datastores.invalid",
        `storage_settings.datastores must name datastores the host or cluster reaches`,
      );
  }
  if (customization) {
    const type = customization.customization_type ?? pool.customization_settings?.customization_type;
    if (pool.source === "INSTANT_CLONE" ? type !== "CLONE_PREP" : type === "CLONE_PREP")
      return invalid(
        "inventory.desktop.pool.customization.invalid",
        pool.source === "INSTANT_CLONE"
          ? "An instant-clone pool is customised with ClonePrep"
          : "A full-clone pool is customised with Sysprep or not at all",
      );
    if (pool.source === "INSTANT_CLONE") {
      const problem = clonePrepProblem({ ...pool.customization_settings, ...customization });
      if (problem) return invalid("inventory.desktop.pool.customization.invalid", problem);
    }
    const specId = customization.sysprep_customization_spec_id;
    if (
      type === "SYS_PREP" &&
      !inventory?.customizationSpecs.some(
        (spec) => spec.id === specId && spec.incompatible_reasons.length === 0,
      )
    )
      return invalid(
        "inventory.desktop.pool.customization.invalid",
        "customization_settings.sysprep_customization_spec_id must name a usable customization specification",
      );
  }
  return null;
}

/** The first reason an update body is refused (400 with its error key), or null. */
export function poolUpdateProblem(
  pool: DesktopPoolRecord,
  body: Body,
  inventory: VcenterInventory | undefined,
): UpdateProblem | null {
  const shape = shapeProblem(pool, body);
  if (shape) return shape;
  if (isObject(body.pattern_naming_settings)) {
    const naming = namingProblem(pool, body.pattern_naming_settings);
    if (naming) return naming;
  }
  const session = isObject(body.session_settings) ? body.session_settings : {};
  const timeoutPolicy =
    session.disconnected_session_timeout_policy ?? pool.session_settings.disconnected_session_timeout_policy;
  const timeout =
    session.disconnected_session_timeout_minutes ??
    pool.session_settings.disconnected_session_timeout_minutes;
  if (timeoutPolicy === "AFTER" && !(Number(timeout) >= 1))
    return invalid(
      "inventory.desktop.pool.session.timeout.invalid",
      "disconnected_session_timeout_minutes must be at least 1 when the policy is AFTER",
    );
  if (pool.type !== "AUTOMATED") return null;
  return placementProblem(pool, body, inventory);
}

/** Applies a body `poolUpdateProblem` accepted: later reads of the pool show every change. */
export function applyPoolUpdate(pool: DesktopPoolRecord, body: Body): void {
  const take = <K extends keyof DesktopPoolRecord>(field: K) => {
    if (field in body) pool[field] = body[field] as DesktopPoolRecord[K];
  };
  take("display_name");
  take("description");
  take("enabled");
  take("enable_provisioning");
  take("enable_client_restrictions");
  take("session_type");
  take("stop_provisioning_on_error");
  take("automatic_user_assignment");
  take("allow_multiple_user_assignments");
  take("cloud_assigned");
  take("cloud_managed");
  take("display_assigned_machine_name");
  take("display_machine_alias");
  if (isObject(body.display_protocol_settings))
    Object.assign(pool.display_protocol_settings, body.display_protocol_settings);
  if (isObject(body.session_settings)) Object.assign(pool.session_settings, body.session_settings);
  if (isObject(body.pattern_naming_settings) && pool.pattern_naming_settings)
    Object.assign(pool.pattern_naming_settings, body.pattern_naming_settings);
  if (isObject(body.provisioning_settings) && pool.provisioning_settings)
    Object.assign(pool.provisioning_settings, body.provisioning_settings);
  if (isObject(body.storage_settings) && Array.isArray(body.storage_settings.datastores))
    pool.storage_settings = {
      datastores: body.storage_settings.datastores.map((item) => ({
        datastore_id: String((item as Body).datastore_id),
        sdrs_cluster: (item as Body).sdrs_cluster === true,
      })),
    };
  if (isObject(body.customization_settings)) {
    const type = (body.customization_settings.customization_type ??
      pool.customization_settings?.customization_type ??
      "NONE") as "NONE" | "SYS_PREP" | "CLONE_PREP";
    const specId = body.customization_settings.sysprep_customization_spec_id;
    pool.customization_settings =
      type === "SYS_PREP" && typeof specId === "string"
        ? { customization_type: type, sysprep_customization_spec_id: specId }
        : type === "CLONE_PREP"
          ? {
              customization_type: type,
              ...clonePrepRecordOf(body.customization_settings, pool.customization_settings),
            }
          : { customization_type: type };
  }
}
