import { restApi } from "../../../core/http/api-clients";
import type { SyslogSettings } from "../event-configuration.types";

/** GET /rest/config/v1/settings/syslog. */
export function getSyslogSettings(): Promise<SyslogSettings> {
  return restApi.get("/config/v1/settings/syslog").json<SyslogSettings>();
}
