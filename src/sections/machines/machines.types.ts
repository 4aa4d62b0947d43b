// The /rest shapes the machines section reads and writes, with only the fields it uses (names and
// enumerations from the REST API's OpenAPI description: MachineInfo, RDSServerInfo, AuditEventSummary).

export type MachineType = "MANAGED_MACHINE" | "UNMANAGED_MACHINE";

/** A desktop machine (managed by a vCenter Server, or physical / another hypervisor). */
export interface Machine {
  id: string;
  name: string;
  dns_name?: string;
  access_group_id?: string;
  desktop_pool_id?: string;
  state: string;
  type?: MachineType;
  operating_system?: string;
  operating_system_architecture?: string;
  agent_version?: string;
  agent_build_number?: string;
  remote_experience_agent_version?: string;
  message_security_mode?: string;
  pairing_state?: string;
  held_machine?: boolean;
  user_ids?: string[];
  aliases?: { ad_user_id: string; alias_name: string }[];
  session_id?: string;
  configured_by_connection_server?: string[];
  managed_machine_data?: {
    virtual_center_id?: string;
    host_name?: string;
    path?: string;
    memory_mb?: number;
    create_time?: number;
    in_maintenance_mode?: boolean;
    in_hold_customization?: boolean;
    missing_in_vcenter?: boolean;
    virtual_machine_power_state?: string;
    storage_accelerator_state?: string;
    base_vm_id?: string;
    base_vm_snapshot_id?: string;
    datastore_ids?: string[];
  };
}

/** What a machine's pool says about the actions that apply to it. */
export interface MachinePool {
  id: string;
  name: string;
  type?: "AUTOMATED" | "MANUAL" | "RDS";
  source?: string;
  user_assignment?: "DEDICATED" | "FLOATING";
  allow_multiple_user_assignments?: boolean;
}

/** A machine with its pool and its users' names in place of ids. */
export interface MachineRow extends Machine {
  pool?: MachinePool;
  poolName?: string;
  userNames?: string;
}

/** An RDS host of a farm. */
export interface RdsServer {
  id: string;
  name: string;
  dns_name?: string;
  description?: string;
  access_group_id?: string;
  farm_id?: string;
  enabled?: boolean;
  state: string;
  operating_system?: string;
  agent_version?: string;
  agent_build_number?: string;
  session_count?: number;
  load_index?: number;
}

export interface RdsServerRow extends RdsServer {
  farmName?: string;
}

/** A locally resourced session on a machine. */
export interface MachineSession {
  id: string;
  user_id: string;
  session_state: string;
  session_protocol?: string;
  start_time?: number;
  client_data?: { name?: string };
}

export type EventSeverity = "INFO" | "WARNING" | "ERROR" | "AUDIT_SUCCESS" | "AUDIT_FAIL" | "UNKNOWN";

export interface MachineEvent {
  id: string;
  time: number;
  severity: EventSeverity;
  module?: string;
  type?: string;
  message: string;
}
