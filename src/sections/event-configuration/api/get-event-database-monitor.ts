import { restApi } from "../../../core/http/api-clients";
import type { EventDatabaseMonitor } from "../event-configuration.types";

/** GET /rest/monitor/event-database: the database's health and event count. */
export function getEventDatabaseMonitor(): Promise<EventDatabaseMonitor> {
  return restApi.get("/monitor/event-database").json<EventDatabaseMonitor>();
}
