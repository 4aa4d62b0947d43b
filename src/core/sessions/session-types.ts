// Session enumerations and the global session shape of the REST API (names from its OpenAPI description),
// shared by every screen that lists or acts on sessions.

export type SessionState = "CONNECTED" | "DISCONNECTED" | "PENDING";
export type SessionProtocol = "PCOIP" | "RDP" | "BLAST" | "CONSOLE" | "UNKNOWN";
export type SessionType = "DESKTOP" | "APPLICATION";
export type MessageType = "INFO" | "WARNING" | "ERROR";

/** A session of the pod federation (GlobalSessionInfo), with only the fields the console uses. */
export interface GlobalSession {
  id: string;
  user_id: string;
  pod_id: string;
  site_id?: string;
  brokering_pod_id?: string;
  federated_access_group_ids?: string[];
  local_access_group_id?: string;
  desktop_pool_or_farm_name?: string;
  machine_or_rds_server_dns_name?: string;
  session_type: SessionType;
  session_state: SessionState;
  session_protocol?: SessionProtocol;
  /** Epoch milliseconds of the login. */
  start_time?: number;
  client_data?: { name?: string; address?: string; type?: string };
}
