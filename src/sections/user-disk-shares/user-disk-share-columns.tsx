import type { GridColumn } from "../../ui/data-grid/grid-column";
import { shareSize } from "./user-disk-shares.model";
import type { UserDiskShareRow } from "./user-disk-shares.types";

const text = (
  field: string,
  label: string,
  extra: Partial<GridColumn<UserDiskShareRow>> = {},
): GridColumn<UserDiskShareRow> => ({
  field,
  label: `userDiskShares.column.${label}`,
  disableTranslation: true,
  ...extra,
});

/** The share grid's columns; sizes in the administrator's locale. */
export function userDiskShareColumns(locale: string): GridColumn<UserDiskShareRow>[] {
  return [
    text("path", "path", { isAlwaysVisible: true, filter: { type: "STRING", operator: "Contains" } }),
    text("account", "account", { filter: { type: "STRING", operator: "Contains" } }),
    text("capacity_mb", "capacity", { value: (share) => shareSize(share.capacity_mb, locale) }),
    text("used_mb", "used", {
      value: (share) => `${shareSize(share.used_mb, locale)} (${share.usedPercent} %)`,
    }),
  ];
}
