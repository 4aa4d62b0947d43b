import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { canOperateHelpdeskSession } from "../../core/privileges/privileges.model";
import { disconnectSessionsCall } from "../../core/sessions/disconnect-sessions";
import { logoffSessionsCall } from "../../core/sessions/logoff-sessions";
import { resetSessionsCall } from "../../core/sessions/reset-sessions";
import { restartSessionsCall } from "../../core/sessions/restart-sessions";
import { sendSessionMessageCall } from "../../core/sessions/send-session-message";
import type { SectionAction } from "../../ui/actions/section-action";
import { ListSection } from "../../ui/list-section/list-section";
import { sessionActions } from "../../ui/sessions/session-actions";
import { sessionColumns } from "./session-columns";
import { sessionStyles } from "./sessions.styles";
import { SessionSource } from "./sessions.model";
import type { SessionRow } from "./sessions.types";
import type { SectionTarget } from "./section-target";

const SESSION_STYLES = [sessionStyles];

export interface SessionsSectionProps {
  /** Shows only the sessions of one desktop pool (a link from the pool's page). */
  desktopPoolId?: string;
  /** Follows a link into another section. */
  onNavigate?: (target: SectionTarget) => void;
}

const ids = (rows: readonly SessionRow[]) => rows.map((row) => row.id);

/** The session actions (spec 000 section 6) on local sessions, sent by id. */
export const SESSION_ACTIONS: readonly SectionAction<SessionRow>[] = sessionActions<SessionRow>({
  disconnect: (rows) => disconnectSessionsCall(ids(rows)),
  logoff: (rows, forced) => logoffSessionsCall(ids(rows), forced),
  reset: (rows) => resetSessionsCall(ids(rows)),
  restart: (rows) => restartSessionsCall(ids(rows)),
  sendMessage: (rows, message, messageType) => sendSessionMessageCall(ids(rows), message, messageType),
});

/** How a session is named in confirmations and results: its user, and its machine when it has one. */
export function sessionLabel(session: SessionRow): string {
  const user = session.userName ?? session.user_id;
  return session.machineName ? `${user} (${session.machineName})` : user;
}

/**
 * Who may act on a session (spec 000 section 6): FEDERATED_SESSIONS_MANAGE on one of its global groups,
 * else the action's privilege on its local access group (or the local root).
 */
function canActOnSession(action: SectionAction<SessionRow>, session: SessionRow): boolean {
  if (action.privilege === undefined) return true;
  return canOperateHelpdeskSession(
    { referenceData: session.access_group_id ? { accessGroup: session.access_group_id } : null },
    action.privilege,
  );
}

/**
 * The local sessions list: served page by page with filters and export, and the disconnect, log off,
 * reset, restart and send-message actions on one or many sessions (all pages too), each confirmed with
 * the affected sessions and reported per session.
 */
export function SessionsSection({ desktopPoolId, onNavigate }: SessionsSectionProps) {
  useSignals();
  const locale = currentLocale.value;
  const [source] = useState(() => new SessionSource(desktopPoolId));
  const columns = useMemo(() => sessionColumns(locale, onNavigate), [locale, onNavigate]);
  return (
    <ListSection<SessionRow>
      textKeys="sessions"
      part="sessions"
      styles={SESSION_STYLES}
      viewPrivilege="MACHINE_VIEW|FEDERATED_SESSIONS_VIEW"
      helpTopic="sessions"
      columns={columns}
      rows={source}
      actions={SESSION_ACTIONS}
      rowLabel={sessionLabel}
      canActOn={canActOnSession}
      isExportable
    />
  );
}
