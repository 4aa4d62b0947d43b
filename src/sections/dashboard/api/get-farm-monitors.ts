import { restApi } from "../../../core/http/api-clients";
import type { FarmMonitor } from "../dashboard.types";

/** Monitoring information of every farm. */
export function getFarmMonitors(): Promise<FarmMonitor[]> {
  return restApi.get("/monitor/farms").json<FarmMonitor[]>();
}
