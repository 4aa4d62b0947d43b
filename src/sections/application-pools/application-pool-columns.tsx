import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ApplicationHealthStatus } from "../../ui/health/application-health-status";
import type { ApplicationPoolRow } from "./application-pools.types";

/**
 * The application list's columns: admin-entered text is never translated; the status column shows the
 * health spec 001 §4 derives (its text, with the hosts named, is what tooltips and export read).
 */
export function applicationPoolColumns(
  renderName: (application: ApplicationPoolRow) => React.ReactNode,
  healthText: (application: ApplicationPoolRow) => string,
): GridColumn<ApplicationPoolRow>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "appPools.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: renderName,
    },
    {
      field: "display_name",
      kind: "name",
      label: "appPools.column.displayName",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "version",
      kind: "status",
      label: "appPools.column.version",
      filter: { type: "STRING", operator: "StartsWith" },
      disableTranslation: true,
    },
    {
      field: "publisher",
      label: "appPools.column.publisher",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "farmOrPoolName",
      kind: "name",
      label: "appPools.column.farmOrPool",
      sortable: false,
      disableTranslation: true,
      value: (application) => application.farmOrPoolName ?? "",
    },
    {
      field: "entitledCount",
      kind: "count",
      label: "appPools.column.entitled",
      sortable: false,
      value: (application) => application.entitledCount,
    },
    {
      field: "health",
      kind: "status",
      label: "appPools.column.status",
      sortable: false,
      disableTranslation: true,
      value: healthText,
      cell: (application) => <ApplicationHealthStatus health={application.health} />,
    },
    {
      field: "enabled",
      kind: "boolean",
      label: "appPools.column.enabled",
      filter: {
        type: "CHECKBOX",
        options: [
          { value: "true", label: "appPools.value.enabled" },
          { value: "false", label: "appPools.value.disabled" },
        ],
      },
      value: (application) => (application.enabled ? "appPools.value.enabled" : "appPools.value.disabled"),
    },
    {
      field: "category_folder_name",
      label: "appPools.column.categoryFolder",
      disableTranslation: true,
      value: (application) => application.category_folder_name ?? "",
    },
    {
      field: "executable_path",
      label: "appPools.column.path",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
      isHidden: true,
    },
  ];
}
