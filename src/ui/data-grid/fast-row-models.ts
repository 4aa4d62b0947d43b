import {
  skipFirstRun,
  tableMemo,
  type ColumnFiltersState,
  type Row,
  type RowData,
  type RowModel,
  type SortingState,
  type TableFeatures,
} from "@tanstack/react-table";
import { valueText } from "./grid-column";

/**
 * What the grid's TanStack columns hold per cell, computed once per row and column and cached by
 * TanStack: the raw text (checkbox filters), lower-case text (text filters) and a sort key (numbers as
 * they are, text lower-cased with digit runs padded so "pool-9" sorts before "pool-10").
 */
export interface CellKeys {
  raw: string;
  text: string;
  key: string | number;
}

const DIGIT_RUN = /\d+/g;

/** The cached keys of one cell value. */
export function cellKeys(value: unknown): CellKeys {
  if (typeof value === "number" && Number.isFinite(value)) {
    const raw = String(value);
    return { raw, text: raw, key: value };
  }
  const raw = valueText(value);
  const text = raw.toLowerCase();
  return { raw, text, key: text.replace(DIGIT_RUN, (digits) => digits.padStart(16, "0")) };
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  // Numbers before text when a column mixes them.
  return typeof a === "number" ? -1 : 1;
}

/** The table members the row models below use; TanStack's table has them all. */
interface RowModelTable<TFeatures extends TableFeatures, TData extends RowData> {
  atoms: {
    sorting?: { get(): SortingState | undefined };
    columnFilters?: { get(): ColumnFiltersState | undefined };
  };
  getPreSortedRowModel(): RowModel<TFeatures, TData>;
  getPreFilteredRowModel(): RowModel<TFeatures, TData>;
  getColumn(id: string):
    | {
        columnDef: {
          sortFn?: unknown;
          filterFn?: unknown;
        };
      }
    | undefined;
  autoResetPageIndex(): void;
}

type RowSortFn = (a: Row<TableFeatures, RowData>, b: Row<TableFeatures, RowData>, columnId: string) => number;
type RowFilterFn = ((row: Row<TableFeatures, RowData>, columnId: string, value: unknown) => boolean) & {
  resolveFilterValue?: (value: unknown) => unknown;
};

function sortRows<TFeatures extends TableFeatures, TData extends RowData>(
  table: RowModelTable<TFeatures, TData>,
): RowModel<TFeatures, TData> {
  const preSorted = table.getPreSortedRowModel();
  const sort = table.atoms.sorting?.get()?.[0];
  const column = sort ? table.getColumn(sort.id) : undefined;
  if (!sort || !column || preSorted.rows.length < 2) return preSorted;
  const rows = preSorted.rows;
  const direction = sort.desc ? -1 : 1;
  let sorted: typeof rows;
  const custom = column.columnDef.sortFn;
  if (typeof custom === "function") {
    const compare = custom as RowSortFn;
    sorted = rows
      .slice()
      .sort((a, b) => compare(a as never, b as never, sort.id) * direction || a.index - b.index);
  } else {
    // Decorate once, sort positions on plain keys, undecorate: no per-comparison lookups.
    const keys = rows.map((row) => row.getValue<CellKeys | undefined>(sort.id)?.key ?? "");
    const order = Array.from(keys.keys());
    // Comparators specialised by key type: most columns hold only numbers or only text.
    if (keys.every((key) => typeof key === "number")) {
      order.sort((a, b) => ((keys[a] ?? 0) - (keys[b] ?? 0)) * direction || a - b);
    } else if (keys.every((key) => typeof key === "string")) {
      order.sort((a, b) => {
        const x = keys[a] ?? "";
        const y = keys[b] ?? "";
        return x < y ? -direction : x > y ? direction : a - b;
      });
    } else {
      order.sort((a, b) => compareKeys(keys[a] ?? "", keys[b] ?? "") * direction || a - b);
    }
    sorted = order.map((position) => rows[position] as (typeof rows)[number]);
  }
  return { rows: sorted, flatRows: sorted, rowsById: preSorted.rowsById };
}

function filterRows<TFeatures extends TableFeatures, TData extends RowData>(
  table: RowModelTable<TFeatures, TData>,
): RowModel<TFeatures, TData> {
  const preFiltered = table.getPreFilteredRowModel();
  const filters = (table.atoms.columnFilters?.get() ?? []).flatMap((filter) => {
    const filterFn = table.getColumn(filter.id)?.columnDef.filterFn;
    if (typeof filterFn !== "function" || filter.value === undefined) return [];
    const fn = filterFn as RowFilterFn;
    return [
      {
        id: filter.id,
        fn,
        value: fn.resolveFilterValue ? fn.resolveFilterValue(filter.value) : filter.value,
      },
    ];
  });
  if (filters.length === 0) return preFiltered;
  const rows = preFiltered.rows.filter((row) =>
    filters.every((filter) => filter.fn(row as never, filter.id, filter.value)),
  );
  const rowsById: Record<string, (typeof rows)[number]> = {};
  for (const row of rows) rowsById[row.id] = row;
  return { rows, flatRows: rows, rowsById };
}

/**
 * A sorted row model for flat data that sorts once-computed keys instead of comparing through
 * getValue on every comparison: sorting 100,000 rows stays well under a second. Single-column sorting.
 */
export function createKeyedSortedRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: RowModelTable<TFeatures, TData>) =>
    tableMemo({
      feature: "rowSortingFeature",
      table: table as never,
      fnName: "table.getSortedRowModel",
      memoDeps: () => [table.atoms.sorting?.get(), table.getPreSortedRowModel()],
      fn: () => sortRows(table),
      onAfterUpdate: skipFirstRun(() => table.autoResetPageIndex()),
    });
}

/**
 * A filtered row model for flat data and column filters only, without the per-row bookkeeping objects
 * of the general one (faceting and global filters are not used by the grid).
 */
export function createLeanFilteredRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: RowModelTable<TFeatures, TData>) =>
    tableMemo({
      feature: "columnFilteringFeature",
      table: table as never,
      fnName: "table.getFilteredRowModel",
      memoDeps: () => [table.getPreFilteredRowModel(), table.atoms.columnFilters?.get()],
      fn: () => filterRows(table),
      onAfterUpdate: skipFirstRun(() => table.autoResetPageIndex()),
    });
}
