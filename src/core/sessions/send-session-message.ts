import type { ApiCall } from "../http/api-call";
import type { MessageType } from "./session-types";

/** Sends a message to the users of sessions; a result per session. */
export function sendSessionMessageCall(
  sessionIds: readonly string[],
  message: string,
  messageType: MessageType,
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/sessions/action/send-message",
    body: { session_ids: sessionIds, message, message_type: messageType },
  };
}
