import type { ImageStatus, LogoffPolicy } from "../../ui/image-push/image-push.model";
// The /rest shapes the desktop pool section reads and writes, with only the fields it uses
// (names and enumerations from the REST API's OpenAPI description).

export type DesktopPoolType = "AUTOMATED" | "MANUAL" | "RDS";
export type DesktopPoolSource = "INSTANT_CLONE" | "LINKED_CLONE" | "VIRTUAL_CENTER" | "RDS" | "UNMANAGED";
export type UserAssignment = "DEDICATED" | "FLOATING";
export type SessionType = "DESKTOP" | "APPLICATION" | "DESKTOP_AND_APPLICATION";

/** A desktop pool as GET /inventory/v6/desktop-pools[/{id}] answers it (DesktopPoolInfoV6). */
export interface DesktopPool {
  id: string;
  name: string;
  display_name?: string;
  description?: string;
  type: DesktopPoolType;
  source?: DesktopPoolSource;
  user_assignment?: UserAssignment;
  session_type?: SessionType;
  enabled: boolean;
  enable_provisioning?: boolean;
  delete_in_progress?: boolean;
  access_group_id?: string;
  category_folder_name?: string;
  farm_id?: string;
  vcenter_id?: string;
  automatic_user_assignment?: boolean;
  allow_multiple_user_assignments?: boolean;
  enable_client_restrictions?: boolean;
  cloud_managed?: boolean;
  cloud_assigned?: boolean;
  cloud_brokered?: boolean;
  display_assigned_machine_name?: boolean;
  display_machine_alias?: boolean;
  stop_provisioning_on_error?: boolean;
  display_protocol_settings?: {
    default_display_protocol?: string;
    allow_users_to_choose_protocol?: boolean;
    display_protocols?: string[];
    renderer3d?: string;
    grid_vgpus_enabled?: boolean;
    vram_size_mb?: number;
    session_collaboration_enabled?: boolean;
    max_resolution_of_any_one_monitor?: string;
  };
  session_settings?: {
    power_policy?: string;
    disconnected_session_timeout_policy?: string;
    disconnected_session_timeout_minutes?: number;
    allow_users_to_reset_machines?: boolean;
    allow_multiple_sessions_per_user?: boolean;
    delete_or_refresh_machine_after_logoff?: string;
  };
  pattern_naming_settings?: {
    naming_pattern?: string;
    max_number_of_machines?: number;
    number_of_spare_machines?: number;
    provisioning_time?: string;
    min_number_of_machines?: number;
  };
  naming_method?: "PATTERN" | "SPECIFIED";
  /** Where an automated pool's machines are placed in vCenter (ids of vCenter objects). */
  provisioning_settings?: {
    parent_vm_id?: string;
    base_snapshot_id?: string;
    datacenter_id?: string;
    vm_folder_id?: string;
    host_or_cluster_id?: string;
    resource_pool_id?: string;
  };
  storage_settings?: { datastores?: { datastore_id: string; sdrs_cluster?: boolean }[]; use_vsan?: boolean };
  customization_settings?: {
    customization_type?: "NONE" | "SYS_PREP" | "CLONE_PREP";
    sysprep_customization_spec_id?: string;
    instant_clone_domain_account_id?: string;
    ad_container_rdn?: string;
    cloneprep_customization_settings?: {
      power_off_script_name?: string;
      power_off_script_parameters?: string;
      post_synchronization_script_name?: string;
      post_synchronization_script_parameters?: string;
    };
  };
  /** DesktopPoolProvisioningStatusData(V2): the instant-clone image and its push. */
  provisioning_status_data?: ImageStatus & {
    instant_clone_operation?: string;
    instant_clone_push_image_settings?: {
      start_time?: number;
      logoff_policy?: LogoffPolicy;
      stop_on_first_error?: boolean;
    };
    last_provisioning_error?: string;
    last_provisioning_error_time?: number;
  };
}

/** Machine and session counts of one pool (monitor metrics). */
export interface DesktopPoolMetrics {
  id: string;
  num_machines?: number;
  num_connected_sessions?: number;
  occupancy_count?: number;
}

/** A desktop pool row of the list: the pool with its counts and access group name once known. */
export interface DesktopPoolRow extends DesktopPool {
  machineCount?: number;
  sessionCount?: number;
  accessGroupName?: string;
}

/** A local access group (LocalAccessGroupInfoV2). */
export interface AccessGroup {
  id: string;
  name: string;
  /** False for the root, which no pod lets be deleted. */
  deletable?: boolean;
}

/** A machine of a pool (machines tab). */
export interface PoolMachine {
  id: string;
  name: string;
  dns_name?: string;
  state: string;
  user_ids?: string[];
  agent_version?: string;
  operating_system?: string;
  operating_system_architecture?: string;
  agent_build_number?: string;
  /** vCenter facts of a managed machine (machine details tab). */
  managed_machine_data?: {
    host_name?: string;
    datastore_ids?: string[];
    virtual_machine_power_state?: string;
    memory_mb?: number;
  };
}

/** A session of a pool (sessions tab). */
export interface PoolSession {
  id: string;
  user_id: string;
  machine_id?: string;
  session_state: "CONNECTED" | "DISCONNECTED" | "PENDING";
  session_protocol?: string;
  start_time?: number;
  client_data?: { name?: string; address?: string; type?: string };
}

export type EventSeverity = "INFO" | "WARNING" | "ERROR" | "AUDIT_SUCCESS" | "AUDIT_FAIL" | "UNKNOWN";

/** An audit event about a pool (events tab). */
export interface PoolEvent {
  id: number;
  time: number;
  severity: EventSeverity;
  module?: string;
  message: string;
  user_id?: string;
  machine_dns_name?: string;
}
