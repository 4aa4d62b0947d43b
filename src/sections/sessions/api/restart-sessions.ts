import { restApi } from "../../../core/http/api-clients";
import type { BulkItemResult } from "../sessions.types";

/** Restarts the machines of sessions through their guest OS; a result per session. */
export function restartSessions(sessionIds: readonly string[]): Promise<BulkItemResult[]> {
  return restApi.post(sessionIds, "/inventory/v1/sessions/action/restart").json<BulkItemResult[]>();
}
