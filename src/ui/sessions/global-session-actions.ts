import { canOperateGlobalSession, GLOBAL_SESSION_CALLS } from "../../core/sessions/global-session-calls";
import type { GlobalSessionRow } from "../../core/sessions/global-session-names";
import type { SectionAction } from "../actions/section-action";
import { sessionActions } from "./session-actions";

/** The session actions on global sessions, sent per pod in one call per batch. */
export const GLOBAL_SESSION_ACTIONS: readonly SectionAction<GlobalSessionRow>[] =
  sessionActions<GlobalSessionRow>(GLOBAL_SESSION_CALLS);

/** How a global session is named in confirmations and results: its user, machine and pod. */
export function globalSessionLabel(session: GlobalSessionRow): string {
  const machine = session.machine_or_rds_server_dns_name?.split(".")[0];
  return `${session.userName} (${machine ? `${machine}, ` : ""}${session.podName})`;
}

/** Who may act on a global session: the rule of spec 000 section 6 (see canOperateGlobalSession). */
export const canActOnGlobalSession = (action: SectionAction<GlobalSessionRow>, session: GlobalSessionRow) =>
  canOperateGlobalSession(session, action.privilege);
