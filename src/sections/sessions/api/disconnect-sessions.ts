import { restApi } from "../../../core/http/api-clients";
import type { BulkItemResult } from "../sessions.types";

/** Disconnects sessions; the answer has a result per session. */
export function disconnectSessions(sessionIds: readonly string[]): Promise<BulkItemResult[]> {
  return restApi.post(sessionIds, "/inventory/v1/sessions/action/disconnect").json<BulkItemResult[]>();
}
