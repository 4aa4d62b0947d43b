import { disconnectSessionsCall } from "./disconnect-sessions";
import { logoffSessionsCall } from "./logoff-sessions";
import { resetSessionsCall } from "./reset-sessions";
import { restartSessionsCall } from "./restart-sessions";
import { sendSessionMessageCall } from "./send-session-message";
import type { SessionCalls } from "./session-calls";

const ids = (sessions: readonly { id: string }[]) => sessions.map((session) => session.id);

/** The session actions on this pod's sessions: sent by id, a result per session. */
export const LOCAL_SESSION_CALLS: SessionCalls<{ id: string }> = {
  disconnect: (sessions) => disconnectSessionsCall(ids(sessions)),
  logoff: (sessions, forced) => logoffSessionsCall(ids(sessions), forced),
  reset: (sessions) => resetSessionsCall(ids(sessions)),
  restart: (sessions) => restartSessionsCall(ids(sessions)),
  sendMessage: (sessions, message, messageType) =>
    sendSessionMessageCall(ids(sessions), message, messageType),
};
