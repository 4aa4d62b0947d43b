// The /rest shapes the sessions section reads and writes, with only the fields it uses
// (names and enumerations from the REST API's OpenAPI description).

import type { SessionProtocol, SessionState, SessionType } from "../../core/sessions/session-types";

/** A locally resourced session. */
export interface Session {
  id: string;
  user_id: string;
  access_group_id?: string;
  machine_id?: string;
  desktop_pool_id?: string;
  farm_id?: string;
  rds_server_id?: string;
  application_names?: string[];
  session_type: SessionType;
  session_state: SessionState;
  session_protocol?: SessionProtocol;
  /** Epoch milliseconds of the login. */
  start_time?: number;
  disconnected_time?: number;
  /** Milliseconds of the current (or last) connected period. */
  last_session_duration_ms?: number;
  /** Minutes the user has been idle. */
  idle_duration?: number;
  agent_version?: string;
  client_data?: { name?: string; address?: string; type?: string; version?: string };
}

/** A session with the names the list shows in place of ids. */
export interface SessionRow extends Session {
  userName?: string;
  machineName?: string;
  poolOrFarmName?: string;
}
