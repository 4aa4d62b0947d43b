import {
  EMPTY_CLONE_PREP,
  EMPTY_PLACEMENT,
  type ClonePrepEntries,
  type PlacementEntries,
} from "../../ui/vcenter/vcenter-entries";
import type { FarmUpdateSpec } from "./api/edit-farm";
import type {
  DisconnectedSessionPolicy,
  DisplayProtocol,
  EmptySessionPolicy,
  Farm,
  FarmType,
  PreLaunchSessionPolicy,
  SessionTimeoutPolicy,
} from "./farms.types";

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

/** The RDS host naming of a draft, as the create and the update send it. */
export const patternNamingOf = (draft: FarmDraft) => ({
  naming_pattern: draft.namingPattern.trim(),
  max_number_of_rds_servers: Number(draft.maxHosts),
});

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
    pattern_naming_settings: patternNamingOf(draft),
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
