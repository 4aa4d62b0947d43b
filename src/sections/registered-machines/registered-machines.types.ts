// The /rest shapes the registered machines section reads and writes, with only the fields it uses
// (names and enumerations from the REST API's OpenAPI description: RDSServerInfo, RDSServerUpdateSpec,
// PhysicalMachineInfoV2).

/** An RDS host registered with the pod, in a farm or not yet. */
export interface RdsServer {
  id: string;
  name: string;
  dns_name?: string;
  access_group_id?: string;
  farm_id?: string;
  enabled?: boolean;
  state: string;
  operating_system?: string;
  agent_version?: string;
  session_count?: number;
  max_sessions_type_configured?: "UNLIMITED" | "LIMITED" | "UNCONFIGURED";
  max_sessions_count?: number;
}

export interface RdsServerRow extends RdsServer {
  farmName?: string;
}

/** A physical or unmanaged machine registered with the pod (PhysicalMachineInfoV2 has no agent version). */
export interface PhysicalMachine {
  id: string;
  name: string;
  dns_name?: string;
  description?: string;
  operating_system?: string;
  state: string;
  rds_server?: boolean;
}
