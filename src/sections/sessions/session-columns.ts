import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { userLink } from "../../ui/item-link/user-link";
import { formatDuration } from "./duration";
import type { SessionRow } from "./sessions.types";

const STATES = ["CONNECTED", "DISCONNECTED", "PENDING"] as const;
const PROTOCOLS = ["BLAST", "PCOIP", "RDP", "CONSOLE", "UNKNOWN"] as const;
const TYPES = ["DESKTOP", "APPLICATION"] as const;

const options = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}${value}` }));

/**
 * The session list's columns. Names resolved from ids are not sorted by the server (it only knows ids);
 * a typed user, machine or pool name is looked up and asked for by id (session-name-filters.ts); states,
 * protocols and types are filtered by the server, and a client by its exact name (the only filter
 * SessionInfo documents on it).
 */
export function sessionColumns(
  locale: Locale,
  onNavigate?: (target: { section: string; id?: string }) => void,
): GridColumn<SessionRow>[] {
  return [
    {
      field: "userName",
      kind: "name",
      label: "sessions.column.user",
      filter: { type: "STRING", operator: "Contains" },
      sortable: false,
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: (session) => userLink(session.userName ?? session.user_id, session.user_id, onNavigate),
    },
    {
      field: "machineName",
      kind: "name",
      label: "sessions.column.machine",
      filter: { type: "STRING", operator: "Contains" },
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "poolOrFarmName",
      kind: "name",
      label: "sessions.column.poolOrFarm",
      filter: { type: "STRING", operator: "Contains" },
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "client_data.name",
      kind: "name",
      label: "sessions.column.client",
      filter: { type: "STRING", operator: "Equals" },
      disableTranslation: true,
    },
    {
      field: "client_data.address",
      label: "sessions.column.clientAddress",
      disableTranslation: true,
      isHidden: true,
    },
    {
      field: "session_protocol",
      kind: "status",
      label: "sessions.column.protocol",
      filter: { type: "CHECKBOX", options: options("sessions.protocol.", PROTOCOLS) },
      value: (session) => (session.session_protocol ? `sessions.protocol.${session.session_protocol}` : ""),
    },
    {
      field: "session_state",
      kind: "status",
      label: "sessions.column.state",
      filter: { type: "CHECKBOX", options: options("sessions.state.", STATES) },
      value: (session) => `sessions.state.${session.session_state}`,
    },
    {
      field: "session_type",
      kind: "status",
      label: "sessions.column.type",
      filter: { type: "CHECKBOX", options: options("sessions.type.", TYPES) },
      value: (session) => `sessions.type.${session.session_type}`,
    },
    {
      field: "start_time",
      kind: "date",
      label: "sessions.column.start",
      value: (session) =>
        session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
      comparator: (a, b) => (a.start_time ?? 0) - (b.start_time ?? 0),
      disableTranslation: true,
    },
    {
      field: "last_session_duration_ms",
      kind: "count",
      label: "sessions.column.duration",
      value: (session) => formatDuration(session.last_session_duration_ms, locale),
      disableTranslation: true,
    },
    {
      field: "idle_duration",
      kind: "count",
      label: "sessions.column.idle",
      value: (session) =>
        session.idle_duration === undefined ? "" : formatDuration(session.idle_duration * 60_000, locale),
      disableTranslation: true,
    },
    {
      field: "application_names",
      label: "sessions.column.applications",
      sortable: false,
      disableTranslation: true,
      isHidden: true,
    },
  ];
}
