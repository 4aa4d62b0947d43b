import { useMemo } from "react";
import { simpleFilter } from "../../core/query/query.model";
import { restListSource } from "../../core/query/rest-list-source";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ApplicationHealthStatus, useApplicationHealthText } from "../../ui/health/application-health-status";
import { ListSection } from "../../ui/list-section/list-section";
import { rdsHostEnableAction } from "../../ui/rds-hosts/rds-host-actions";
import { changeFarmRdsHostsCall } from "./api/change-farm-rds-hosts";
import { getFarmApplicationRows } from "./farm-applications.model";
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

/**
 * The actions on a farm's RDS hosts, one or many: enable, disable, and remove from the farm (a manual farm
 * lets the host go; an automated one deletes it from disk, as the OpenAPI says). Drain mode and drain until
 * restart are not offered: 2212 has no call that sets them (RDSServerUpdateSpec holds `enabled` and the
 * session limit only), so the drain state is shown, not changed.
 */
function rdsHostActions(farm: FarmRow): SectionAction<RdsHost>[] {
  return [
    rdsHostEnableAction<RdsHost>(true, "farms.hosts"),
    rdsHostEnableAction<RdsHost>(false, "farms.hosts"),
    {
      id: "remove-from-farm",
      label: "farms.hosts.action.remove",
      // The farm's action: POOL_MANAGEMENT on the farm's access group, which its hosts share.
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      variant: "danger",
      confirm: {
        title: "farms.hosts.confirm.remove.title",
        question:
          farm.type === "AUTOMATED"
            ? "farms.hosts.confirm.remove.questionAutomated"
            : "farms.hosts.confirm.remove.question",
      },
      request: {
        kind: "batch",
        call: (hosts) =>
          changeFarmRdsHostsCall(
            farm.id,
            "remove",
            hosts.map((host) => host.id),
          ),
      },
      success: "farms.hosts.outcome.removed",
    },
  ];
}

const scopeOfHost = (host: RdsHost) => (host.access_group_id ? { accessGroupId: host.access_group_id } : {});

/** The farm's RDS hosts with their state, sessions and load, and the host actions on those selected. */
export function FarmRdsHostsTab({ farm }: { farm: FarmRow }) {
  const t = useTranslation();
  const source = useMemo(
    () => restListSource<RdsHost>("/inventory/v1/rds-servers", [simpleFilter("farm_id", farm.id, "Equals")]),
    [farm.id],
  );
  const actions = useMemo(() => rdsHostActions(farm), [farm]);
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
  const label = t("farms.hosts.gridLabel", { name: farm.name });
  return (
    <ListSection<RdsHost>
      title={label}
      gridLabel={label}
      part="farm-rds-hosts"
      viewPrivilege="MACHINE_VIEW|POOL_VIEW"
      placeholderText={t("farms.hosts.empty")}
      actionsLabel={t("farms.hosts.actions")}
      columns={columns}
      rows={source}
      actions={actions}
      rowLabel={(host) => host.name}
      scopeOf={scopeOfHost}
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
