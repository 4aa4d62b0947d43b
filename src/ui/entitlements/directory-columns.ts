import type { AdUser } from "../../core/directory/get-ad-users";
import type { GridColumn } from "../data-grid/grid-column";

/** The columns of a list of directory users and groups (the search dialog's matches, an entitlement list). */
export const DIRECTORY_COLUMNS: GridColumn<AdUser>[] = [
  {
    field: "name",
    kind: "name",
    label: "ui.entitlements.column.name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
    isAlwaysVisible: true,
    value: (entry) => entry.display_name ?? entry.name ?? entry.login_name ?? entry.id,
  },
  { field: "login_name", kind: "name", label: "ui.entitlements.column.loginName", disableTranslation: true },
  {
    field: "domain",
    kind: "name",
    label: "ui.entitlements.column.domain",
    filter: { type: "STRING", operator: "StartsWith" },
    disableTranslation: true,
  },
  {
    field: "group",
    kind: "status",
    label: "ui.entitlements.column.kind",
    value: (entry) => (entry.group ? "ui.entitlements.kind.group" : "ui.entitlements.kind.user"),
  },
  { field: "email", label: "ui.entitlements.column.email", disableTranslation: true },
];
