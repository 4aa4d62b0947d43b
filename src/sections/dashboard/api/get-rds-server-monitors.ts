import { restApi } from "../../../core/http/api-clients";
import type { RdsServerMonitor } from "../dashboard.types";

/** Monitoring information of every RDS host. */
export function getRdsServerMonitors(): Promise<RdsServerMonitor[]> {
  return restApi.get("/monitor/rds-servers").json<RdsServerMonitor[]>();
}
