import type { ReactNode } from "react";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { KINDS, SCOPES } from "./global-entitlements.model";
import type { GlobalEntitlementRow } from "./global-entitlements.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

const yesNo = (value: boolean | undefined) =>
  value === undefined ? "" : value ? "globalEntitlements.value.yes" : "globalEntitlements.value.no";

/** The list's columns; names and descriptions are admin-entered text, never translated. */
export function globalEntitlementColumns(
  renderName: (row: GlobalEntitlementRow) => ReactNode,
): GridColumn<GlobalEntitlementRow>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "globalEntitlements.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: renderName,
    },
    {
      field: "kind",
      kind: "status",
      label: "globalEntitlements.column.kind",
      filter: {
        type: "CHECKBOX",
        options: KINDS.map((value) => ({ value, label: `globalEntitlements.kind.${value}` })),
      },
      value: (row) => `globalEntitlements.kind.${row.kind}`,
    },
    {
      field: "scope",
      kind: "status",
      label: "globalEntitlements.column.scope",
      filter: {
        type: "CHECKBOX",
        options: SCOPES.map((value) => ({ value, label: `globalEntitlements.scope.${value}` })),
      },
      value: (row) => (row.scope ? `globalEntitlements.scope.${row.scope}` : ""),
    },
    {
      field: "use_home_site",
      kind: "boolean",
      label: "globalEntitlements.column.homeSite",
      value: (row) => yesNo(row.use_home_site),
    },
    {
      field: "enabled",
      kind: "boolean",
      label: "globalEntitlements.column.enabled",
      value: (row) => yesNo(row.enabled),
    },
    {
      field: "default_display_protocol",
      kind: "status",
      label: "globalEntitlements.column.protocol",
      value: (row) => enumCellValue("displayProtocol", row.default_display_protocol),
    },
    { field: "description", label: "globalEntitlements.column.description", disableTranslation: true },
  ];
}

export { yesNo };
