import type { ApiCall } from "../http/api-call";

/** Logs sessions off; forced logs off locked sessions too. A result per session. */
export function logoffSessionsCall(sessionIds: readonly string[], forced: boolean): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `/inventory/v1/sessions/action/logoff${forced ? "?forced=true" : ""}`,
    body: sessionIds,
  };
}
