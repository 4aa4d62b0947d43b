import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import type { EventDatabaseUpdate } from "../event-configuration.types";

/** PUT /rest/config/v1/event-database. */
export async function updateEventDatabase(update: EventDatabaseUpdate): Promise<void> {
  await withoutErrorBanner(restApi).put(update, "/config/v1/event-database").res();
}
