import { restApi, viewApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { restGeneralSettingsUpdate } from "../global-settings.model";

/**
 * Saves the general settings through the generation they were read from: POST globalsettings/update (view
 * API) with the whole settings object, or PUT /rest/config/v3/settings/general. The section shows its own errors.
 */
export async function updateGlobalSettings(settings: Record<string, unknown>): Promise<void> {
  const rest = restGeneralSettingsUpdate(settings);
  if (rest) await withoutErrorBanner(restApi).put(rest, "/config/v3/settings/general").res();
  else await withoutErrorBanner(viewApi).post(settings, "globalsettings/update").res();
}
