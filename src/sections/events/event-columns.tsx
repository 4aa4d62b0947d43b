import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";
import { EVENT_MODULES, EVENT_SEVERITIES, type EventRow, type EventSeverity } from "./events.types";

/** The icon each severity shows; the text next to it names the severity itself. */
const SEVERITY_ICONS: Readonly<Record<EventSeverity, StatusValue>> = {
  ERROR: "ERROR",
  AUDIT_FAIL: "ERROR",
  WARNING: "WARN",
  INFO: "INFO",
  AUDIT_SUCCESS: "OK",
  UNKNOWN: "UNKNOWN",
};

const severityKey = (severity: string) => `events.severity.${severity}`;

function SeverityCell({ severity }: { severity: EventSeverity }) {
  const t = useTranslation();
  return (
    <StatusIcon
      status={SEVERITY_ICONS[severity] ?? "UNKNOWN"}
      label={t(severityKey(severity))}
      isLabelVisible
    />
  );
}

/**
 * The events list's columns. The audit events API pages newest first and sorts on nothing else, so no
 * column sorts; severity and module are filtered by ticked values, the message by text, the source (the
 * server that logged the event) by its exact name.
 */
export function eventColumns(locale: Locale): GridColumn<EventRow>[] {
  return [
    {
      field: "time",
      kind: "date",
      label: "events.column.time",
      sortable: false,
      isAlwaysVisible: true,
      value: (event) => formatDateTime(event.time, locale),
      disableTranslation: true,
    },
    {
      field: "severity",
      kind: "status",
      label: "events.column.severity",
      sortable: false,
      filter: {
        type: "CHECKBOX",
        options: EVENT_SEVERITIES.map((severity) => ({ value: severity, label: severityKey(severity) })),
      },
      value: (event) => severityKey(event.severity),
      cell: (event) => <SeverityCell severity={event.severity} />,
    },
    {
      field: "module",
      kind: "status",
      label: "events.column.module",
      sortable: false,
      // Module names are the platform's component names, written as it logs them.
      filter: {
        type: "CHECKBOX",
        options: EVENT_MODULES.map((module) => ({ value: module, label: module })),
      },
      disableTranslation: true,
    },
    {
      field: "userName",
      kind: "name",
      label: "events.column.user",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "machineName",
      kind: "name",
      label: "events.column.machine",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "pool",
      kind: "name",
      label: "events.column.pool",
      sortable: false,
      value: (event) => event.desktop_pool_name ?? event.application_pool_name ?? "",
      disableTranslation: true,
    },
    {
      field: "message",
      label: "events.column.message",
      sortable: false,
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "machine_dns_name",
      kind: "name",
      label: "events.column.source",
      sortable: false,
      filter: { type: "STRING", operator: "Equals" },
      disableTranslation: true,
      isHidden: true,
    },
  ];
}
