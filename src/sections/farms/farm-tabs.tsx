import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import type { SectionAction } from "../../ui/actions/section-action";
import { ListSection } from "../../ui/list-section/list-section";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
import { sessionActions } from "../../ui/sessions/session-actions";
import { getFarmApplicationsPage, getFarmRdsHostsPage } from "./api/get-farm-items-page";
import { farmSessionSource } from "./farms.model";
import type { FarmApplication, FarmRow, FarmSessionRow, RdsHost } from "./farms.types";

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

/** The farm's RDS hosts with their state, sessions and load. */
export function FarmRdsHostsTab({ farm }: { farm: FarmRow }) {
  const t = useTranslation();
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
    <ItemTabGrid<RdsHost>
      gridId="farm-rds-hosts"
      label={t("farms.hosts.gridLabel", { name: farm.name })}
      emptyText={t("farms.hosts.empty")}
      itemKey={farm.id}
      readPage={getFarmRdsHostsPage}
      columns={columns}
    />
  );
}

/** The application pools published from the farm. */
export function FarmApplicationsTab({ farm }: { farm: FarmRow }) {
  const t = useTranslation();
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
    <ItemTabGrid<FarmApplication>
      gridId="farm-application-pools"
      label={t("farms.applications.gridLabel", { name: farm.name })}
      emptyText={t("farms.applications.empty")}
      itemKey={farm.id}
      readPage={getFarmApplicationsPage}
      columns={columns}
    />
  );
}

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
        label: "farms.sessions.column.user",
        sortable: false,
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      { field: "hostName", label: "farms.sessions.column.host", sortable: false, disableTranslation: true },
      {
        field: "session_type",
        label: "farms.sessions.column.type",
        value: (session) => `farms.sessionType.${session.session_type ?? "DESKTOP"}`,
      },
      {
        field: "session_state",
        label: "farms.sessions.column.state",
        filter: {
          type: "CHECKBOX",
          options: SESSION_STATES.map((state) => ({ value: state, label: `farms.sessionState.${state}` })),
        },
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
