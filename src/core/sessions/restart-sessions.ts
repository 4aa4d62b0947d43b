import type { ApiCall } from "../http/api-call";

/** Restarts the machines of sessions (REST bulk action); a result per session. */
export function restartSessionsCall(sessionIds: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: "/inventory/v1/sessions/action/restart", body: sessionIds };
}
