import { restApi } from "../../../core/http/api-clients";
import type { AdDomainMonitor } from "../dashboard.types";

/** Monitoring information of every directory domain, per connection server. */
export function getAdDomainMonitors(): Promise<AdDomainMonitor[]> {
  return restApi.get("/monitor/v3/ad-domains").json<AdDomainMonitor[]>();
}
