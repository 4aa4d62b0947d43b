import { useMemo } from "react";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getFarmApplicationsPage, getFarmRdsHostsPage } from "./api/get-farm-items-page";
import type { FarmApplication, FarmRow, RdsHost } from "./farms.types";

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
        kind: "name",
        label: "farms.hosts.column.name",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      { field: "dns_name", kind: "name", label: "farms.hosts.column.dnsName", disableTranslation: true },
      {
        field: "state",
        kind: "status",
        label: "farms.hosts.column.state",
        filter: {
          type: "CHECKBOX",
          options: RDS_STATES.map((state) => ({ value: state, label: `farms.hostState.${state}` })),
        },
        value: (host) => (host.state ? `farms.hostState.${host.state}` : ""),
      },
      {
        field: "session_count",
        kind: "count",
        label: "farms.hosts.column.sessions",
        value: (host) => host.session_count,
      },
      {
        field: "load_index",
        kind: "count",
        label: "farms.hosts.column.load",
        value: (host) => host.load_index,
      },
      {
        field: "agent_version",
        kind: "status",
        label: "farms.hosts.column.agentVersion",
        disableTranslation: true,
      },
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
        kind: "name",
        label: "farms.applications.column.name",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "display_name",
        kind: "name",
        label: "farms.applications.column.displayName",
        disableTranslation: true,
      },
      {
        field: "version",
        kind: "status",
        label: "farms.applications.column.version",
        disableTranslation: true,
      },
      { field: "publisher", label: "farms.applications.column.publisher", disableTranslation: true },
      {
        field: "enabled",
        kind: "boolean",
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
