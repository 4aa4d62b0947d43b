import { restApi } from "../../../core/http/api-clients";
import type { EventDatabaseMonitor } from "../dashboard.types";

/** Monitoring information of the event database. */
export function getEventDatabaseMonitor(): Promise<EventDatabaseMonitor> {
  return restApi.get("/monitor/event-database").json<EventDatabaseMonitor>();
}
