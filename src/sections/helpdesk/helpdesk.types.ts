import type { SessionProtocol, SessionState, SessionType } from "../../core/sessions/session-types";

// The /rest and query service shapes the help desk home reads, with only the fields it uses (names from the
// REST API's SessionLocalSummary, MachineInfo and AuditEventSummary, and the HelpdeskActivityView of the query service).

/** One of the user's sessions on this pod, with its machine (or RDS host) by name. */
export interface UserLocalSession {
  id: string;
  user_id: string;
  access_group_id?: string;
  machine_id?: string;
  rds_server_id?: string;
  session_type: SessionType;
  session_state: SessionState;
  session_protocol?: SessionProtocol;
  start_time?: number;
  client_data?: { name?: string };
  machineName: string;
}

/** A machine assigned to the user. */
export interface UserMachine {
  id: string;
  name: string;
  dns_name?: string;
  state?: string;
  type?: string;
  access_group_id?: string;
  desktop_pool_id?: string;
  user_ids?: string[];
}

/** One audit event of the user, newest first. */
export interface UserEvent {
  id: number;
  time: number;
  severity: string;
  message: string;
  machine_dns_name?: string;
}

/** A desktop or application pool the user is entitled to directly. */
export interface UserEntitlement {
  id: string;
  name: string;
  kind: "DESKTOP" | "APPLICATION";
}

/** One help desk action on a session (HelpdeskActivityView). */
export interface HelpdeskActivity {
  id: string;
  data: {
    time: number;
    adminName: string;
    action: string;
    userName: string;
    podName: string;
    machineOrRDSServerDNS: string;
  };
}
