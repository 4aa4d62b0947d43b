// The /rest/monitor and inventory shapes the dashboard reads, with only the fields it uses
// (names and enumerations from the REST API's OpenAPI description).

export type ConnectionServerStatus = "OK" | "ERROR" | "NOT_RESPONDING" | "UNKNOWN" | "RESTART_REQUIRED";

export interface ConnectionServerMonitor {
  id: string;
  name: string;
  status: ConnectionServerStatus;
  /** False while the server is disabled: read from the settings list (ConnectionServerInfoV2), not the monitor. */
  enabled?: boolean;
  connection_count?: number;
  session_protocol_data?: { session_protocol: string; session_count: number }[];
  details?: { version?: string; build?: string };
}

export type GatewayStatus = "NOT_CONTACTED" | "PROBLEM" | "STALE" | "OK";

export interface GatewayMonitor {
  id: string;
  name: string;
  status: GatewayStatus;
  active_connection_count?: number;
  details?: { address?: string; type?: string; version?: string; internal?: boolean };
}

export type VirtualCenterConnectionStatus =
  "OK" | "DOWN" | "RECONNECTING" | "UNKNOWN" | "INVALID_CREDENTIALS" | "CANNOT_LOGIN" | "NOT_YET_CONNECTED";

export interface VirtualCenterMonitor {
  id: string;
  name: string;
  connection_servers?: { id?: string; name?: string; status: VirtualCenterConnectionStatus }[];
  details?: { version?: string; build?: string };
}

export type AdDomainConnectionStatus = "UNCONTACTABLE" | "FULLY_ACCESSIBLE" | "CANNOT_BIND" | "UNKNOWN";

export interface AdDomainMonitor {
  dns_name: string;
  netbios_name?: string;
  connection_servers?: { id?: string; name?: string; status: AdDomainConnectionStatus }[];
}

export type EventDatabaseStatus =
  "CONNECTED" | "CONNECTING" | "DISCONNECTED" | "RECONNECTING" | "ERROR" | "NOT_CONFIGURED" | "UNKNOWN";

export interface EventDatabaseMonitor {
  status: EventDatabaseStatus;
  event_count?: number;
  details?: { server_name?: string; database_name?: string; type?: string };
}

export type SamlAuthenticatorStatus = "OK" | "ERROR" | "WARN" | "UNKNOWN";

export interface SamlAuthenticatorMonitor {
  id: string;
  details?: { label?: string; metadata_url?: string };
  connection_servers?: { id?: string; name?: string; status: SamlAuthenticatorStatus }[];
}

export type SessionState = "CONNECTED" | "DISCONNECTED" | "PENDING";

/** The fields of a local session the dashboard counts. */
export interface SessionStateSummary {
  id: string;
  session_state: SessionState;
}

/** The fields of a machine the dashboard counts. */
export interface MachineStateSummary {
  id: string;
  state: string;
}
