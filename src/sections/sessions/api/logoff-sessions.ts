import { restApi } from "../../../core/http/api-clients";
import type { BulkItemResult } from "../sessions.types";

/** Logs sessions off; forced logs off locked sessions too. A result per session. */
export function logoffSessions(sessionIds: readonly string[], forced = false): Promise<BulkItemResult[]> {
  return restApi
    .post(sessionIds, `/inventory/v1/sessions/action/logoff${forced ? "?forced=true" : ""}`)
    .json<BulkItemResult[]>();
}
