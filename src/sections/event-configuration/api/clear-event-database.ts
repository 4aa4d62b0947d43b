import type { ApiCall } from "../../../core/http/api-call";

/** POST /rest/config/v1/event-database/action/clear: the console stops using the event database. */
export function clearEventDatabaseCall(): ApiCall {
  return { api: "rest", method: "POST", path: "/config/v1/event-database/action/clear" };
}
