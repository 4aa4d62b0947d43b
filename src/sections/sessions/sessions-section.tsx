import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { canOperateHelpdeskSession } from "../../core/privileges/privileges.model";
import type { ApiCall } from "../../core/http/api-call";
import {
  batchAction,
  type ActionValues,
  type BatchActionOptions,
  type SectionAction,
} from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { disconnectSessionsCall } from "./api/disconnect-sessions";
import { logoffSessionsCall } from "./api/logoff-sessions";
import { resetSessionsCall } from "./api/reset-sessions";
import { restartSessionsCall } from "./api/restart-sessions";
import { sendSessionMessageCall } from "./api/send-session-message";
import { SessionMessageInput, isMessageWritten, MESSAGE_INPUT } from "./session-message-input";
import { sessionColumns } from "./session-columns";
import { sessionStyles } from "./sessions.styles";
import { SessionSource } from "./sessions.model";
import type { MessageType, SessionRow } from "./sessions.types";
import type { SectionTarget } from "./section-target";

const SESSION_STYLES = [sessionStyles];

export interface SessionsSectionProps {
  /** Shows only the sessions of one desktop pool (a link from the pool's page). */
  desktopPoolId?: string;
  /** Follows a link into another section. */
  onNavigate?: (target: SectionTarget) => void;
}

type SessionActionId = "disconnect" | "logoff" | "reset" | "restart" | "sendMessage";

/** One session action: on one or many sessions (every page too), confirmed in its own words. */
function sessionAction(
  id: SessionActionId,
  privilege: string,
  call: (sessionIds: readonly string[], values: ActionValues) => ApiCall,
  options: BatchActionOptions<SessionRow> = {},
): SectionAction<SessionRow> {
  return batchAction("sessions", id, privilege, call, options);
}

/** The session actions (spec 000 section 6). */
export const SESSION_ACTIONS: readonly SectionAction<SessionRow>[] = [
  sessionAction("disconnect", "MACHINE_MANAGE_VDI_SESSION", disconnectSessionsCall),
  sessionAction(
    "logoff",
    "MACHINE_MANAGE_VDI_SESSION",
    (sessionIds, values) => logoffSessionsCall(sessionIds, values.forced === true),
    {
      variant: "danger",
      input: {
        initial: { forced: false },
        render: (values, set) => (
          <label className="vdc-checkbox">
            <input
              type="checkbox"
              checked={values.forced === true}
              onChange={(event) => set("forced", event.target.checked)}
            />
            <ForcedLabel />
          </label>
        ),
      },
    },
  ),
  sessionAction("reset", "MACHINE_REBOOT", resetSessionsCall, { variant: "danger" }),
  sessionAction("restart", "MACHINE_REBOOT", restartSessionsCall, { variant: "danger" }),
  sessionAction(
    "sendMessage",
    "MACHINE_MANAGE_VDI_SESSION",
    (sessionIds, values) =>
      sendSessionMessageCall(sessionIds, String(values.message).trim(), values.messageType as MessageType),
    {
      input: {
        initial: MESSAGE_INPUT,
        render: (values, set) => <SessionMessageInput values={values} set={set} />,
        isComplete: isMessageWritten,
      },
    },
  ),
];

function ForcedLabel() {
  const t = useTranslation();
  return <>{t("sessions.confirm.forced")}</>;
}

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
export function SessionsSection({ desktopPoolId }: SessionsSectionProps) {
  useSignals();
  const locale = currentLocale.value;
  const [source] = useState(() => new SessionSource(desktopPoolId));
  const columns = useMemo(() => sessionColumns(locale), [locale]);
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
