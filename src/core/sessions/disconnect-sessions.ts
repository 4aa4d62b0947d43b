import type { ApiCall } from "../http/api-call";

/** Disconnects sessions (REST bulk action); the answer has a result per session. */
export function disconnectSessionsCall(sessionIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/sessions/action/disconnect", body: sessionIds };
}
