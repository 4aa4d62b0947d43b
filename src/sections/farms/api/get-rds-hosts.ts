import { fetchAllPages } from "../../../core/http/api-clients";
import type { RdsHost } from "../farms.types";

/** Every registered RDS host the administrator may see (to pick hosts in no farm, or a farm's hosts). */
export function getRdsHosts(): Promise<RdsHost[]> {
  return fetchAllPages<RdsHost>("/inventory/v1/rds-servers");
}
