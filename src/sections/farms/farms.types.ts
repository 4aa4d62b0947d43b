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

/** A farm (FarmInfo). */
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
  load_balancer_settings?: {
    include_session_count?: boolean;
    cpu_threshold?: number;
    memory_threshold?: number;
    load_index_threshold?: number;
  };
  automated_farm_settings?: {
    enable_provisioning?: boolean;
    vcenter_id?: string;
    max_session_type?: "UNLIMITED" | "LIMITED";
    max_sessions?: number;
    pattern_naming_settings?: { naming_pattern?: string; max_number_of_rds_servers?: number };
    provisioning_settings?: { parent_vm_id?: string; base_snapshot_id?: string };
    provisioning_status_data?: {
      instant_clone_operation?: string;
      instant_clone_pending_image_state?: string;
      instant_clone_scheduled_maintenance_data?: ScheduledMaintenance;
    };
  };
}

/** A farm's health as the monitor reports it. */
export type FarmHealthStatus = "OK" | "WARNING" | "ERROR" | "DISABLED";

/** A farm with what the list shows beside it. */
export interface FarmRow extends Farm {
  rdsHostCount?: number;
  sessionCount?: number;
  health?: FarmHealthStatus;
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
}

/** An application pool published from a farm (ApplicationPoolInfo). */
export interface FarmApplication {
  id: string;
  name: string;
  display_name?: string;
  version?: string;
  publisher?: string;
  enabled?: boolean;
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

/** The farm monitor entry the health column reads (FarmMonitorInfo). */
export interface FarmMonitor {
  id: string;
  status?: FarmHealthStatus;
  rds_server_count?: number;
}
