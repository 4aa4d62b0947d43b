import {
  EMPTY_CLONE_PREP,
  EMPTY_PLACEMENT,
  clonePrepSettingsOf,
  nicSettingsOf,
  type ClonePrepEntries,
  type PlacementEntries,
} from "../../ui/vcenter/vcenter-entries";
import { namingPatternErrorKey } from "../../ui/edit-form/naming-pattern-rule";
import { NO_CUSTOMIZATION } from "../../ui/vcenter/vcenter-choice";
import type { FarmCreateSpec } from "./api/create-farm";
import type { FarmUpdateSpec } from "./api/edit-farm";
import { chosenHosts } from "./farm-inputs";
import type {
  DisconnectedSessionPolicy,
  DisplayProtocol,
  EmptySessionPolicy,
  Farm,
  FarmType,
  PreLaunchSessionPolicy,
  SessionTimeoutPolicy,
} from "./farms.types";

export type FarmWizardMode = "add" | "edit";

/** Farm names the platform accepts: letters, digits, hyphens and underscores (at most 64). */
export const FARM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export const PROTOCOLS: readonly DisplayProtocol[] = ["BLAST", "PCOIP", "RDP"];
export const DISCONNECTED_POLICIES: readonly DisconnectedSessionPolicy[] = ["NEVER", "IMMEDIATELY", "AFTER"];
export const EMPTY_POLICIES: readonly EmptySessionPolicy[] = ["NEVER", "IMMEDIATE", "AFTER"];
export const PRE_LAUNCH_POLICIES: readonly PreLaunchSessionPolicy[] = ["NEVER", "AFTER"];
export const SESSION_TIMEOUT_POLICIES: readonly SessionTimeoutPolicy[] = ["DEFAULT", "NEVER"];
/** The shortest pre-launch timeout the platform takes, in minutes. */
export const MIN_PRE_LAUNCH_MINUTES = 10;

/** Every entry of the add and edit farm wizard; numbers stay text while typed. */
export interface FarmDraft extends ClonePrepEntries, PlacementEntries {
  type: FarmType;
  name: string;
  displayName: string;
  description: string;
  accessGroupId: string;
  enabled: boolean;
  includeSessionCount: boolean;
  cpuThreshold: string;
  memoryThreshold: string;
  loadIndexThreshold: string;
  hostIds: string;
  /** NVIDIA GRID vGPUs for the RDS hosts (FarmDisplayProtocolSettingsCreateSpec.grid_vgpus_enabled). */
  gridVgpus: boolean;
  namingPattern: string;
  maxHosts: string;
  maxSessions: string;
  // Edit only: what the create call leaves at the platform's defaults.
  enableProvisioning: boolean;
  stopProvisioningOnError: boolean;
  minReadyHosts: string;
  defaultProtocol: DisplayProtocol;
  allowProtocolChoice: boolean;
  disconnectedPolicy: DisconnectedSessionPolicy;
  disconnectedMinutes: string;
  emptyPolicy: EmptySessionPolicy;
  emptyMinutes: string;
  logoffAfterTimeout: boolean;
  preLaunchPolicy: PreLaunchSessionPolicy;
  preLaunchMinutes: string;
  sessionTimeoutPolicy: SessionTimeoutPolicy;
}

export const EMPTY_DRAFT: FarmDraft = {
  type: "AUTOMATED",
  name: "",
  displayName: "",
  description: "",
  accessGroupId: "",
  enabled: true,
  includeSessionCount: true,
  cpuThreshold: "0",
  memoryThreshold: "0",
  loadIndexThreshold: "0",
  hostIds: "",
  ...EMPTY_PLACEMENT,
  gridVgpus: false,
  namingPattern: "",
  maxHosts: "2",
  maxSessions: "",
  ...EMPTY_CLONE_PREP,
  enableProvisioning: true,
  stopProvisioningOnError: true,
  minReadyHosts: "0",
  defaultProtocol: "BLAST",
  allowProtocolChoice: true,
  disconnectedPolicy: "NEVER",
  disconnectedMinutes: "",
  emptyPolicy: "AFTER",
  emptyMinutes: "1",
  logoffAfterTimeout: false,
  preLaunchPolicy: "AFTER",
  preLaunchMinutes: "10",
  sessionTimeoutPolicy: "DEFAULT",
};

export const isPercent = (text: string) => /^\d{1,3}$/.test(text) && Number(text) <= 100;
export const isCount = (text: string, lowest: number, highest = 2147483647) =>
  /^\d+$/.test(text) && Number(text) >= lowest && Number(text) <= highest;

/** The message key of a timeout's minutes its policy refuses (a whole number of at least `lowest` after AFTER). */
export const timeoutErrorKey = (policy: string, minutes: string, lowest = 1) =>
  isTimeoutValid(policy, minutes, lowest)
    ? undefined
    : lowest === MIN_PRE_LAUNCH_MINUTES
      ? "farms.wizard.sessions.minutesAtLeastTen"
      : "farms.wizard.sessions.minutesAtLeastOne";

/** Whether a timeout's minutes fit its policy: a whole number of at least `lowest` when it is AFTER. */
export const isTimeoutValid = (policy: string, minutes: string, lowest = 1) =>
  policy !== "AFTER" || isCount(minutes, lowest);

/** Whether the minimum of ready hosts during maintenance leaves a host to work on. */
export const isMinReadyValid = (draft: FarmDraft) =>
  isCount(draft.minReadyHosts, 0) && Number(draft.minReadyHosts) < Number(draft.maxHosts);

/** The message key of a refused host naming pattern (the pod's rule, for the farm's largest size). */
export const namingPatternError = (draft: FarmDraft) =>
  namingPatternErrorKey(draft.namingPattern, isCount(draft.maxHosts, 1) ? Number(draft.maxHosts) : 1);

/** Whether the RDS host names and sizes are complete. */
export const isNamingValid = (draft: FarmDraft) =>
  namingPatternError(draft) === undefined &&
  isCount(draft.maxHosts, 1, 1000) &&
  (draft.maxSessions.trim() === "" || isCount(draft.maxSessions, 1));

/** Whether the session settings of the edit are complete. */
export const areSessionSettingsValid = (draft: FarmDraft) =>
  isTimeoutValid(draft.disconnectedPolicy, draft.disconnectedMinutes) &&
  isTimeoutValid(draft.emptyPolicy, draft.emptyMinutes) &&
  isTimeoutValid(draft.preLaunchPolicy, draft.preLaunchMinutes, MIN_PRE_LAUNCH_MINUTES);

const text = (value: number | undefined, fallback: string) =>
  value === undefined ? fallback : String(value);

/** An existing farm's entries for the edit wizard: what it has now, the platform's defaults where it is silent. */
export function draftFromFarm(farm: Farm): FarmDraft {
  const balancer = farm.load_balancer_settings ?? {};
  const sessions = farm.session_settings;
  const automated = farm.automated_farm_settings;
  const protocol = farm.display_protocol_settings;
  return {
    ...EMPTY_DRAFT,
    type: farm.type,
    name: farm.name,
    displayName: farm.display_name ?? farm.name,
    description: farm.description ?? "",
    accessGroupId: farm.access_group_id ?? "",
    enabled: farm.enabled,
    includeSessionCount: balancer.include_session_count ?? true,
    cpuThreshold: text(balancer.cpu_threshold, "0"),
    memoryThreshold: text(balancer.memory_threshold, "0"),
    loadIndexThreshold: text(balancer.load_index_threshold, "0"),
    namingPattern: automated?.pattern_naming_settings?.naming_pattern ?? "",
    maxHosts: text(automated?.pattern_naming_settings?.max_number_of_rds_servers, EMPTY_DRAFT.maxHosts),
    maxSessions: automated?.max_session_type === "LIMITED" ? text(automated.max_sessions, "") : "",
    enableProvisioning: automated?.enable_provisioning ?? true,
    stopProvisioningOnError: automated?.stop_provisioning_on_error ?? true,
    minReadyHosts: text(automated?.min_ready_vms, "0"),
    defaultProtocol: protocol?.default_display_protocol ?? EMPTY_DRAFT.defaultProtocol,
    allowProtocolChoice: protocol?.allow_users_to_choose_protocol ?? true,
    disconnectedPolicy: sessions?.disconnected_session_timeout_policy ?? EMPTY_DRAFT.disconnectedPolicy,
    disconnectedMinutes: text(sessions?.disconnected_session_timeout_minutes, ""),
    emptyPolicy: sessions?.empty_session_timeout_policy ?? EMPTY_DRAFT.emptyPolicy,
    emptyMinutes: text(sessions?.empty_session_timeout_minutes, EMPTY_DRAFT.emptyMinutes),
    logoffAfterTimeout: sessions?.logoff_after_timeout ?? false,
    preLaunchPolicy: sessions?.pre_launch_session_timeout_policy ?? EMPTY_DRAFT.preLaunchPolicy,
    preLaunchMinutes: text(sessions?.pre_launch_session_timeout_minutes, EMPTY_DRAFT.preLaunchMinutes),
    sessionTimeoutPolicy: sessions?.session_timeout_policy ?? EMPTY_DRAFT.sessionTimeoutPolicy,
  };
}

/** The create spec of a complete draft. */
export function farmSpecOf(draft: FarmDraft): FarmCreateSpec {
  const spec: FarmCreateSpec = {
    name: draft.name.trim(),
    type: draft.type,
    access_group_id: draft.accessGroupId,
    enabled: true,
    load_balancer_settings: {
      include_session_count: draft.includeSessionCount,
      cpu_threshold: Number(draft.cpuThreshold),
      memory_threshold: Number(draft.memoryThreshold),
      load_index_threshold: Number(draft.loadIndexThreshold),
    },
  };
  if (draft.displayName.trim() !== "") spec.display_name = draft.displayName.trim();
  if (draft.description.trim() !== "") spec.description = draft.description.trim();
  if (draft.type === "MANUAL") {
    spec.rds_server_ids = chosenHosts({ hostIds: draft.hostIds });
    return spec;
  }
  const limited = draft.maxSessions.trim() !== "";
  // A Sysprep specification replaces ClonePrep (and its scripts); none chosen is ClonePrep.
  const sysprep =
    draft.customization && draft.customization.id !== NO_CUSTOMIZATION ? draft.customization.id : undefined;
  spec.automated_farm_settings = {
    vcenter_id: draft.vcenter?.id ?? "",
    enable_provisioning: true,
    max_session_type: limited ? "LIMITED" : "UNLIMITED",
    ...(limited ? { max_sessions: Number(draft.maxSessions) } : {}),
    min_ready_vms: 0,
    pattern_naming_settings: {
      naming_pattern: draft.namingPattern.trim(),
      max_number_of_rds_servers: Number(draft.maxHosts),
    },
    provisioning_settings: {
      datacenter_id: draft.baseVm?.datacenterId ?? "",
      host_or_cluster_id: draft.hostOrCluster?.id ?? "",
      resource_pool_id: draft.resourcePool?.id ?? "",
      vm_folder_id: draft.vmFolder?.id ?? "",
      parent_vm_id: draft.baseVm?.id ?? "",
      base_snapshot_id: draft.snapshot?.id ?? "",
    },
    storage_settings: { datastores: draft.datastores.map((store) => ({ datastore_id: store.id })) },
    customization_settings: sysprep
      ? {
          customization_type: "SYS_PREP",
          instant_clone_domain_account_id: draft.domainAccountId,
          ad_container_rdn: draft.adContainer.trim(),
          sysprep_customization_spec_id: sysprep,
        }
      : { customization_type: "CLONE_PREP", ...clonePrepSettingsOf(draft) },
    ...nicSettingsOf(draft),
  };
  // Sent only when asked for: a farm without vGPUs is created as before, with the platform's defaults.
  if (draft.gridVgpus) spec.display_protocol_settings = { grid_vgpus_enabled: true };
  return spec;
}

/** Minutes of a timeout whose policy is AFTER; none otherwise. */
const minutesOf = (policy: string, minutes: string, key: string) =>
  policy === "AFTER" ? { [key]: Number(minutes) } : {};

/**
 * The whole update of an edited farm: the draft's entries over what the farm has now, so settings the
 * wizard does not show (disk thresholds, placement, storage, customization) are sent as they are.
 */
export function farmUpdateSpecOf(farm: Farm, draft: FarmDraft): FarmUpdateSpec {
  const balancer = farm.load_balancer_settings ?? {};
  const automated = farm.automated_farm_settings;
  const spec: FarmUpdateSpec = {
    access_group_id: farm.access_group_id ?? draft.accessGroupId,
    display_name: draft.displayName.trim(),
    description: draft.description.trim(),
    enabled: draft.enabled,
    server_error_threshold: farm.server_error_threshold ?? 0,
    use_custom_script_for_load_balancing: farm.use_custom_script_for_load_balancing ?? false,
    display_protocol_settings: {
      default_display_protocol: draft.defaultProtocol,
      allow_users_to_choose_protocol: draft.allowProtocolChoice,
      session_collaboration_enabled: farm.display_protocol_settings?.session_collaboration_enabled ?? false,
    },
    load_balancer_settings: {
      include_session_count: draft.includeSessionCount,
      cpu_threshold: Number(draft.cpuThreshold),
      memory_threshold: Number(draft.memoryThreshold),
      load_index_threshold: Number(draft.loadIndexThreshold),
      connecting_session_threshold: balancer.connecting_session_threshold ?? 0,
      disk_queue_length_threshold: balancer.disk_queue_length_threshold ?? 0,
      disk_read_latency_threshold: balancer.disk_read_latency_threshold ?? 0,
      disk_write_latency_threshold: balancer.disk_write_latency_threshold ?? 0,
    },
    session_settings: {
      disconnected_session_timeout_policy: draft.disconnectedPolicy,
      ...minutesOf(
        draft.disconnectedPolicy,
        draft.disconnectedMinutes,
        "disconnected_session_timeout_minutes",
      ),
      empty_session_timeout_policy: draft.emptyPolicy,
      ...minutesOf(draft.emptyPolicy, draft.emptyMinutes, "empty_session_timeout_minutes"),
      logoff_after_timeout: draft.logoffAfterTimeout,
      pre_launch_session_timeout_policy: draft.preLaunchPolicy,
      ...minutesOf(draft.preLaunchPolicy, draft.preLaunchMinutes, "pre_launch_session_timeout_minutes"),
      session_timeout_policy: draft.sessionTimeoutPolicy,
    },
  };
  if (farm.type !== "AUTOMATED" || !automated) return spec;
  const limited = draft.maxSessions.trim() !== "";
  const customization = automated.customization_settings;
  spec.automated_farm_settings = {
    enable_provisioning: draft.enableProvisioning,
    stop_provisioning_on_error: draft.stopProvisioningOnError,
    transparent_page_sharing_scope: automated.transparent_page_sharing_scope ?? "VM",
    max_session_type: limited ? "LIMITED" : "UNLIMITED",
    ...(limited ? { max_sessions: Number(draft.maxSessions) } : {}),
    min_ready_vms: Number(draft.minReadyHosts),
    pattern_naming_settings: {
      naming_pattern: draft.namingPattern.trim(),
      max_number_of_rds_servers: Number(draft.maxHosts),
    },
    provisioning_settings: {
      host_or_cluster_id: automated.provisioning_settings?.host_or_cluster_id ?? "",
      resource_pool_id: automated.provisioning_settings?.resource_pool_id ?? "",
    },
    storage_settings: { datastores: automated.storage_settings?.datastores ?? [] },
    customization_settings: {
      customization_type: customization?.customization_type ?? "CLONE_PREP",
      instant_clone_domain_account_id: customization?.instant_clone_domain_account_id ?? "",
      ad_container_rdn: customization?.ad_container_rdn ?? "",
      reuse_pre_existing_accounts: customization?.reuse_pre_existing_accounts ?? false,
      cloneprep_customization_settings: customization?.cloneprep_customization_settings ?? {},
    },
  };
  return spec;
}
