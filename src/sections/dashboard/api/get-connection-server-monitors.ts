import { restApi } from "../../../core/http/api-clients";
import type { ConnectionServerMonitor } from "../dashboard.types";

/** Monitoring information of every connection server. */
export function getConnectionServerMonitors(): Promise<ConnectionServerMonitor[]> {
  return restApi.get("/monitor/v3/connection-servers").json<ConnectionServerMonitor[]>();
}
