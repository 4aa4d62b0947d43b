import type { ClonePrepRecord } from "../inventory/clone-prep-settings";
/**
 * Records kept by the emulator, in the REST shapes of the OpenAPI file (snake_case). The first API
 * generation's views are derived from these when a query runs, so there is one source of truth.
 */

export type DesktopPoolType = "AUTOMATED" | "MANUAL" | "RDS";
export type DesktopPoolSource = "INSTANT_CLONE" | "LINKED_CLONE" | "VIRTUAL_CENTER" | "RDS" | "UNMANAGED";
export type Protocol = "PCOIP" | "RDP" | "BLAST";

export interface DesktopPoolRecord {
  id: string;
  name: string;
  display_name: string;
  description: string;
  access_group_id: string;
  category_folder_name?: string;
  enabled: boolean;
  enable_provisioning: boolean;
  delete_in_progress: boolean;
  type: DesktopPoolType;
  source: DesktopPoolSource;
  user_assignment: "DEDICATED" | "FLOATING";
  session_type: "DESKTOP" | "APPLICATION" | "DESKTOP_AND_APPLICATION";
  image_source?: "VIRTUAL_CENTER";
  naming_method?: "PATTERN" | "SPECIFIED";
  vcenter_id?: string;
  farm_id?: string;
  global_desktop_entitlement_id?: string;
  automatic_user_assignment: boolean;
  allow_multiple_user_assignments: boolean;
  enable_client_restrictions: boolean;
  cloud_managed: boolean;
  cloud_brokered: boolean;
  cloud_assigned: boolean;
  display_assigned_machine_name: boolean;
  display_machine_alias: boolean;
  stop_provisioning_on_error: boolean;
  shortcut_locations_v2: ("START_MENU" | "DESKTOP")[];
  user_group_count: number;
  display_protocol_settings: {
    default_display_protocol: Protocol;
    allow_users_to_choose_protocol: boolean;
    display_protocols: Protocol[];
    renderer3d: "AUTOMATIC" | "SOFTWARE" | "HARDWARE" | "DISABLED" | "MANAGE_BY_VSPHERE_CLIENT";
    grid_vgpus_enabled?: boolean;
    vram_size_mb?: number;
    session_collaboration_enabled: boolean;
    max_resolution_of_any_one_monitor?: "WSXGA_PLUS" | "WUXGA" | "WQXGA" | "UHD" | "UHD_5K" | "UHD_8K";
  };
  session_settings: {
    power_policy?: "TAKE_NO_POWER_ACTION" | "ALWAYS_POWERED_ON" | "SUSPEND" | "POWER_OFF";
    disconnected_session_timeout_policy: "IMMEDIATELY" | "AFTER" | "NEVER";
    disconnected_session_timeout_minutes?: number;
    allow_users_to_reset_machines: boolean;
    allow_multiple_sessions_per_user: boolean;
    delete_or_refresh_machine_after_logoff: "NEVER" | "DELETE" | "REFRESH";
  };
  pattern_naming_settings?: {
    naming_pattern: string;
    max_number_of_machines: number;
    number_of_spare_machines: number;
    provisioning_time: "UP_FRONT" | "ON_DEMAND";
    min_number_of_machines?: number;
  };
  provisioning_settings?: {
    base_snapshot_id: string;
    parent_vm_id: string;
    host_or_cluster_id: string;
    resource_pool_id: string;
    vm_folder_id: string;
    datacenter_id: string;
    add_virtual_tpm: boolean;
  };
  /** Where an automated pool's machines are stored (DesktopPoolStorageSettings). */
  storage_settings?: { datastores: { datastore_id: string; sdrs_cluster?: boolean }[] };
  /** How an automated pool's machines are customised (DesktopPoolCustomizationSettings). */
  customization_settings?: ClonePrepRecord & {
    customization_type: "NONE" | "SYS_PREP" | "CLONE_PREP";
    sysprep_customization_spec_id?: string;
  };
  provisioning_status_data?: PendingImageStatus & {
    instant_clone_operation?:
      | "NONE"
      | "INITIAL_PUBLISH"
      | "SCHEDULE_PUSH_IMAGE"
      | "CANCEL_SCHEDULED_PUSH_IMAGE"
      | "INFRASTRUCTURE_CHANGE"
      | "FINAL_UNPUBLISH";
    /** DesktopPoolInstantClonePushImageSettings: the push asked for. */
    instant_clone_push_image_settings?: {
      start_time?: number;
      add_virtual_tpm: boolean;
      logoff_policy: "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";
      stop_on_first_error: boolean;
    };
  };
}

/** The image fields pools (DesktopPoolProvisioningStatusData) and farms (FarmProvisioningStatusInfo) share. */
export interface PendingImageStatus {
  instant_clone_current_image_state?: "READY" | "FAILED" | "PENDING_UNPUBLISH" | "UNPUBLISHING";
  instant_clone_pending_image_state?:
    "PENDING_PUBLISH" | "PUBLISHING" | "UNPUBLISHING" | "READY" | "FAILED" | "READY_HELD";
  instant_clone_pending_image_progress?: number;
  instant_clone_pending_image_parent_vm_id?: string;
  instant_clone_pending_image_snapshot_id?: string;
  instant_clone_pending_image_error?: string;
  instant_clone_pending_im_stream_id?: string;
  instant_clone_pending_im_tag_id?: string;
  last_provisioning_error?: string;
  last_provisioning_error_time?: number;
}

export type MachineState =
  | "PROVISIONING"
  | "PROVISIONING_ERROR"
  | "WAITING_FOR_AGENT"
  | "CUSTOMIZING"
  | "DELETING"
  | "MAINTENANCE"
  | "ERROR"
  | "PROVISIONED"
  | "AGENT_UNREACHABLE"
  | "UNASSIGNED_USER_CONNECTED"
  | "CONNECTED"
  | "UNASSIGNED_USER_DISCONNECTED"
  | "DISCONNECTED"
  | "AGENT_ERROR_STARTUP_IN_PROGRESS"
  | "AGENT_ERROR_DISABLED"
  | "AGENT_ERROR_INVALID_IP"
  | "AGENT_ERROR_NEEDS_REBOOT"
  | "AGENT_ERROR_PROTOCOL_FAILURE"
  | "AGENT_CONFIG_ERROR"
  | "AGENT_DRAIN_MODE"
  | "AGENT_DRAIN_UNTIL_RESTART"
  | "ALREADY_USED"
  | "AVAILABLE"
  | "IN_PROGRESS"
  | "DISABLED"
  | "DISABLE_IN_PROGRESS"
  | "VALIDATING"
  | "UNKNOWN";

export interface MachineRecord {
  id: string;
  name: string;
  dns_name: string;
  access_group_id: string;
  desktop_pool_id: string;
  state: MachineState;
  type: "MANAGED_MACHINE" | "UNMANAGED_MACHINE";
  operating_system: string;
  operating_system_architecture: "BIT_64" | "BIT_32";
  agent_version: string;
  agent_build_number: string;
  remote_experience_agent_version: string;
  remote_experience_agent_build_number: string;
  message_security_mode: "DISABLED" | "MIXED" | "ENABLED" | "ENHANCED";
  message_security_enhanced_mode_supported: boolean;
  pairing_state: "NOT_AVAILABLE" | "IN_PAIRING" | "PAIRED_AND_SECURED";
  held_machine: boolean;
  user_ids: string[];
  aliases: { ad_user_id: string; alias_name: string }[];
  session_id?: string;
  configured_by_connection_server: string[];
  attempted_theft_by_connection_server: string[];
  agent_upgrade_state?: "READY" | "DOWNLOAD" | "WAIT" | "NOLOGON" | "UPDATING" | "DONE" | "UNKNOWN";
  agent_upgrade_result?: AgentUpgradeResult;
  agent_upgrade_error_message?: string;
  /** Executables of its pool's published applications this machine lacks (never in an answer). */
  missing_executable_paths?: string[];
  managed_machine_data?: {
    virtual_center_id: string;
    host_name: string;
    path: string;
    memory_mb: number;
    create_time: number;
    in_maintenance_mode: boolean;
    in_hold_customization: boolean;
    missing_in_vcenter: boolean;
    virtual_machine_power_state: "POWERED_OFF" | "POWERED_ON" | "SUSPENDED";
    storage_accelerator_state: "OFF" | "CURRENT" | "OUT_OF_DATE" | "ERROR";
    base_vm_id?: string;
    base_vm_snapshot_id?: string;
    datastore_ids: string[];
    clone_error_message?: string;
    clone_error_time?: number;
    last_maintenance_time?: number;
  };
}

export interface FarmRecord {
  id: string;
  name: string;
  display_name: string;
  description: string;
  access_group_id: string;
  enabled: boolean;
  delete_in_progress: boolean;
  type: "AUTOMATED" | "MANUAL";
  /** Whether the farm's application volumes manager answers (absent: it does). */
  app_volumes_manager_accessible?: boolean;
  /** The App Volumes manager serving the farm's App Volumes applications (FarmInfoV5 only). */
  app_volumes_manager_guid?: string | undefined;
  desktop_pool_id?: string;
  server_error_threshold: number;
  use_custom_script_for_load_balancing: boolean;
  display_protocol_settings: {
    default_display_protocol: Protocol;
    allow_users_to_choose_protocol: boolean;
    grid_vgpus_enabled: boolean;
    session_collaboration_enabled: boolean;
  };
  session_settings: {
    disconnected_session_timeout_policy: "IMMEDIATELY" | "AFTER" | "NEVER";
    disconnected_session_timeout_minutes?: number;
    empty_session_timeout_policy: "IMMEDIATE" | "NEVER" | "AFTER";
    empty_session_timeout_minutes?: number;
    logoff_after_timeout: boolean;
    pre_launch_session_timeout_policy: "AFTER" | "NEVER";
    pre_launch_session_timeout_minutes?: number;
    session_timeout_policy: "DEFAULT" | "NEVER";
  };
  load_balancer_settings: {
    include_session_count: boolean;
    cpu_threshold: number;
    memory_threshold: number;
    disk_queue_length_threshold: number;
    disk_read_latency_threshold: number;
    disk_write_latency_threshold: number;
    connecting_session_threshold: number;
    load_index_threshold: number;
  };
  automated_farm_settings?: {
    enable_provisioning: boolean;
    stop_provisioning_on_error: boolean;
    image_source: "VIRTUAL_CENTER";
    vcenter_id: string;
    max_session_type: "UNLIMITED" | "LIMITED";
    max_sessions?: number;
    min_ready_vms: number;
    operating_system: string;
    operating_system_architecture: "BIT_64";
    transparent_page_sharing_scope: "VM" | "FARM" | "POD" | "GLOBAL";
    pattern_naming_settings: { naming_pattern: string; max_number_of_rds_servers: number };
    provisioning_settings?: FarmProvisioningSettings;
    storage_settings?: { datastores: { datastore_id: string }[] };
    customization_settings?: {
      customization_type: "CLONE_PREP" | "SYS_PREP";
      instant_clone_domain_account_id?: string;
      ad_container_rdn?: string;
      reuse_pre_existing_accounts?: boolean;
      sysprep_customization_spec_id?: string;
    };
    provisioning_status_data?: FarmProvisioningStatusData;
  };
}

/** Where an automated farm's RDS hosts are cloned from and placed (FarmProvisioningSettingsCreateSpec). */
export interface FarmProvisioningSettings {
  datacenter_id: string;
  host_or_cluster_id: string;
  resource_pool_id: string;
  vm_folder_id: string;
  parent_vm_id?: string;
  base_snapshot_id?: string;
}

/** The instant-clone image and maintenance state of an automated farm (FarmProvisioningStatusData). */
export interface FarmProvisioningStatusData extends PendingImageStatus {
  instant_clone_operation?:
    | "NONE"
    | "INITIAL_PUBLISH"
    | "RECURRING_SCHEDULED_MAINTENANCE"
    | "CANCEL_SCHEDULED_MAINTENANCE"
    | "INFRASTRUCTURE_CHANGE"
    | "FINAL_UNPUBLISH";
  instant_clone_operation_time?: number;
  instant_clone_scheduled_maintenance_data?: {
    logoff_policy: "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";
    next_scheduled_time?: number;
    stop_on_first_error: boolean;
    immediate_maintenance_scheduled: boolean;
    recurring_maintenance_settings?: {
      maintenance_period: "DAILY" | "WEEKLY" | "MONTHLY";
      maintenance_period_frequency: number;
      start_index?: number;
      start_time: string;
    };
  };
}

export type RdsServerState =
  | "AVAILABLE"
  | "CONNECTED"
  | "DISCONNECTED"
  | "DISABLED"
  | "MAINTENANCE"
  | "PROVISIONING"
  | "PROVISIONING_ERROR"
  | "CUSTOMIZING"
  | "AGENT_UNREACHABLE"
  | "AGENT_CONFIG_ERROR"
  | "AGENT_ERR_DOMAIN_FAILURE"
  | "AGENT_ERR_STARTUP_IN_PROGRESS"
  | "AGENT_DRAIN_MODE"
  | "ERROR"
  | "UNKNOWN";

export interface RdsServerRecord {
  id: string;
  name: string;
  dns_name: string;
  description: string;
  access_group_id: string;
  /** Absent for a registered RDS host that is in no farm yet. */
  farm_id?: string;
  enabled: boolean;
  state: RdsServerState;
  operating_system: string;
  agent_version: string;
  agent_build_number: string;
  remote_experience_agent_version: string;
  remote_experience_agent_build_number: string;
  message_security_mode: "DISABLED" | "MIXED" | "ENABLED" | "ENHANCED";
  message_security_enhanced_mode_supported: boolean;
  load_index: number;
  load_preference: "BLOCK" | "HEAVY" | "NORMAL" | "LIGHT" | "UNKNOWN";
  logoff_policy: "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";
  max_sessions_type: "UNLIMITED" | "LIMITED";
  max_sessions_count?: number;
  max_sessions_type_configured: "UNLIMITED" | "LIMITED" | "UNCONFIGURED";
  session_count: number;
  base_vm_id?: string;
  base_vm_snapshot_id?: string;
  /** Executables of the farm's installed applications this host lacks (its application health). */
  missing_executable_paths?: string[];
}

export interface ApplicationPoolRecord {
  id: string;
  name: string;
  display_name: string;
  description: string;
  access_group_id: string;
  enabled: boolean;
  enable_pre_launch: boolean;
  enable_client_restrictions: boolean;
  cloud_brokered: boolean;
  executable_path: string;
  version: string;
  publisher: string;
  start_folder?: string;
  parameters?: string;
  farm_id?: string;
  desktop_pool_id?: string;
  global_application_entitlement_id?: string;
  multi_session_mode: "DISABLED" | "ENABLED_DEFAULT_OFF" | "ENABLED_DEFAULT_ON" | "ENABLED_ENFORCED";
  max_multi_sessions?: number;
  category_folder_name?: string;
  shortcut_locations?: ("START_MENU" | "DESKTOP")[];
  cs_restriction_tags?: string[];
  icon_ids: string[];
  /** Icons the administrator uploaded (ApplicationPoolInfoV4.customized_icon_ids). */
  customized_icon_ids?: string[];
  /** Set for an application delivered through application volumes. */
  avm_shortcut_id?: string;
  anti_affinity_data?: { anti_affinity_count: number; anti_affinity_patterns: string[] };
}

export type SessionState = "CONNECTED" | "DISCONNECTED" | "PENDING";

export interface SessionRecord {
  id: string;
  user_id: string;
  broker_user_id: string;
  access_group_id: string;
  machine_id?: string;
  desktop_pool_id?: string;
  farm_id?: string;
  rds_server_id?: string;
  application_names?: string[];
  session_type: "DESKTOP" | "APPLICATION";
  session_state: SessionState;
  session_protocol: "PCOIP" | "RDP" | "BLAST" | "CONSOLE" | "UNKNOWN";
  start_time: number;
  disconnected_time?: number;
  last_session_duration_ms: number;
  idle_duration: number;
  agent_version: string;
  brokered_remotely: boolean;
  resourced_remotely: boolean;
  unauthenticated: boolean;
  client_data: {
    address: string;
    name: string;
    type: "WINDOWS" | "MAC" | "HTMLACCESS" | "LINUX" | "IOS" | "ANDROID" | "OTHER";
    version: string;
    location_id?: string;
  };
  security_gateway_data?: {
    address: string;
    domain_name: string;
    location: "EXTERNAL" | "INTERNAL" | "UNKNOWN";
  };
}

export interface GlobalSessionRecord {
  id: string;
  user_id: string;
  broker_user_id: string;
  pod_id: string;
  site_id: string;
  brokering_pod_id: string;
  global_desktop_entitlement_id?: string;
  global_application_entitlement_ids?: string[];
  federated_access_group_ids: string[];
  local_access_group_id: string;
  desktop_pool_or_farm_name: string;
  desktop_pool_or_farm_type: DesktopPoolType;
  desktop_pool_or_farm_source: DesktopPoolSource;
  machine_or_rds_server_dns_name: string;
  session_type: "DESKTOP" | "APPLICATION";
  session_state: SessionState;
  session_protocol: "PCOIP" | "RDP" | "BLAST";
  start_time: number;
  disconnected_time?: number;
  last_session_duration_ms: number;
  idle_duration: number;
  agent_version: string;
  brokered_remotely: boolean;
  resourced_remotely: boolean;
  unauthenticated: boolean;
  forever_session: boolean;
  client_data: {
    address: string;
    name: string;
    type: "WINDOWS" | "MAC" | "HTMLACCESS" | "LINUX";
    version: string;
  };
}

export interface GlobalEntitlementRecord {
  id: string;
  kind: "DESKTOP" | "APPLICATION";
  name: string;
  display_name: string;
  description: string;
  federated_access_group_id: string;
  enabled: boolean;
  scope: "WITHIN_POD" | "WITHIN_SITE" | "ALL_SITES";
  require_home_site: boolean;
  use_home_site: boolean;
  multiple_session_auto_clean: boolean;
  allow_users_to_choose_protocol: boolean;
  enable_client_restrictions: boolean;
  default_display_protocol: Protocol;
  supported_display_protocols: Protocol[];
  dedicated?: boolean;
  allow_multiple_sessions_per_user?: boolean;
  allow_users_to_reset_machines?: boolean;
  enable_pre_launch?: boolean;
  multi_session_mode?: "DISABLED" | "ENABLED_DEFAULT_OFF" | "ENABLED_DEFAULT_ON" | "ENABLED_ENFORCED";
  shortcut_locations_v2: ("START_MENU" | "DESKTOP")[];
  /** Desktop settings only the update spec sets (GlobalDesktopEntitlementUpdateSpec); absent until then. */
  cloud_managed?: boolean;
  display_assigned_machine_name?: boolean;
  display_machine_alias?: boolean;
  session_collaboration_enabled?: boolean;
  /** Kept as sent by an update (GlobalDesktop/ApplicationEntitlementUpdateSpec). */
  category_folder_name?: string;
  cs_restriction_tags?: string[];
}

export type EventSeverity = "INFO" | "WARNING" | "ERROR" | "AUDIT_SUCCESS" | "AUDIT_FAIL" | "UNKNOWN";

export interface AuditEventRecord {
  id: number;
  time: number;
  severity: EventSeverity;
  module: string;
  type: string;
  message: string;
  user_id?: string;
  machine_id?: string;
  machine_dns_name?: string;
  desktop_pool_name?: string;
  application_pool_name?: string;
  node: string;
}

export interface AdUserOrGroupRecord {
  id: string;
  guid: string;
  group: boolean;
  name: string;
  login_name: string;
  domain: string;
  display_name: string;
  long_display_name: string;
  user_display_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  description: string;
  distinguished_name: string;
  container: string;
  user_principal_name?: string;
  kiosk_user: boolean;
  member_ids: string[];
  group_ids: string[];
}

/** One (user or group, resource) entitlement; resources are desktop pools or application pools. */
export interface EntitlementRecord {
  id: string;
  user_or_group_id: string;
  resource_id: string;
  resource_type: "DESKTOP" | "APPLICATION";
}

export interface UnauthenticatedAccessUserRecord {
  id: string;
  loginName: string;
  userId: string;
  description: string;
  hybridLogonConfig: "NONE" | "PASSWORD" | "TRUE_SSO";
  hybridLogonPassword?: string;
  domain: string;
  podId: string;
}

export interface GatewayAccessEntryRecord {
  id: string;
  userOrGroupId: string;
}

export interface VirtualCenterRecord {
  id: string;
  server_name: string;
  display_name: string;
  description: string;
  port: number;
  use_ssl: boolean;
  user_name: string;
  version: string;
  enabled: boolean;
  instance_uuid: string;
  deployment_type: "GENERAL" | "AZURE" | "AWS" | "DELL_EMC" | "GOOGLE" | "ORACLE";
  maintenance_mode: boolean;
  se_sparse_reclamation_enabled: boolean;
  has_virtual_tpm_pools: boolean;
  /** Concurrent operations vCenter runs for the pod (OpenAPI VirtualCenterLimits); defaults when absent. */
  limits?: {
    provisioning_limit: number;
    power_operations_limit: number;
    instant_clone_engine_provisioning_limit: number;
  };
  /** View Storage Accelerator (host caching) of the vCenter's hosts. */
  storage_accelerator_data?: { enabled: boolean; default_cache_size_mb: number };
  /** Datastores archived machines are saved to, by host or cluster id (mark-datastores-for-archival). */
  archival_datastores?: Record<string, string[]>;
}

export interface GatewayRecord {
  id: string;
  name: string;
  address: string;
  internal: boolean;
  type: "UAG" | "F5" | "SG" | "SG_COHOSTED" | "UNKNOWN";
  version: string;
}

export interface PodRecord {
  id: string;
  name: string;
  description: string;
  site_id: string;
  local_pod: boolean;
  cloud_managed: boolean;
  endpoints: string[];
  active_global_desktop_entitlements: string[];
  active_global_application_entitlements: string[];
}

export interface SiteRecord {
  id: string;
  name: string;
  description: string;
  pods: string[];
}

/** Result of a machine's agent upgrade (spec 001 §3). */
export type AgentUpgradeResult =
  | "OK"
  | "ERROR"
  | "FAILURE"
  | "INVALID"
  | "DUPLICATE"
  | "NOT_FOUND"
  | "PROGRESS"
  | "PREFLIGHTCHECK_INPROGRESS"
  | "PREFLIGHTCHECK_OK"
  | "PREFLIGHTCHECK_FAILURE"
  | "UNKNOWN";

/** A registered agent installer package (AgentInstallerPackageInfo). */
export interface AgentInstallerPackageRecord {
  id: string;
  version: string;
  build_number: string;
  url: string;
}

/** How one machine of an agent upgrade task ends (chosen when the task is scheduled). */
export type AgentUpgradeOutcome = "OK" | "ERROR" | "FAILURE" | "SKIPPED";

/** An agent upgrade task as stored; the id lists of AgentUpgradeTaskInfo are derived from the clock. */
export interface AgentUpgradeTaskRecord {
  id: string;
  agent_installer_package_id: string;
  start_time: number;
  end_time: number;
  custom_install_parameters?: string;
  skip_for_logged_in_users: boolean;
  machines: { id: string; outcome: AgentUpgradeOutcome }[];
  /** When the task was cancelled: machines not finished by then are cancelled. */
  cancelled_time?: number;
  /** Every machine reached its end and its record says so (nothing left to bring up to the clock). */
  settled?: boolean;
}

/** A physical or unmanaged machine registered with the pod (the OpenAPI's PhysicalMachineInfoV2). */
export interface PhysicalMachineRecord {
  id: string;
  name: string;
  dns_name: string;
  description: string;
  operating_system: string;
  state:
    | "AGENT_UNREACHABLE"
    | "CONNECTED"
    | "DISCONNECTED"
    | "AGENT_ERROR_STARTUP_IN_PROGRESS"
    | "AGENT_ERROR_DISABLED"
    | "AGENT_ERROR_INVALID_IP"
    | "AGENT_ERROR_NEEDS_REBOOT"
    | "AGENT_ERROR_PROTOCOL_FAILURE"
    | "AGENT_CONFIG_ERROR"
    | "AVAILABLE"
    | "VALIDATING"
    | "DISABLED"
    | "UNKNOWN";
  message_security_mode: "DISABLED" | "MIXED" | "ENABLED" | "ENHANCED";
  message_security_enhanced_mode_supported: boolean;
  rds_server: boolean;
  /** Not in the OpenAPI's answer (the emulator's own): the agent version, for the registered machines grid. */
  agent_version: string;
}
