import { restApi } from "../../../core/http/api-clients";
import type { FarmMonitor } from "../farms.types";

/** The health of every farm the administrator may see, from the monitor. */
export function getFarmMonitors(): Promise<FarmMonitor[]> {
  return restApi.get("/monitor/farms").json<FarmMonitor[]>();
}
