import { viewApi, withoutErrorBanner } from "../../../core/http/api-clients";

/** POST globalsettings/update (view API) with the whole settings object; the section shows its own errors. */
export async function updateGlobalSettings(settings: Record<string, unknown>): Promise<void> {
  await withoutErrorBanner(viewApi).post(settings, "globalsettings/update").res();
}
