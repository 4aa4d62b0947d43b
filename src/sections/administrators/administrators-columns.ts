import type { GridColumn } from "../../ui/data-grid/grid-column";
import { enumListText } from "../../ui/i18n/enum-text";
import type { AccessGroupRow, AdministratorRow, PermissionRow, RoleRow } from "./administrators.types";

const text = (field: string, label: string, isAlwaysVisible = false) => ({
  field,
  label,
  // Names and descriptions the administrators gave.
  isAdminText: true,
  filter: { type: "STRING" as const, operator: "Contains" as const },
  ...(isAlwaysVisible ? { isAlwaysVisible } : {}),
});

export const ADMINISTRATOR_COLUMNS: GridColumn<AdministratorRow>[] = [
  text("name", "administrators.column.principal", true),
  {
    field: "isGroup",
    kind: "status",
    label: "administrators.column.type",
    value: (row) => (row.isGroup ? "administrators.value.group" : "administrators.value.user"),
  },
  text("roles", "administrators.column.roles"),
];

export const ROLE_COLUMNS: GridColumn<RoleRow>[] = [
  text("name", "administrators.column.role", true),
  text("description", "administrators.column.description"),
  {
    field: "isBuiltIn",
    kind: "status",
    label: "administrators.column.kind",
    value: (row) => (row.isBuiltIn ? "administrators.value.builtIn" : "administrators.value.custom"),
  },
  { field: "permissionCount", kind: "count", label: "administrators.column.permissionCount" },
  text("usedBy", "administrators.column.usedBy"),
  {
    field: "privileges",
    label: "administrators.column.privileges",
    value: (row) => enumListText("privilege", row.privileges),
    disableTranslation: true,
    isHidden: true,
  },
];

export const PERMISSION_COLUMNS: GridColumn<PermissionRow>[] = [
  text("roleName", "administrators.column.role", true),
  text("principalName", "administrators.column.principal"),
  text("accessGroupName", "administrators.column.accessGroup"),
  {
    field: "kind",
    kind: "status",
    label: "administrators.column.accessGroupKind",
    value: (row) => `administrators.value.${row.kind}`,
  },
];

export const ACCESS_GROUP_COLUMNS: GridColumn<AccessGroupRow>[] = [
  text("name", "administrators.column.accessGroup", true),
  text("description", "administrators.column.description"),
  { field: "permissionCount", kind: "count", label: "administrators.column.permissionCount" },
];
