import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";

/** Adds registered RDS hosts to a manual farm, or removes hosts from it; a result per host. */
export function changeFarmRdsHostsCall(
  farmId: string,
  change: "add" | "remove",
  hostIds: readonly string[],
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`/inventory/v1/farms/{id}/action/${change}-rds-servers`, { id: farmId }),
    body: hostIds,
  };
}
