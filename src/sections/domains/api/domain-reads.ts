import { restApi } from "../../../core/http/api-clients";
import type { AdDomain, AdDomainMonitor } from "../domains.types";

/** The pod's directory domains with their accounts (no passwords). */
export function getAdDomains(): Promise<AdDomain[]> {
  return restApi.get("/external/v3/ad-domains").json<AdDomain[]>();
}

/** How each connection server reaches each domain. */
export function getDomainMonitors(): Promise<AdDomainMonitor[]> {
  return restApi.get("/monitor/v3/ad-domains").json<AdDomainMonitor[]>();
}

/** The instant clone domain accounts (read by the provisioning wizards too). */
export { getIcDomainAccounts } from "../../../core/directory/ic-domain-accounts";
