import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import type { SyslogUpdate } from "../event-configuration.types";

/** PUT /rest/config/v1/settings/syslog. */
export async function updateSyslogSettings(update: SyslogUpdate): Promise<void> {
  await withoutErrorBanner(restApi).put(update, "/config/v1/settings/syslog").res();
}
