import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { enumCellValue } from "../../core/i18n/enum-labels";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
import { sessionActions } from "../../ui/sessions/session-actions";
import { userSessionSource, type UserSessionRow } from "./user-sessions.model";

// The user page's sessions tab, a chunk loaded when it is first opened (decision 0013): a page showing a
// user's summary or entitlements never pays for the session list and its actions.

/** Reset and restart act on a desktop machine: a session on an RDS host has none to reset. */
const RESTARTS_MACHINE = new Set(["reset", "restart"]);

/**
 * The session actions of the sessions list (spec 000 §6: disconnect, log off, reset, restart, send
 * message), many at once through the bulk flow, each allowed by the per-session rule. Reset and restart
 * apply to the sessions on desktop machines only.
 */
const USER_SESSION_ACTIONS: readonly SectionAction<UserSessionRow>[] = sessionActions<UserSessionRow>(
  LOCAL_SESSION_CALLS,
).map((action) =>
  RESTARTS_MACHINE.has(action.id)
    ? { ...action, appliesTo: (session: UserSessionRow) => session.machine_id !== undefined }
    : action,
);

const STATES = ["CONNECTED", "DISCONNECTED", "PENDING"] as const;

/** How a session is named in confirmations and results: its machine, and its pool or farm. */
const sessionLabel = (session: UserSessionRow) =>
  session.poolOrFarmName ? `${session.machineName} (${session.poolOrFarmName})` : session.machineName;

export interface UserSessionsTabProps {
  /** The directory user (its SID). */
  userId: string;
  /** How the page names the user, for the grid's name. */
  userName: string;
}

/**
 * A user's sessions: the machine or RDS host and the pool or farm by name (resolved from their ids), the
 * state and protocol in the administrator's words, and the session actions.
 */
export function UserSessionsTab({ userId, userName }: UserSessionsTabProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const source = useMemo(() => userSessionSource(userId), [userId]);
  const columns = useMemo<GridColumn<UserSessionRow>[]>(
    () => [
      {
        field: "machineName",
        kind: "name",
        label: "sessions.column.machine",
        sortable: false,
        isAlwaysVisible: true,
        disableTranslation: true,
      },
      {
        field: "poolOrFarmName",
        kind: "name",
        label: "sessions.column.poolOrFarm",
        sortable: false,
        disableTranslation: true,
      },
      {
        field: "session_state",
        kind: "status",
        label: "usersGroups.column.state",
        filter: {
          type: "CHECKBOX",
          options: STATES.map((state) => ({ value: state, label: enumCellValue("sessionState", state) })),
        },
        value: (session) => enumCellValue("sessionState", session.session_state),
      },
      {
        field: "session_type",
        kind: "status",
        label: "sessions.column.type",
        value: (session) => `sessions.type.${session.session_type}`,
      },
      {
        field: "session_protocol",
        kind: "status",
        label: "usersGroups.column.protocol",
        value: (session) => enumCellValue("displayProtocol", session.session_protocol),
      },
      {
        field: "client_data.name",
        kind: "name",
        label: "usersGroups.column.client",
        disableTranslation: true,
      },
      {
        field: "start_time",
        kind: "date",
        label: "usersGroups.column.startTime",
        disableTranslation: true,
        value: (session) =>
          session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
      },
    ],
    [locale],
  );
  const label = t("usersGroups.sessions.gridLabel", { name: userName });
  return (
    <ListSection<UserSessionRow>
      title={label}
      gridLabel={label}
      part="user-sessions"
      viewPrivilege="MACHINE_VIEW"
      noPermissionText={t("farms.sessions.noPermission")}
      placeholderText={t("usersGroups.user.noSessions")}
      actionsLabel={t("sessions.actions.label")}
      columns={columns}
      rows={source}
      actions={USER_SESSION_ACTIONS}
      rowLabel={sessionLabel}
      canActOn={canActOnLocalSession}
      isExportable
    />
  );
}
