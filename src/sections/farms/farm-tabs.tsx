import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import type { GridState } from "../../core/query/grid-state";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getFarmItemsPage, type FarmItemList } from "./api/get-farm-items-page";
import type { FarmApplication, FarmRow, FarmSession, RdsHost } from "./farms.types";

const RDS_STATES = [
  "AVAILABLE",
  "CONNECTED",
  "DISCONNECTED",
  "PROVISIONING",
  "CUSTOMIZING",
  "MAINTENANCE",
  "DISABLED",
  "AGENT_UNREACHABLE",
  "PROVISIONING_ERROR",
  "ERROR",
  "UNKNOWN",
] as const;

/** A grid of one of the farm's lists, served page by page. */
function FarmItemsGrid<Row extends { id: string }>({
  farm,
  list,
  gridId,
  labelKey,
  emptyKey,
  columns,
}: {
  farm: FarmRow;
  list: FarmItemList;
  gridId: string;
  labelKey: string;
  emptyKey: string;
  columns: readonly GridColumn<Row>[];
}) {
  const t = useTranslation();
  const fetchPage = useCallback(
    (state: GridState, signal?: AbortSignal) => getFarmItemsPage<Row>(list, farm.id, state, signal),
    [list, farm.id],
  );
  return (
    <DataGrid<Row>
      gridId={gridId}
      label={t(labelKey, { name: farm.name })}
      columns={columns}
      fetchPage={fetchPage}
      placeholderText={t(emptyKey)}
    />
  );
}

/** The farm's RDS hosts with their state, sessions and load. */
export function FarmRdsHostsTab({ farm }: { farm: FarmRow }) {
  const columns = useMemo<GridColumn<RdsHost>[]>(
    () => [
      {
        field: "name",
        label: "farms.hosts.column.name",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      { field: "dns_name", label: "farms.hosts.column.dnsName", disableTranslation: true },
      {
        field: "state",
        label: "farms.hosts.column.state",
        filter: {
          type: "CHECKBOX",
          options: RDS_STATES.map((state) => ({ value: state, label: `farms.hostState.${state}` })),
        },
        value: (host) => (host.state ? `farms.hostState.${host.state}` : ""),
      },
      { field: "session_count", label: "farms.hosts.column.sessions", value: (host) => host.session_count },
      { field: "load_index", label: "farms.hosts.column.load", value: (host) => host.load_index },
      { field: "agent_version", label: "farms.hosts.column.agentVersion", disableTranslation: true },
    ],
    [],
  );
  return (
    <FarmItemsGrid<RdsHost>
      farm={farm}
      list="rds-servers"
      gridId="farm-rds-hosts"
      labelKey="farms.hosts.gridLabel"
      emptyKey="farms.hosts.empty"
      columns={columns}
    />
  );
}

/** The application pools published from the farm. */
export function FarmApplicationsTab({ farm }: { farm: FarmRow }) {
  const columns = useMemo<GridColumn<FarmApplication>[]>(
    () => [
      {
        field: "name",
        label: "farms.applications.column.name",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      { field: "display_name", label: "farms.applications.column.displayName", disableTranslation: true },
      { field: "version", label: "farms.applications.column.version", disableTranslation: true },
      { field: "publisher", label: "farms.applications.column.publisher", disableTranslation: true },
      {
        field: "enabled",
        label: "farms.column.status",
        value: (application) =>
          application.enabled === false ? "farms.status.DISABLED" : "farms.status.ENABLED",
      },
    ],
    [],
  );
  return (
    <FarmItemsGrid<FarmApplication>
      farm={farm}
      list="application-pools"
      gridId="farm-application-pools"
      labelKey="farms.applications.gridLabel"
      emptyKey="farms.applications.empty"
      columns={columns}
    />
  );
}

/** The sessions on the farm's RDS hosts. */
export function FarmSessionsTab({ farm }: { farm: FarmRow }) {
  useSignals();
  const locale = currentLocale.value;
  const columns = useMemo<GridColumn<FarmSession>[]>(
    () => [
      {
        field: "user_id",
        label: "farms.sessions.column.user",
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "session_type",
        label: "farms.sessions.column.type",
        value: (session) => `farms.sessionType.${session.session_type ?? "DESKTOP"}`,
      },
      {
        field: "session_state",
        label: "farms.sessions.column.state",
        value: (session) => `farms.sessionState.${session.session_state}`,
      },
      { field: "session_protocol", label: "farms.sessions.column.protocol", disableTranslation: true },
      {
        field: "start_time",
        label: "farms.sessions.column.start",
        disableTranslation: true,
        value: (session) =>
          session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
      },
    ],
    [locale],
  );
  return (
    <FarmItemsGrid<FarmSession>
      farm={farm}
      list="sessions"
      gridId="farm-sessions"
      labelKey="farms.sessions.gridLabel"
      emptyKey="farms.sessions.empty"
      columns={columns}
    />
  );
}
