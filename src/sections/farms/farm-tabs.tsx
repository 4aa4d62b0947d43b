import { useMemo } from "react";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ApplicationHealthStatus, useApplicationHealthText } from "../../ui/health/application-health-status";
import { getFarmRdsHostsPage } from "./api/get-farm-items-page";
import { getFarmApplicationRows } from "./farms.model";
import type { FarmApplicationRow, FarmRow, RdsHost } from "./farms.types";

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

/** The application pools published from the farm, with their status and health (spec 001 §4). */
export function FarmApplicationsTab({ farm }: { farm: FarmRow }) {
  const t = useTranslation();
  const healthText = useApplicationHealthText();
  const columns = useMemo<GridColumn<FarmApplicationRow>[]>(
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
      {
        field: "health",
        label: "farms.column.health",
        sortable: false,
        disableTranslation: true,
        value: (application) => healthText(application.health),
        cell: (application) => <ApplicationHealthStatus health={application.health} />,
      },
    ],
    [healthText],
  );
  return (
    <ItemTabGrid<FarmApplicationRow>
      gridId="farm-application-pools"
      label={t("farms.applications.gridLabel", { name: farm.name })}
      emptyText={t("farms.applications.empty")}
      itemKey={farm.id}
      readPage={getFarmApplicationRows}
      columns={columns}
    />
  );
}
