import type { ReactNode } from "react";
import type { SimpleFilterType } from "../../core/query/query.model";

/** A choice in a checkbox column filter; label is a translation key unless the column disables translation. */
export interface CheckboxFilterOption {
  value: string;
  label: string;
}

/** How a column is filtered: free text (debounced) or a set of ticked values. */
export type GridColumnFilter =
  | { type: "STRING"; operator?: SimpleFilterType }
  | { type: "CHECKBOX"; options: readonly CheckboxFilterOption[] };

/**
 * What a column holds, which sets how wide it is drawn (grid-widths.ts): a name (never cut below its
 * longest text on the page), free text, a status or other enumerated value, a count, a date or a yes/no.
 */
export type GridColumnKind = "name" | "text" | "status" | "count" | "date" | "boolean";

/** One grid column, declared by a section. */
export interface GridColumn<Row> {
  /** Column id and, unless `value` is given, the (dotted) path of the row value. */
  field: string;
  /** Translation key of the header. */
  label: string;
  /** What the column holds; sets its width. The first column is a name and the others text unless said. */
  kind?: GridColumnKind;
  /** CSS width such as "12rem" or "20%", in place of the kind's. */
  width?: string;
  className?: string;
  /** Sortable unless false. */
  sortable?: boolean;
  /** Member the server sorts by, when it differs from field. */
  sortField?: string;
  /** The grid starts sorted by the first column that has this. */
  defaultSortOrder?: "asc" | "desc";
  /** Client-side order of two rows; the default compares the values, numbers numerically. */
  comparator?: (a: Row, b: Row) => number;
  filter?: GridColumnFilter;
  /** Member the server filters by, when it differs from field. */
  filterField?: string;
  /** Hidden until the user shows it. */
  isHidden?: boolean;
  /** The user cannot hide it. */
  isAlwaysVisible?: boolean;
  /** The value shown, sorted, filtered and exported; defaults to the field path. */
  value?: (row: Row) => unknown;
  /** Custom cell content; the value's text is still what tooltips and export use. */
  cell?: (row: Row) => ReactNode;
  disableAutoTooltip?: boolean;
  /** Cell text is shown as is, even when it happens to be a translation key. */
  disableTranslation?: boolean;
  /**
   * The administrator (or the directory) typed this text: a name such as a NetBIOS domain or an access
   * group. Shown as is, and marked (data-admin-text) so the raw-code check leaves it out.
   */
  isAdminText?: boolean;
}

/** The value of a dotted path such as "data.name" in a row. */
export function valueAtPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The value a column shows for a row. */
export function columnValue<Row>(column: GridColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : valueAtPath(row, column.field);
}

/** Text of a value for display, tooltips and export. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  return "";
}

/** A test of lower-case cell text against a lower-case, trimmed filter text with the given operator. */
export function normalisedTextMatcher(
  wanted: string,
  operator: SimpleFilterType = "StartsWith",
): (text: string) => boolean {
  switch (operator) {
    case "Contains":
      return (text) => text.includes(wanted);
    case "Equals":
      return (text) => text === wanted;
    case "NotEquals":
      return (text) => text !== wanted;
    default:
      return (text) => text.startsWith(wanted);
  }
}
