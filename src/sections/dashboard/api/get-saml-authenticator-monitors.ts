import { restApi } from "../../../core/http/api-clients";
import type { SamlAuthenticatorMonitor } from "../dashboard.types";

/** Monitoring information of every SAML authenticator, per connection server. */
export function getSamlAuthenticatorMonitors(): Promise<SamlAuthenticatorMonitor[]> {
  return restApi.get("/monitor/v2/saml-authenticators").json<SamlAuthenticatorMonitor[]>();
}
