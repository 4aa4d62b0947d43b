import type { ApiCall } from "../http/api-call";

/** Resets the machines of sessions (REST bulk action); a result per session. */
export function resetSessionsCall(sessionIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/sessions/action/reset", body: sessionIds };
}
