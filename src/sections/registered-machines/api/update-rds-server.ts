import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { RdsServer } from "../registered-machines.types";

/**
 * Enables or disables an RDS host. The update spec requires the session limit too: the host's own
 * setting is sent back unchanged.
 */
export function setRdsServerEnabledCall(server: RdsServer, enabled: boolean): ApiCall {
  const type = server.max_sessions_type_configured ?? "UNCONFIGURED";
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/rds-servers/{id}", { id: server.id }),
    body: {
      enabled,
      max_sessions_type_configured: type,
      ...(type === "LIMITED" ? { max_sessions_count_configured: server.max_sessions_count ?? 1 } : {}),
    },
  };
}
