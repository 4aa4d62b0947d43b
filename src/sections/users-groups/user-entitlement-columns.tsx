import type { GridColumn } from "../../ui/data-grid/grid-column";
import { itemLink } from "../../ui/item-link/item-link";
import type { EntitlementTarget } from "./user-entitlements.model";

/**
 * The columns of a user's entitlements and of the add dialog's choices: the pool or global entitlement by
 * name (opening its page where the host can navigate) and whether it is a pool or a global entitlement.
 */
export function entitlementTargetColumns(
  onOpen?: (entry: EntitlementTarget) => void,
): GridColumn<EntitlementTarget>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "usersGroups.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: (entry) => itemLink(entry.name, onOpen && (() => onOpen(entry))),
    },
    {
      field: "isGlobal",
      kind: "status",
      label: "usersGroups.column.kind",
      value: (entry) =>
        entry.isGlobal ? "usersGroups.entitlements.type.global" : "usersGroups.entitlements.type.pool",
    },
  ];
}

/** The add dialog's columns: names are text there, choosing is what the dialog is for. */
export const ENTITLEMENT_TARGET_COLUMNS: readonly GridColumn<EntitlementTarget>[] =
  entitlementTargetColumns();
