import type { ApiCall } from "../http/api-call";
import { apiPath } from "../http/api-clients";

/** What the RDS host update needs besides `enabled`: the host's session limit (RDSServerInfo). */
export interface RdsHostLimit {
  id: string;
  max_sessions_type_configured?: "UNLIMITED" | "LIMITED" | "UNCONFIGURED";
  max_sessions_count?: number;
}

/**
 * Enables or disables an RDS host. The update spec requires the session limit too: the host's own
 * setting is sent back unchanged.
 */
export function setRdsHostEnabledCall(host: RdsHostLimit, enabled: boolean): ApiCall {
  const type = host.max_sessions_type_configured ?? "UNCONFIGURED";
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/rds-servers/{id}", { id: host.id }),
    body: {
      enabled,
      max_sessions_type_configured: type,
      ...(type === "LIMITED" ? { max_sessions_count_configured: host.max_sessions_count ?? 1 } : {}),
    },
  };
}
