import { restApi } from "../../../core/http/api-clients";
import { securityConfigurationFrom, type SecurityConfiguration } from "../global-settings.model";

/** GET /rest/config/v1/connection-servers/security-configuration. */
export async function getSecurityConfiguration(): Promise<SecurityConfiguration> {
  return securityConfigurationFrom(
    await restApi.get("/config/v1/connection-servers/security-configuration").json(),
  );
}
