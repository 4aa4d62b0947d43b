import type { ApiCall } from "../http/api-call";
import type { MessageType } from "./session-types";

/** How a list's sessions are sent to the server: by id (local sessions) or per pod (global sessions). */
export interface SessionCalls<Row> {
  disconnect: (rows: readonly Row[]) => ApiCall;
  logoff: (rows: readonly Row[], forced: boolean) => ApiCall;
  reset: (rows: readonly Row[]) => ApiCall;
  restart: (rows: readonly Row[]) => ApiCall;
  sendMessage: (rows: readonly Row[], message: string, messageType: MessageType) => ApiCall;
}
