import { restApi, viewApi } from "../../../core/http/api-clients";
import { hasViewApiSession } from "../../../core/http/api-generation";
import { globalSettingsFrom, globalSettingsFromRest, type GlobalSettings } from "../global-settings.model";

/**
 * General settings and the data recovery password state: GET globalsettings/get (view API) when the page has
 * a view session (the standalone console, spec 000 section 7), else the REST generation's settings (a portal's
 * element with REST tokens only).
 */
export async function getGlobalSettings(): Promise<GlobalSettings> {
  if (hasViewApiSession()) return globalSettingsFrom(await viewApi.get("globalsettings/get").json());
  const [general, security, preLogon] = await Promise.all([
    restApi.get("/config/v3/settings/general").json(),
    restApi.get("/config/v1/settings/security").json(),
    restApi.get("/config/v1/pre-logon-settings").json(),
  ]);
  return globalSettingsFromRest(general, security, preLogon);
}
