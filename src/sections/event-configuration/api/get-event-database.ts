import { restApi } from "../../../core/http/api-clients";
import type { EventDatabaseInfo } from "../event-configuration.types";

/** GET /rest/config/v1/event-database. */
export function getEventDatabase(): Promise<EventDatabaseInfo> {
  return restApi.get("/config/v1/event-database").json<EventDatabaseInfo>();
}
