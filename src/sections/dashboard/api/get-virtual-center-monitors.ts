import { restApi } from "../../../core/http/api-clients";
import type { VirtualCenterMonitor } from "../dashboard.types";

/** Monitoring information of every vCenter server, per connection server. */
export function getVirtualCenterMonitors(): Promise<VirtualCenterMonitor[]> {
  return restApi.get("/monitor/v2/virtual-centers").json<VirtualCenterMonitor[]>();
}
