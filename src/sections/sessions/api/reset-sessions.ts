import { restApi } from "../../../core/http/api-clients";
import type { BulkItemResult } from "../sessions.types";

/** Resets the machines of sessions (unsaved work is lost); a result per session. */
export function resetSessions(sessionIds: readonly string[]): Promise<BulkItemResult[]> {
  return restApi.post(sessionIds, "/inventory/v1/sessions/action/reset").json<BulkItemResult[]>();
}
