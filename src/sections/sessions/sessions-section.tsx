import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import type { SectionAction } from "../../ui/actions/section-action";
import { ListSection } from "../../ui/list-section/list-section";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
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

/** The session actions (spec 000 section 6) on local sessions, sent by id. */
export const SESSION_ACTIONS: readonly SectionAction<SessionRow>[] =
  sessionActions<SessionRow>(LOCAL_SESSION_CALLS);

/** How a session is named in confirmations and results: its user, and its machine when it has one. */
export function sessionLabel(session: SessionRow): string {
  const user = session.userName ?? session.user_id;
  return session.machineName ? `${user} (${session.machineName})` : user;
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
      canActOn={canActOnLocalSession}
      isExportable
    />
  );
}
