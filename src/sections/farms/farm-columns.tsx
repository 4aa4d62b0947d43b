import type { GridColumn } from "../../ui/data-grid/grid-column";
import { FarmHealthStatus } from "../../ui/health/farm-health-status";
import { imageStateKey } from "../../ui/image-push/image-push.model";
import { maxSessionsOf } from "./farms.model";
import type { FarmRow } from "./farms.types";

const TYPES = ["AUTOMATED", "MANUAL"] as const;

/**
 * The farm list's columns. Enumerations are shown through translation keys; admin-entered names are
 * never translated. Counts and health come from other calls, so the server does not filter them; the farm
 * list of the REST API has no sort at all, so no column sorts.
 */
export function farmColumns(
  renderName: (farm: FarmRow) => React.ReactNode,
  healthText: (farm: FarmRow) => string,
): GridColumn<FarmRow>[] {
  const columns: GridColumn<FarmRow>[] = [
    {
      field: "name",
      kind: "name",
      label: "farms.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: renderName,
    },
    {
      field: "type",
      kind: "status",
      label: "farms.column.type",
      filter: { type: "CHECKBOX", options: TYPES.map((value) => ({ value, label: `farms.type.${value}` })) },
      value: (farm) => `farms.type.${farm.type}`,
    },
    {
      field: "source",
      kind: "status",
      label: "farms.column.source",
      sortable: false,
      value: (farm) => (farm.type === "AUTOMATED" ? "farms.source.INSTANT_CLONE" : "farms.source.MANUAL"),
    },
    {
      field: "rdsHostCount",
      kind: "count",
      label: "farms.column.rdsHosts",
      sortable: false,
      value: (farm) => farm.rdsHostCount,
    },
    {
      field: "sessionCount",
      kind: "count",
      label: "farms.column.sessions",
      sortable: false,
      value: (farm) => farm.sessionCount,
    },
    {
      field: "maxSessions",
      kind: "count",
      label: "farms.column.maxSessions",
      sortable: false,
      value: (farm) => {
        if (farm.type !== "AUTOMATED") return "farms.value.notApplicable";
        return maxSessionsOf(farm) ?? "farms.value.unlimited";
      },
    },
    {
      field: "health",
      kind: "status",
      label: "farms.column.health",
      sortable: false,
      disableTranslation: true,
      // The health with its reasons is what tooltips and the export read.
      value: healthText,
      cell: (farm) => farm.health && <FarmHealthStatus health={farm.health} />,
    },
    {
      // The instant-clone image state (publishing, ready held, failed…); blank for manual farms.
      field: "imageState",
      kind: "status",
      label: "ui.image.state",
      sortable: false,
      value: (farm) => imageStateKey(farm.automated_farm_settings?.provisioning_status_data) ?? "",
    },
    {
      field: "enabled",
      kind: "boolean",
      label: "farms.column.status",
      filter: {
        type: "CHECKBOX",
        options: [
          { value: "true", label: "farms.status.ENABLED" },
          { value: "false", label: "farms.status.DISABLED" },
        ],
      },
      value: (farm) => `farms.status.${farmStatus(farm)}`,
    },
    {
      field: "display_name",
      kind: "name",
      label: "farms.column.displayName",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
      isHidden: true,
    },
    {
      field: "description",
      label: "farms.column.description",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
      isHidden: true,
    },
  ];
  return columns.map((column) => ({ ...column, sortable: false }));
}

/** The farm status of spec 001 §3: pending while a delete runs, else enabled or disabled. */
export function farmStatus(farm: FarmRow): "ENABLED" | "DISABLED" | "PENDING" {
  if (farm.delete_in_progress === true) return "PENDING";
  return farm.enabled ? "ENABLED" : "DISABLED";
}
