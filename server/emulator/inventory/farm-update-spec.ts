import { checkNamingPattern, namingPatternMessage } from "../../../src/core/inventory/naming-pattern";
import type { FarmRecord } from "../data/inventory-types";
import type { Problem } from "./rest-inventory-routes";

// The farm edit of the REST API (OpenAPI FarmUpdateSpecV3 with FarmAutomatedSettingsUpdateSpecV2,
// RDSHLoadBalancerSettingsUpdateSpecV2 and FarmSessionSettingsUpdateSpecV2): a whole body, validated and
// applied as a real server would. The name, the type, the vCenter Server and the image never change here.

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isWhole = (value: unknown, lowest: number, highest = 2147483647): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= lowest && value <= highest;
const problem = (key: string, message: string): Problem => ({ status: 400, key, message });
const oneOf = (value: unknown, values: readonly string[]): value is string =>
  typeof value === "string" && values.includes(value);

const REQUIRED = [
  ["access_group_id", "string"],
  ["display_name", "string"],
  ["enabled", "boolean"],
  ["server_error_threshold", "number"],
  ["use_custom_script_for_load_balancing", "boolean"],
  ["display_protocol_settings", "object"],
  ["load_balancer_settings", "object"],
  ["session_settings", "object"],
] as const;

/** Load balancer thresholds with their highest value (RDSHLoadBalancerSettingsUpdateSpecV2, all required). */
const THRESHOLDS: Readonly<Record<string, number>> = {
  cpu_threshold: 100,
  memory_threshold: 100,
  load_index_threshold: 100,
  connecting_session_threshold: 150,
  disk_queue_length_threshold: 2147483647,
  disk_read_latency_threshold: 2147483647,
  disk_write_latency_threshold: 2147483647,
};

/** Host names from a pattern: letters, digits and hyphens with at most one {n} or {n:fixed=N}, 15 at most. */

const AUTOMATED_REQUIRED = [
  "customization_settings",
  "enable_provisioning",
  "max_session_type",
  "min_ready_vms",
  "pattern_naming_settings",
  "provisioning_settings",
  "stop_provisioning_on_error",
  "storage_settings",
  "transparent_page_sharing_scope",
] as const;

/** The first problem of a farm update body for this farm, or null. */
export function validateFarmUpdate(spec: unknown, farm: FarmRecord): Problem | null {
  if (!isObject(spec)) return problem("invalid.request.body", "The request body must be a JSON object");
  for (const [key, type] of REQUIRED) {
    if (spec[key] === undefined) return problem("inventory.farm.update.field.required", `${key} is required`);
    const actual = isObject(spec[key]) ? "object" : typeof spec[key];
    if (actual !== type) return problem("invalid.request.body", `${key} must be a ${type}`);
  }
  const displayName = spec.display_name as string;
  if (displayName.trim() === "")
    return problem("inventory.farm.display.name.required", "display_name may not be empty");
  if (displayName.length > 256)
    return problem("invalid.request.body", "display_name is longer than 256 characters");
  if (spec.description !== undefined && typeof spec.description !== "string")
    return problem("invalid.request.body", "description must be a string");
  if (typeof spec.description === "string" && spec.description.length > 1024)
    return problem("invalid.request.body", "description is longer than 1024 characters");
  if (!isWhole(spec.server_error_threshold, 0))
    return problem("invalid.request.body", "server_error_threshold must be a whole number of at least 0");
  return (
    validateProtocol(spec.display_protocol_settings as Body) ??
    validateLoadBalancer(spec.load_balancer_settings as Body) ??
    validateSessions(spec.session_settings as Body) ??
    validateAutomated(spec.automated_farm_settings, farm)
  );
}

function validateProtocol(settings: Body): Problem | null {
  if (
    settings.default_display_protocol !== undefined &&
    !oneOf(settings.default_display_protocol, ["PCOIP", "RDP", "BLAST"])
  )
    return problem(
      "inventory.farm.display.protocol.invalid",
      "default_display_protocol must be PCOIP, RDP or BLAST",
    );
  for (const key of ["allow_users_to_choose_protocol", "session_collaboration_enabled"]) {
    if (settings[key] !== undefined && typeof settings[key] !== "boolean")
      return problem("invalid.request.body", `display_protocol_settings.${key} must be a boolean`);
  }
  return null;
}

function validateLoadBalancer(settings: Body): Problem | null {
  if (typeof settings.include_session_count !== "boolean")
    return problem(
      "inventory.farm.load.balancer.invalid",
      "load_balancer_settings.include_session_count is required",
    );
  for (const [key, highest] of Object.entries(THRESHOLDS)) {
    if (!isWhole(settings[key], 0, highest))
      return problem(
        "inventory.farm.load.balancer.invalid",
        `load_balancer_settings.${key} must be a whole number from 0 to ${highest}`,
      );
  }
  return null;
}

function validateSessions(settings: Body): Problem | null {
  const invalid = (message: string) => problem("inventory.farm.session.settings.invalid", message);
  if (!oneOf(settings.disconnected_session_timeout_policy, ["IMMEDIATELY", "AFTER", "NEVER"]))
    return invalid("disconnected_session_timeout_policy must be IMMEDIATELY, AFTER or NEVER");
  if (!oneOf(settings.empty_session_timeout_policy, ["IMMEDIATE", "NEVER", "AFTER"]))
    return invalid("empty_session_timeout_policy must be IMMEDIATE, NEVER or AFTER");
  if (!oneOf(settings.session_timeout_policy, ["DEFAULT", "NEVER"]))
    return invalid("session_timeout_policy must be DEFAULT or NEVER");
  if (
    settings.pre_launch_session_timeout_policy !== undefined &&
    !oneOf(settings.pre_launch_session_timeout_policy, ["AFTER", "NEVER"])
  )
    return invalid("pre_launch_session_timeout_policy must be AFTER or NEVER");
  if (settings.logoff_after_timeout !== undefined && typeof settings.logoff_after_timeout !== "boolean")
    return invalid("logoff_after_timeout must be a boolean");
  const minutes: [string, string, number][] = [
    ["disconnected_session_timeout_policy", "disconnected_session_timeout_minutes", 1],
    ["empty_session_timeout_policy", "empty_session_timeout_minutes", 1],
    ["pre_launch_session_timeout_policy", "pre_launch_session_timeout_minutes", 10],
  ];
  for (const [policy, key, lowest] of minutes) {
    if (settings[policy] === "AFTER" && !isWhole(settings[key], lowest))
      return invalid(`${key} must be a whole number of at least ${lowest} when ${policy} is AFTER`);
  }
  return null;
}

function validateAutomated(settings: unknown, farm: FarmRecord): Problem | null {
  if (settings === undefined) return null;
  if (farm.type !== "AUTOMATED")
    return problem(
      "inventory.farm.automated.settings.unexpected",
      `Farm ${farm.name} is a manual farm: it takes no automated_farm_settings`,
    );
  if (!isObject(settings))
    return problem("invalid.request.body", "automated_farm_settings must be an object");
  for (const key of AUTOMATED_REQUIRED) {
    if (settings[key] === undefined)
      return problem("inventory.farm.update.field.required", `automated_farm_settings.${key} is required`);
  }
  for (const key of ["enable_provisioning", "stop_provisioning_on_error"]) {
    if (typeof settings[key] !== "boolean")
      return problem("invalid.request.body", `automated_farm_settings.${key} must be a boolean`);
  }
  if (!oneOf(settings.transparent_page_sharing_scope, ["VM", "FARM", "POD", "GLOBAL"]))
    return problem("invalid.request.body", "transparent_page_sharing_scope must be VM, FARM, POD or GLOBAL");
  if (!oneOf(settings.max_session_type, ["UNLIMITED", "LIMITED"]))
    return problem(
      "inventory.farm.max.session.type.invalid",
      "max_session_type must be UNLIMITED or LIMITED",
    );
  if (settings.max_session_type === "LIMITED" && !isWhole(settings.max_sessions, 1))
    return problem(
      "inventory.farm.max.sessions.invalid",
      "max_sessions must be a whole number of at least 1",
    );
  const naming = settings.pattern_naming_settings;
  if (!isObject(naming)) return problem("invalid.request.body", "pattern_naming_settings must be an object");
  const pattern = naming.naming_pattern;
  if (typeof pattern !== "string" || pattern === "")
    return problem(
      "inventory.farm.naming.pattern.required",
      "pattern_naming_settings.naming_pattern is required",
    );
  if (!isWhole(naming.max_number_of_rds_servers, 1, 1000))
    return problem("inventory.farm.max.servers.invalid", "max_number_of_rds_servers must be from 1 to 1000");
  const check = checkNamingPattern(pattern, naming.max_number_of_rds_servers);
  if (check.problem) return problem("inventory.farm.naming.pattern.invalid", namingPatternMessage(check));
  if (!isWhole(settings.min_ready_vms, 0))
    return problem("inventory.farm.min.ready.invalid", "min_ready_vms must be a whole number of at least 0");
  if (settings.min_ready_vms >= naming.max_number_of_rds_servers)
    return problem(
      "inventory.farm.min.ready.invalid",
      "min_ready_vms must be below max_number_of_rds_servers: maintenance needs a host to work on",
    );
  const placement = settings.provisioning_settings;
  if (
    !isObject(placement) ||
    typeof placement.host_or_cluster_id !== "string" ||
    typeof placement.resource_pool_id !== "string"
  )
    return problem(
      "inventory.farm.provisioning.settings.invalid",
      "provisioning_settings needs host_or_cluster_id and resource_pool_id",
    );
  const storage = settings.storage_settings;
  if (!isObject(storage) || !Array.isArray(storage.datastores) || storage.datastores.length === 0)
    return problem(
      "inventory.farm.datastores.required",
      "storage_settings.datastores needs at least one datastore",
    );
  const customization = settings.customization_settings;
  if (
    !isObject(customization) ||
    typeof customization.instant_clone_domain_account_id !== "string" ||
    customization.instant_clone_domain_account_id === ""
  )
    return problem(
      "inventory.farm.domain.account.required",
      "customization_settings.instant_clone_domain_account_id is required",
    );
  return null;
}

/** Applies a validated update body to the farm (the access group is moved by the caller). */
export function applyFarmUpdate(farm: FarmRecord, spec: Body): void {
  farm.display_name = String(spec.display_name);
  if (typeof spec.description === "string") farm.description = spec.description;
  farm.enabled = spec.enabled === true;
  farm.server_error_threshold = Number(spec.server_error_threshold);
  farm.use_custom_script_for_load_balancing = spec.use_custom_script_for_load_balancing === true;
  const protocol = spec.display_protocol_settings as Body;
  const current = farm.display_protocol_settings;
  farm.display_protocol_settings = {
    ...current,
    ...(typeof protocol.default_display_protocol === "string"
      ? {
          default_display_protocol:
            protocol.default_display_protocol as typeof current.default_display_protocol,
        }
      : {}),
    ...(typeof protocol.allow_users_to_choose_protocol === "boolean"
      ? { allow_users_to_choose_protocol: protocol.allow_users_to_choose_protocol }
      : {}),
    ...(typeof protocol.session_collaboration_enabled === "boolean"
      ? { session_collaboration_enabled: protocol.session_collaboration_enabled }
      : {}),
  };
  const balancer = spec.load_balancer_settings as Body;
  farm.load_balancer_settings = {
    include_session_count: balancer.include_session_count === true,
    cpu_threshold: Number(balancer.cpu_threshold),
    memory_threshold: Number(balancer.memory_threshold),
    load_index_threshold: Number(balancer.load_index_threshold),
    connecting_session_threshold: Number(balancer.connecting_session_threshold),
    disk_queue_length_threshold: Number(balancer.disk_queue_length_threshold),
    disk_read_latency_threshold: Number(balancer.disk_read_latency_threshold),
    disk_write_latency_threshold: Number(balancer.disk_write_latency_threshold),
  };
  farm.session_settings = sessionSettingsOf(spec.session_settings as Body, farm.session_settings);
  const automated = farm.automated_farm_settings;
  if (!automated || !isObject(spec.automated_farm_settings)) return;
  const settings = spec.automated_farm_settings;
  const naming = settings.pattern_naming_settings as Body;
  const placement = settings.provisioning_settings as Body;
  const customization = settings.customization_settings as Body;
  automated.enable_provisioning = settings.enable_provisioning === true;
  automated.stop_provisioning_on_error = settings.stop_provisioning_on_error === true;
  automated.transparent_page_sharing_scope =
    settings.transparent_page_sharing_scope as typeof automated.transparent_page_sharing_scope;
  automated.max_session_type = settings.max_session_type === "LIMITED" ? "LIMITED" : "UNLIMITED";
  if (automated.max_session_type === "LIMITED") automated.max_sessions = Number(settings.max_sessions);
  else delete automated.max_sessions;
  automated.min_ready_vms = Number(settings.min_ready_vms);
  automated.pattern_naming_settings = {
    naming_pattern: String(naming.naming_pattern),
    max_number_of_rds_servers: Number(naming.max_number_of_rds_servers),
  };
  if (automated.provisioning_settings) {
    automated.provisioning_settings.host_or_cluster_id = String(placement.host_or_cluster_id);
    automated.provisioning_settings.resource_pool_id = String(placement.resource_pool_id);
  }
  automated.storage_settings = {
    datastores: ((settings.storage_settings as Body).datastores as unknown[])
      .map((entry) => (isObject(entry) ? entry.datastore_id : undefined))
      .filter((id): id is string => typeof id === "string" && id !== "")
      .map((datastore_id) => ({ datastore_id })),
  };
  automated.customization_settings = {
    ...automated.customization_settings,
    customization_type: customization.customization_type === "SYS_PREP" ? "SYS_PREP" : "CLONE_PREP",
    instant_clone_domain_account_id: String(customization.instant_clone_domain_account_id),
    ...(typeof customization.ad_container_rdn === "string"
      ? { ad_container_rdn: customization.ad_container_rdn }
      : {}),
    ...(typeof customization.reuse_pre_existing_accounts === "boolean"
      ? { reuse_pre_existing_accounts: customization.reuse_pre_existing_accounts }
      : {}),
  };
}

/** The stored session settings: minutes only where their policy is AFTER; an absent pre-launch policy stays. */
function sessionSettingsOf(
  settings: Body,
  current: FarmRecord["session_settings"],
): FarmRecord["session_settings"] {
  type Settings = FarmRecord["session_settings"];
  const preLaunch =
    settings.pre_launch_session_timeout_policy === undefined
      ? current.pre_launch_session_timeout_policy
      : (settings.pre_launch_session_timeout_policy as Settings["pre_launch_session_timeout_policy"]);
  const preLaunchMinutes =
    settings.pre_launch_session_timeout_policy === undefined
      ? current.pre_launch_session_timeout_minutes
      : Number(settings.pre_launch_session_timeout_minutes);
  const disconnected =
    settings.disconnected_session_timeout_policy as Settings["disconnected_session_timeout_policy"];
  const empty = settings.empty_session_timeout_policy as Settings["empty_session_timeout_policy"];
  return {
    disconnected_session_timeout_policy: disconnected,
    ...(disconnected === "AFTER"
      ? { disconnected_session_timeout_minutes: Number(settings.disconnected_session_timeout_minutes) }
      : {}),
    empty_session_timeout_policy: empty,
    ...(empty === "AFTER"
      ? { empty_session_timeout_minutes: Number(settings.empty_session_timeout_minutes) }
      : {}),
    logoff_after_timeout: settings.logoff_after_timeout === true,
    pre_launch_session_timeout_policy: preLaunch,
    ...(preLaunch === "AFTER" && preLaunchMinutes !== undefined
      ? { pre_launch_session_timeout_minutes: preLaunchMinutes }
      : {}),
    session_timeout_policy: settings.session_timeout_policy === "NEVER" ? "NEVER" : "DEFAULT",
  };
}
