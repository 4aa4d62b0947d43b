import { restApi } from "../../../core/http/api-clients";
import type { BulkItemResult, MessageType } from "../sessions.types";

/** Sends a message to the users of sessions; a result per session. */
export function sendSessionMessage(
  sessionIds: readonly string[],
  message: string,
  messageType: MessageType,
): Promise<BulkItemResult[]> {
  return restApi
    .post(
      { session_ids: sessionIds, message, message_type: messageType },
      "/inventory/v1/sessions/action/send-message",
    )
    .json<BulkItemResult[]>();
}
