import type { Pod, Site } from "../../core/federation/get-pods-and-sites";
import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GlobalSessionRow } from "../../core/sessions/global-session-names";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { POD_FILTER, SITE_FILTER, USER_FILTER } from "./search-sessions.model";

const STATES = ["CONNECTED", "DISCONNECTED", "PENDING"] as const;
const PROTOCOLS = ["BLAST", "PCOIP", "RDP"] as const;
const TYPES = ["DESKTOP", "APPLICATION"] as const;

const options = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}${value}` }));

/**
 * The search's columns. The API pages each pod in its own order, so nothing is sorted; pod and site
 * filters list the federation's pods and sites by name.
 */
export function searchSessionColumns(
  locale: Locale,
  pods: readonly Pod[],
  sites: readonly Site[],
): GridColumn<GlobalSessionRow>[] {
  return [
    {
      field: "userName",
      kind: "name",
      label: "sessions.column.user",
      sortable: false,
      isAlwaysVisible: true,
      disableTranslation: true,
      filter: { type: "STRING", operator: "Contains" },
      filterField: USER_FILTER,
    },
    {
      field: "podName",
      kind: "name",
      label: "searchSessions.column.pod",
      sortable: false,
      disableTranslation: true,
      filter: { type: "CHECKBOX", options: pods.map((pod) => ({ value: pod.id, label: pod.name })) },
      filterField: POD_FILTER,
    },
    {
      field: "siteName",
      kind: "name",
      label: "searchSessions.column.site",
      sortable: false,
      disableTranslation: true,
      filter: { type: "CHECKBOX", options: sites.map((site) => ({ value: site.id, label: site.name })) },
      filterField: SITE_FILTER,
    },
    {
      field: "machine_or_rds_server_dns_name",
      kind: "name",
      label: "sessions.column.machine",
      sortable: false,
      disableTranslation: true,
      filter: { type: "STRING", operator: "Contains" },
    },
    {
      field: "desktop_pool_or_farm_name",
      kind: "name",
      label: "sessions.column.poolOrFarm",
      sortable: false,
      disableTranslation: true,
      filter: { type: "STRING", operator: "Contains" },
    },
    {
      field: "session_state",
      kind: "status",
      label: "sessions.column.state",
      sortable: false,
      filter: { type: "CHECKBOX", options: options("sessions.state.", STATES) },
      value: (session) => `sessions.state.${session.session_state}`,
    },
    {
      field: "session_protocol",
      kind: "status",
      label: "sessions.column.protocol",
      sortable: false,
      filter: { type: "CHECKBOX", options: options("sessions.protocol.", PROTOCOLS) },
      value: (session) => (session.session_protocol ? `sessions.protocol.${session.session_protocol}` : ""),
    },
    {
      field: "session_type",
      kind: "status",
      label: "sessions.column.type",
      sortable: false,
      filter: { type: "CHECKBOX", options: options("sessions.type.", TYPES) },
      value: (session) => `sessions.type.${session.session_type}`,
    },
    {
      field: "start_time",
      kind: "date",
      label: "sessions.column.start",
      sortable: false,
      value: (session) =>
        session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
      disableTranslation: true,
    },
  ];
}
