import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import type { EventFileSettings } from "../event-configuration.types";

/** PUT /rest/config/v1/settings/event-file. */
export async function updateEventFileSettings(update: EventFileSettings): Promise<void> {
  await withoutErrorBanner(restApi).put(update, "/config/v1/settings/event-file").res();
}
