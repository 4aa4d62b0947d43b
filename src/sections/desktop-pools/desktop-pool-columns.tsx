import type { GridColumn } from "../../ui/data-grid/grid-column";
import { imageStateKey } from "../../ui/image-push/image-push.model";
import type { DesktopPoolRow } from "./desktop-pools.types";

const TYPES = ["AUTOMATED", "MANUAL", "RDS"] as const;
const SOURCES = ["INSTANT_CLONE", "LINKED_CLONE", "VIRTUAL_CENTER", "RDS", "UNMANAGED"] as const;
const ASSIGNMENTS = ["DEDICATED", "FLOATING"] as const;
const SESSION_TYPES = ["DESKTOP", "APPLICATION", "DESKTOP_AND_APPLICATION"] as const;

const options = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}${value}` }));

const BOOLEAN_OPTIONS = (trueKey: string, falseKey: string) => [
  { value: "true", label: trueKey },
  { value: "false", label: falseKey },
];

/**
 * The pool list's columns. Enumerations are shown through translation keys (the grid translates cell
 * text that is a key); admin-entered names are never translated.
 */
export function desktopPoolColumns(
  renderName: (pool: DesktopPoolRow) => React.ReactNode,
): GridColumn<DesktopPoolRow>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "desktopPools.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: renderName,
    },
    {
      field: "display_name",
      kind: "name",
      label: "desktopPools.column.displayName",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "type",
      kind: "status",
      label: "desktopPools.column.type",
      filter: { type: "CHECKBOX", options: options("desktopPools.type.", TYPES) },
      value: (pool) => `desktopPools.type.${pool.type}`,
    },
    {
      field: "source",
      kind: "status",
      label: "desktopPools.column.source",
      filter: { type: "CHECKBOX", options: options("desktopPools.source.", SOURCES) },
      value: (pool) => (pool.source ? `desktopPools.source.${pool.source}` : ""),
    },
    {
      field: "user_assignment",
      kind: "status",
      label: "desktopPools.column.userAssignment",
      filter: { type: "CHECKBOX", options: options("desktopPools.assignment.", ASSIGNMENTS) },
      value: (pool) =>
        pool.type !== "RDS" && pool.user_assignment ? `desktopPools.assignment.${pool.user_assignment}` : "",
    },
    {
      field: "machineCount",
      kind: "count",
      label: "desktopPools.column.machines",
      sortable: false,
      value: (pool) => pool.machineCount,
    },
    {
      field: "sessionCount",
      kind: "count",
      label: "desktopPools.column.sessions",
      sortable: false,
      value: (pool) => pool.sessionCount,
    },
    {
      field: "enabled",
      kind: "boolean",
      label: "desktopPools.column.enabled",
      filter: {
        type: "CHECKBOX",
        options: BOOLEAN_OPTIONS("desktopPools.value.enabled", "desktopPools.value.disabled"),
      },
      value: (pool) => (pool.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled"),
    },
    {
      field: "enable_provisioning",
      kind: "boolean",
      label: "desktopPools.column.provisioning",
      filter: {
        type: "CHECKBOX",
        options: BOOLEAN_OPTIONS("desktopPools.value.enabled", "desktopPools.value.disabled"),
      },
      value: (pool) =>
        pool.type !== "AUTOMATED" || pool.enable_provisioning === undefined
          ? "desktopPools.value.notApplicable"
          : pool.enable_provisioning
            ? "desktopPools.value.enabled"
            : "desktopPools.value.disabled",
    },
    {
      // The instant-clone image state (publishing, ready held, failed…); blank for other pools.
      field: "imageState",
      kind: "status",
      label: "ui.image.state",
      sortable: false,
      value: (pool) =>
        (pool.source === "INSTANT_CLONE" ? imageStateKey(pool.provisioning_status_data) : undefined) ?? "",
    },
    {
      field: "session_type",
      kind: "status",
      label: "desktopPools.column.sessionType",
      filter: { type: "CHECKBOX", options: options("desktopPools.sessionType.", SESSION_TYPES) },
      value: (pool) => (pool.session_type ? `desktopPools.sessionType.${pool.session_type}` : ""),
      isHidden: true,
    },
    {
      field: "accessGroupName",
      kind: "name",
      label: "desktopPools.column.accessGroup",
      sortable: false,
      disableTranslation: true,
      value: (pool) => pool.accessGroupName ?? pool.access_group_id ?? "",
    },
    {
      field: "description",
      label: "desktopPools.column.description",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
      isHidden: true,
    },
  ];
}
