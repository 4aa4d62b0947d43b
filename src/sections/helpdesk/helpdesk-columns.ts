import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GlobalSessionRow } from "../../core/sessions/global-session-names";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import type {
  HelpdeskActivity,
  UserEntitlement,
  UserEvent,
  UserLocalSession,
  UserMachine,
} from "./helpdesk.types";

const time = (locale: Locale) => (value: number | undefined) =>
  value === undefined ? "" : formatDateTime(value, locale);

/** A session's state, type and start time, local or global alike. */
function sessionStateColumns<
  Row extends Pick<GlobalSessionRow, "session_state" | "session_type" | "start_time">,
>(locale: Locale): GridColumn<Row>[] {
  return [
    {
      field: "session_state",
      kind: "status",
      label: "sessions.column.state",
      sortable: false,
      value: (session) => `sessions.state.${session.session_state}`,
    },
    {
      field: "session_type",
      kind: "status",
      label: "sessions.column.type",
      sortable: false,
      value: (session) => `sessions.type.${session.session_type}`,
    },
    {
      field: "start_time",
      kind: "date",
      label: "sessions.column.start",
      sortable: false,
      disableTranslation: true,
      value: (session) => time(locale)(session.start_time),
    },
  ];
}

/** The user's sessions: where they run and in what state (the user is the one shown above). */
export function userSessionColumns(locale: Locale): GridColumn<GlobalSessionRow>[] {
  return [
    {
      field: "machine_or_rds_server_dns_name",
      kind: "name",
      label: "sessions.column.machine",
      isAlwaysVisible: true,
      disableTranslation: true,
      sortable: false,
    },
    {
      field: "desktop_pool_or_farm_name",
      kind: "name",
      label: "sessions.column.poolOrFarm",
      disableTranslation: true,
      sortable: false,
    },
    {
      field: "podName",
      kind: "name",
      label: "searchSessions.column.pod",
      disableTranslation: true,
      sortable: false,
    },
    ...sessionStateColumns(locale),
  ];
}

/** The user's sessions on this pod. */
export function userLocalSessionColumns(locale: Locale): GridColumn<UserLocalSession>[] {
  return [
    {
      field: "machineName",
      kind: "name",
      label: "sessions.column.machine",
      isAlwaysVisible: true,
      disableTranslation: true,
      sortable: false,
    },
    ...sessionStateColumns(locale),
    {
      field: "client_data.name",
      kind: "name",
      label: "sessions.column.client",
      disableTranslation: true,
      sortable: false,
    },
  ];
}

export const USER_MACHINE_COLUMNS: GridColumn<UserMachine>[] = [
  {
    field: "name",
    kind: "name",
    label: "machines.column.name",
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "dns_name", kind: "name", label: "machines.column.dnsName", disableTranslation: true },
  {
    field: "state",
    kind: "status",
    label: "machines.column.state",
    value: (machine) => (machine.state ? `machines.state.${machine.state}` : ""),
  },
];

export const USER_ENTITLEMENT_COLUMNS: GridColumn<UserEntitlement>[] = [
  {
    field: "name",
    kind: "name",
    label: "helpdesk.entitlements.column.name",
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  {
    field: "kind",
    kind: "status",
    label: "helpdesk.entitlements.column.kind",
    value: (entitlement) => `helpdesk.entitlements.kind.${entitlement.kind}`,
  },
];

export function userEventColumns(locale: Locale): GridColumn<UserEvent>[] {
  return [
    {
      field: "time",
      kind: "date",
      label: "events.column.time",
      isAlwaysVisible: true,
      disableTranslation: true,
      sortable: false,
      value: (event) => time(locale)(event.time),
    },
    {
      field: "severity",
      kind: "status",
      label: "events.column.severity",
      sortable: false,
      value: (event) => `events.severity.${event.severity}`,
    },
    { field: "message", label: "events.column.message", disableTranslation: true, sortable: false },
    {
      field: "machine_dns_name",
      kind: "name",
      label: "events.column.machine",
      disableTranslation: true,
      sortable: false,
    },
  ];
}

export function helpdeskActivityColumns(locale: Locale): GridColumn<HelpdeskActivity>[] {
  return [
    {
      field: "data.time",
      kind: "date",
      label: "events.column.time",
      isAlwaysVisible: true,
      disableTranslation: true,
      value: (activity) => time(locale)(activity.data.time),
      comparator: (a, b) => a.data.time - b.data.time,
    },
    {
      field: "data.adminName",
      kind: "name",
      label: "helpdesk.activity.column.admin",
      disableTranslation: true,
    },
    {
      field: "data.action",
      kind: "status",
      label: "helpdesk.activity.column.action",
      value: (activity) => `helpdesk.activity.action.${activity.data.action}`,
    },
    { field: "data.userName", kind: "name", label: "sessions.column.user", disableTranslation: true },
    {
      field: "data.machineOrRDSServerDNS",
      kind: "name",
      label: "sessions.column.machine",
      disableTranslation: true,
    },
    { field: "data.podName", kind: "name", label: "searchSessions.column.pod", disableTranslation: true },
  ];
}
