import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
import { sessionActions } from "../../ui/sessions/session-actions";
import { farmSessionSource } from "./farm-sessions.model";
import type { FarmRow, FarmSessionRow } from "./farms.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

// The farm page's sessions tab, a chunk loaded when it is first opened (decision 0013): a page showing a
// farm's summary or hosts never pays for the session actions and their list.

/**
 * The farm's sessions carry the session actions of the sessions list (spec 000 section 6), many at once
 * through the bulk flow, each allowed by the per-session rule. Reset and restart apply to desktop machines
 * only: every farm session is on an RDS host, so they are not offered here.
 */
const FARM_SESSION_ACTIONS: readonly SectionAction<FarmSessionRow>[] = sessionActions<FarmSessionRow>(
  LOCAL_SESSION_CALLS,
).filter((action) => action.id !== "reset" && action.id !== "restart");

const SESSION_STATES = ["CONNECTED", "DISCONNECTED", "PENDING"] as const;

/** How a session is named in confirmations and results: its user and RDS host. */
const sessionLabel = (session: FarmSessionRow) =>
  session.hostName ? `${session.userName} (${session.hostName})` : session.userName;

/** The sessions on the farm's RDS hosts, with the session actions. */
export function FarmSessionsTab({ farm }: { farm: FarmRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const source = useMemo(() => farmSessionSource(farm.id), [farm.id]);
  const columns = useMemo<GridColumn<FarmSessionRow>[]>(
    () => [
      {
        field: "userName",
        kind: "name",
        label: "farms.sessions.column.user",
        sortable: false,
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "hostName",
        kind: "name",
        label: "farms.sessions.column.host",
        sortable: false,
        disableTranslation: true,
      },
      {
        field: "session_type",
        kind: "status",
        label: "farms.sessions.column.type",
        value: (session) => `farms.sessionType.${session.session_type ?? "DESKTOP"}`,
      },
      {
        field: "session_state",
        kind: "status",
        label: "farms.sessions.column.state",
        filter: {
          type: "CHECKBOX",
          options: SESSION_STATES.map((state) => ({ value: state, label: `farms.sessionState.${state}` })),
        },
        value: (session) => `farms.sessionState.${session.session_state}`,
      },
      {
        field: "session_protocol",
        kind: "status",
        label: "farms.sessions.column.protocol",
        value: (row) => enumCellValue("displayProtocol", row.session_protocol),
      },
      {
        field: "start_time",
        kind: "date",
        label: "farms.sessions.column.start",
        disableTranslation: true,
        value: (session) =>
          session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
      },
    ],
    [locale],
  );
  const label = t("farms.sessions.gridLabel", { name: farm.name });
  return (
    <ListSection<FarmSessionRow>
      title={label}
      gridLabel={label}
      part="farm-sessions"
      viewPrivilege="MACHINE_VIEW"
      noPermissionText={t("farms.sessions.noPermission")}
      placeholderText={t("farms.sessions.empty")}
      actionsLabel={t("farms.sessions.actions")}
      columns={columns}
      rows={source}
      actions={FARM_SESSION_ACTIONS}
      rowLabel={sessionLabel}
      canActOn={canActOnLocalSession}
      isExportable
    />
  );
}
