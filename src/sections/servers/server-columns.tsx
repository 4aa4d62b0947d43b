import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";
import type {
  AppVolumesManagerRow,
  ConnectionServerRow,
  GatewayRow,
  ServerHealth,
  VirtualCenterRow,
} from "./servers.types";

const ICON: Record<ServerHealth, StatusValue> = {
  OK: "OK",
  WARN: "WARN",
  ERROR: "ERROR",
  UNKNOWN: "UNKNOWN",
  DISABLED: "UNKNOWN",
};

function HealthCell({ health }: { health: ServerHealth }) {
  const t = useTranslation();
  return <StatusIcon status={ICON[health]} label={t(`servers.health.${health}`)} isLabelVisible />;
}

const health = <Row extends { health: ServerHealth }>(): GridColumn<Row> => ({
  field: "health",
  kind: "status",
  label: "servers.column.health",
  sortable: true,
  value: (row) => `servers.health.${row.health}`,
  cell: (row) => <HealthCell health={row.health} />,
});

const text = <Row,>(field: keyof Row & string, label: string): GridColumn<Row> => ({
  field,
  label: `servers.column.${label}`,
  sortable: true,
  disableTranslation: true,
});

const named = <Row,>(field: keyof Row & string): GridColumn<Row> => ({
  ...text<Row>(field, "name"),
  isAlwaysVisible: true,
  filter: { type: "STRING", operator: "Contains" },
});

export const VIRTUAL_CENTER_COLUMNS: readonly GridColumn<VirtualCenterRow>[] = [
  named("server_name"),
  health(),
  text("version", "version"),
  text("user_name", "user"),
  text("port", "port"),
];

export const GATEWAY_COLUMNS: readonly GridColumn<GatewayRow>[] = [
  named("name"),
  health(),
  text("version", "version"),
  text("type", "type"),
  text("address", "address"),
  text("connections", "connections"),
];

export const CONNECTION_SERVER_COLUMNS: readonly GridColumn<ConnectionServerRow>[] = [
  named("name"),
  health(),
  text("version", "version"),
  {
    field: "tags",
    label: "servers.column.tags",
    disableTranslation: true,
    value: (row) => (row.tags ?? []).join(", "),
  },
];

export const APP_VOLUMES_MANAGER_COLUMNS: readonly GridColumn<AppVolumesManagerRow>[] = [
  named("server_name"),
  health(),
  text("username", "user"),
  text("port", "port"),
  text("farmCount", "farms"),
];
