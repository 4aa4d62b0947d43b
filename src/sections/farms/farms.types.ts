import type { ApplicationHealth } from "../../core/inventory/application-health";
import type { FarmHealthStatus, FarmHealthSummary } from "../../core/inventory/farm-health-summary";
import type { ImageStatus } from "../../ui/image-push/image-push.model";
// The /rest shapes the farms section reads and writes, with only the fields it uses
// (names and enumerations from the REST API's OpenAPI description).

export type FarmType = "AUTOMATED" | "MANUAL";
export type MaintenancePeriod = "DAILY" | "WEEKLY" | "MONTHLY";
export type LogoffPolicy = "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";

/** The scheduled instant-clone maintenance of a farm. */
export interface ScheduledMaintenance {
  logoff_policy: LogoffPolicy;
  next_scheduled_time?: number;
  immediate_maintenance_scheduled: boolean;
  recurring_maintenance_settings?: {
    maintenance_period: MaintenancePeriod;
    maintenance_period_frequency?: number;
    start_index?: number;
    start_time: string;
  };
}

export type DisplayProtocol = "PCOIP" | "RDP" | "BLAST";
export type DisconnectedSessionPolicy = "IMMEDIATELY" | "AFTER" | "NEVER";
export type EmptySessionPolicy = "IMMEDIATE" | "NEVER" | "AFTER";
export type PreLaunchSessionPolicy = "AFTER" | "NEVER";
export type SessionTimeoutPolicy = "DEFAULT" | "NEVER";

/** How a farm's sessions time out (FarmSessionSettings). */
export interface FarmSessionSettings {
  disconnected_session_timeout_policy: DisconnectedSessionPolicy;
  disconnected_session_timeout_minutes?: number;
  empty_session_timeout_policy: EmptySessionPolicy;
  empty_session_timeout_minutes?: number;
  logoff_after_timeout?: boolean;
  pre_launch_session_timeout_policy?: PreLaunchSessionPolicy;
  pre_launch_session_timeout_minutes?: number;
  session_timeout_policy?: SessionTimeoutPolicy;
}

/** How a farm spreads sessions over its hosts (RDSHLoadBalancerSettings). */
export interface FarmLoadBalancerSettings {
  include_session_count?: boolean;
  cpu_threshold?: number;
  memory_threshold?: number;
  load_index_threshold?: number;
  connecting_session_threshold?: number;
  disk_queue_length_threshold?: number;
  disk_read_latency_threshold?: number;
  disk_write_latency_threshold?: number;
}

/** A farm as /inventory/v4/farms answers it (FarmInfoV4: the fields the section reads). */
export interface Farm {
  id: string;
  name: string;
  display_name?: string;
  description?: string;
  access_group_id?: string;
  enabled: boolean;
  delete_in_progress?: boolean;
  type: FarmType;
  desktop_pool_id?: string;
  server_error_threshold?: number;
  use_custom_script_for_load_balancing?: boolean;
  display_protocol_settings?: {
    default_display_protocol?: DisplayProtocol;
    allow_users_to_choose_protocol?: boolean;
    session_collaboration_enabled?: boolean;
  };
  session_settings?: FarmSessionSettings;
  load_balancer_settings?: FarmLoadBalancerSettings;
  automated_farm_settings?: {
    enable_provisioning?: boolean;
    stop_provisioning_on_error?: boolean;
    vcenter_id?: string;
    max_session_type?: "UNLIMITED" | "LIMITED";
    max_sessions?: number;
    min_ready_vms?: number;
    transparent_page_sharing_scope?: "VM" | "FARM" | "POD" | "GLOBAL";
    pattern_naming_settings?: { naming_pattern?: string; max_number_of_rds_servers?: number };
    provisioning_settings?: {
      parent_vm_id?: string;
      base_snapshot_id?: string;
      host_or_cluster_id?: string;
      resource_pool_id?: string;
    };
    storage_settings?: { datastores?: { datastore_id: string }[] };
    customization_settings?: {
      customization_type?: "CLONE_PREP" | "SYS_PREP";
      instant_clone_domain_account_id?: string;
      ad_container_rdn?: string;
      reuse_pre_existing_accounts?: boolean;
      cloneprep_customization_settings?: Record<string, unknown>;
    };
    /** FarmProvisioningStatusInfo: the instant-clone image, its push and the maintenance schedule. */
    provisioning_status_data?: ImageStatus & {
      instant_clone_operation?: string;
      instant_clone_scheduled_maintenance_data?: ScheduledMaintenance;
      last_provisioning_error?: string;
    };
  };
}

/** A farm with what the list shows beside it. */
export interface FarmRow extends Farm {
  rdsHostCount?: number;
  sessionCount?: number;
  health?: FarmHealthSummary;
}

/** An RDS host (RDSServerInfo). */
export interface RdsHost {
  id: string;
  name: string;
  dns_name?: string;
  farm_id?: string;
  access_group_id?: string;
  enabled?: boolean;
  state?: string;
  session_count?: number;
  load_index?: number;
  agent_version?: string;
  /** The session limit, sent back unchanged when the host is enabled or disabled. */
  max_sessions_type_configured?: "UNLIMITED" | "LIMITED" | "UNCONFIGURED";
  max_sessions_count?: number;
}

/** An application pool published from a farm (ApplicationPoolInfo). */
export interface FarmApplication {
  id: string;
  name: string;
  display_name?: string;
  version?: string;
  publisher?: string;
  enabled: boolean;
  executable_path: string;
  farm_id?: string;
  avm_shortcut_id?: string;
}

/** A farm's application with its health as spec 001 §4 derives it from the farm's hosts. */
export interface FarmApplicationRow extends FarmApplication {
  health: ApplicationHealth;
}

/** A session on a farm's RDS hosts (SessionInfo). */
export interface FarmSession {
  id: string;
  user_id: string;
  access_group_id?: string;
  rds_server_id?: string;
  session_type?: string;
  session_state: string;
  session_protocol?: string;
  start_time?: number;
}

/** A session on the farm's tab, with its user's and RDS host's names (their ids while unknown). */
export interface FarmSessionRow extends FarmSession {
  userName: string;
  hostName: string;
}

/** The farm monitor entry the health column reads (FarmMonitorInfo). */
export interface FarmMonitor {
  id: string;
  status?: FarmHealthStatus;
  rds_server_count?: number;
}
