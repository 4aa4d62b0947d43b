import { restApi } from "../../../core/http/api-clients";
import type { EventFileSettings } from "../event-configuration.types";

/** GET /rest/config/v1/settings/event-file. */
export function getEventFileSettings(): Promise<EventFileSettings> {
  return restApi.get("/config/v1/settings/event-file").json<EventFileSettings>();
}
