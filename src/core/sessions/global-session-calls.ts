import { canOperateHelpdeskSession } from "../privileges/privileges.model";
import type { ApiCall } from "../http/api-call";
import type { SessionCalls } from "./session-calls";
import type { MessageType } from "./session-types";

/** A global session as its actions need it: its id and the pod that hosts it. */
export interface GlobalSessionRef {
  id: string;
  pod_id: string;
}

/** The OpenAPI's GlobalSessionActionSpec list: the sessions grouped by their pod. */
export function perPod(sessions: readonly GlobalSessionRef[]): { pod_id: string; ids: string[] }[] {
  const byPod = new Map<string, string[]>();
  for (const session of sessions) {
    const ids = byPod.get(session.pod_id) ?? [];
    ids.push(session.id);
    byPod.set(session.pod_id, ids);
  }
  return [...byPod].map(([pod_id, ids]) => ({ pod_id, ids }));
}

const action = (name: string, sessions: readonly GlobalSessionRef[], query = ""): ApiCall => ({
  api: "rest",
  method: "POST",
  path: `/inventory/v1/global-sessions/action/${name}${query}`,
  body: perPod(sessions),
});

/** The session actions on global sessions (any pod of the federation): one call, a result per pod and session. */
export const GLOBAL_SESSION_CALLS: SessionCalls<GlobalSessionRef> = {
  disconnect: (sessions) => action("disconnect", sessions),
  logoff: (sessions, forced) => action("logoff", sessions, forced ? "?forced=true" : ""),
  reset: (sessions) => action("reset", sessions),
  restart: (sessions) => action("restart", sessions),
  sendMessage: (sessions, message: string, messageType: MessageType) => ({
    api: "rest",
    method: "POST",
    path: "/inventory/v1/global-sessions/action/send-message",
    body: { message, message_type: messageType, global_session_action_specs: perPod(sessions) },
  }),
};

/**
 * Who may act on a global session (spec 000 section 6): FEDERATED_SESSIONS_MANAGE on one of its
 * federation groups, else the action's privilege on its local access group (or the local root).
 */
export function canOperateGlobalSession(
  session: { local_access_group_id?: string; federated_access_group_ids?: readonly string[] },
  privilege: string | undefined,
): boolean {
  if (privilege === undefined) return true;
  return canOperateHelpdeskSession(
    {
      referenceData: {
        accessGroup: session.local_access_group_id ?? null,
        globalAccessGroups: session.federated_access_group_ids ?? [],
      },
    },
    privilege,
  );
}
