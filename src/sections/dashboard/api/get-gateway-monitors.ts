import { restApi } from "../../../core/http/api-clients";
import type { GatewayMonitor } from "../dashboard.types";

/** Monitoring information of every registered gateway. */
export function getGatewayMonitors(): Promise<GatewayMonitor[]> {
  return restApi.get("/monitor/v3/gateways").json<GatewayMonitor[]>();
}
