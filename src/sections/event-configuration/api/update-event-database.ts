import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import type { EventDatabaseUpdate } from "../event-configuration.types";

/** PUT /rest/config/v1/event-database; the password goes as the OpenAPI's character array. */
export async function updateEventDatabase(update: EventDatabaseUpdate): Promise<void> {
  await withoutErrorBanner(restApi)
    .put({ ...update, password: [...update.password] }, "/config/v1/event-database")
    .res();
}
