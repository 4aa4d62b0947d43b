import { viewApi } from "../../../core/http/api-clients";
import { globalSettingsFrom, type GlobalSettings } from "../global-settings.model";

/** GET globalsettings/get (view API): general settings and the data recovery password state. */
export async function getGlobalSettings(): Promise<GlobalSettings> {
  return globalSettingsFrom(await viewApi.get("globalsettings/get").json());
}
