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

/** A column as the row models below see it: TanStack's column has these. */
interface KeyedColumn {
  accessorFn?: (original: never, index: number) => unknown;
  columnDef: {
    sortFn?: unknown;
    filterFn?: unknown;
  };
}

/** The table members the row models below use; TanStack's table has them all. */
interface RowModelTable<TFeatures extends TableFeatures, TData extends RowData> {
  atoms: {
    sorting?: { get(): SortingState | undefined };
    columnFilters?: { get(): ColumnFiltersState | undefined };
  };
  getCoreRowModel(): RowModel<TFeatures, TData>;
  getPreSortedRowModel(): RowModel<TFeatures, TData>;
  getPreFilteredRowModel(): RowModel<TFeatures, TData>;
  getColumn(id: string): KeyedColumn | undefined;
  autoResetPageIndex(): void;
}

type RowSortFn = (a: Row<TableFeatures, RowData>, b: Row<TableFeatures, RowData>, columnId: string) => number;

/**
 * A column filter that decides on a cell's keys alone, so the lean filtered model runs it over the
 * column's cached keys without going through the rows (see cellFilterFn). `matcherFor` turns the
 * filter's value into the test once per filtering, not once per row.
 */
interface CellFilter {
  matcherFor: (value: unknown) => (cell: CellKeys) => boolean;
  resolveFilterValue?: (value: unknown) => unknown;
}

type RowFilterFn = ((row: Row<TableFeatures, RowData>, columnId: string, value: unknown) => boolean) &
  Partial<CellFilter>;

/** A TanStack filter function from a test on a cell's keys, which the lean filtered model runs column-wise. */
export function cellFilterFn(
  matcherFor: CellFilter["matcherFor"],
  resolveFilterValue?: CellFilter["resolveFilterValue"],
) {
  const filterFn = (row: { getValue<T>(columnId: string): T }, columnId: string, value: unknown) =>
    matcherFor(value)(row.getValue<CellKeys>(columnId));
  return Object.assign(filterFn, resolveFilterValue ? { matcherFor, resolveFilterValue } : { matcherFor });
}

/**
 * One column's keys for every row of a rows array, in its order, with the ascending order of the rows
 * once a sort asked for it. Kept per rows array (the table's core rows: new data, new keys) and column.
 */
interface ColumnKeys {
  accessorFn: NonNullable<KeyedColumn["accessorFn"]>;
  cells: CellKeys[];
  sortKeys?: (string | number)[];
  /** Positions in the rows, ties in row order. */
  ascending?: Int32Array;
}

const columnKeysByRows = new WeakMap<readonly unknown[], Map<string, ColumnKeys>>();

interface IndexedRow {
  original: unknown;
  index: number;
}

/**
 * The column's cached keys of `rows`, computed up to row `end` (all by default): the keys of the rows
 * not yet computed are computed now, straight from the column's accessor rather than through each
 * row's value cache, which costs more than the key itself.
 */
export function columnKeys(
  rows: readonly IndexedRow[],
  columnId: string,
  accessorFn: NonNullable<KeyedColumn["accessorFn"]>,
  end = rows.length,
): ColumnKeys {
  let byColumn = columnKeysByRows.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    columnKeysByRows.set(rows, byColumn);
  }
  let keys = byColumn.get(columnId);
  // New column definitions over the same rows (a section re-declaring its columns) compute afresh.
  if (keys?.accessorFn !== accessorFn) {
    keys = { accessorFn, cells: [] };
    byColumn.set(columnId, keys);
  }
  const { cells } = keys;
  for (let position = cells.length; position < end; position += 1) {
    const row = rows[position] as IndexedRow;
    cells.push(accessorFn(row.original as never, row.index) as CellKeys);
  }
  return keys;
}

function sortKeysOf(keys: ColumnKeys): (string | number)[] {
  keys.sortKeys ??= keys.cells.map((cell) => cell?.key ?? "");
  return keys.sortKeys;
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  // Numbers before text when a column mixes them.
  return typeof a === "number" ? -1 : 1;
}

/** The rows' ascending order by the column, computed once: sorting again, either way, is one pass. */
function ascendingOrder(keys: ColumnKeys): Int32Array {
  if (keys.ascending) return keys.ascending;
  const sortKeys = sortKeysOf(keys);
  let order: Int32Array;
  // Comparators specialised by key type: most columns hold only numbers or only text.
  if (sortKeys.every((key) => typeof key === "number")) {
    // Numbers sort as a typed array of (key, position) pairs' positions, stable by position.
    const numbers = Float64Array.from(sortKeys);
    order = new Int32Array(numbers.length);
    for (let position = 0; position < order.length; position += 1) order[position] = position;
    order.sort((a, b) => (numbers[a] as number) - (numbers[b] as number) || a - b);
  } else if (sortKeys.every((key) => typeof key === "string")) {
    const texts = sortKeys;
    order = Int32Array.from(texts.keys());
    order.sort((a, b) => {
      const x = texts[a] as string;
      const y = texts[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
  } else {
    order = Int32Array.from(sortKeys.keys());
    order.sort((a, b) => compareKeys(sortKeys[a] ?? "", sortKeys[b] ?? "") || a - b);
  }
  keys.ascending = order;
  return order;
}

/** The descending order from the ascending one: groups of equal keys reversed, ties kept in row order. */
function descendingFrom(ascending: Int32Array, keys: readonly (string | number)[]): Int32Array {
  const descending = new Int32Array(ascending.length);
  let written = 0;
  let groupEnd = ascending.length;
  while (groupEnd > 0) {
    let groupStart = groupEnd - 1;
    const key = keys[ascending[groupStart] ?? 0];
    while (groupStart > 0 && keys[ascending[groupStart - 1] ?? 0] === key) groupStart -= 1;
    for (let position = groupStart; position < groupEnd; position += 1)
      descending[written++] = ascending[position] ?? 0;
    groupEnd = groupStart;
  }
  return descending;
}

/** Descending orders, per ascending one: derived once too. */
const descendingOrders = new WeakMap<Int32Array, Int32Array>();

/**
 * The positions in `core` of `rows` (a filtered subset of the core rows, in their order), or null when
 * they are not the core rows' own objects (then the rows are sorted by themselves).
 */
function corePositions<T extends IndexedRow>(
  rows: readonly T[],
  core: readonly T[],
): (T | undefined)[] | null {
  const byPosition = new Array<T | undefined>(core.length);
  for (const row of rows) {
    if (core[row.index] !== row) return null;
    byPosition[row.index] = row;
  }
  return byPosition;
}

function sortRows<TFeatures extends TableFeatures, TData extends RowData>(
  table: RowModelTable<TFeatures, TData>,
): RowModel<TFeatures, TData> {
  const preSorted = table.getPreSortedRowModel();
  const sort = table.atoms.sorting?.get()?.[0];
  const column = sort ? table.getColumn(sort.id) : undefined;
  if (!sort || !column || preSorted.rows.length < 2) return preSorted;
  const rows = preSorted.rows;
  const custom = column.columnDef.sortFn;
  if (typeof custom === "function" || !column.accessorFn) {
    const compare = custom as RowSortFn;
    const direction = sort.desc ? -1 : 1;
    const sorted = rows
      .slice()
      .sort((a, b) => compare(a as never, b as never, sort.id) * direction || a.index - b.index);
    return { rows: sorted, flatRows: sorted, rowsById: preSorted.rowsById };
  }
  // The order of every core row, computed once per column; the rows a filter kept are picked from it in
  // one pass, so a filter change or a second click never sorts again.
  const core = table.getCoreRowModel().rows;
  const isCore = rows === core;
  const members = isCore ? null : corePositions(rows, core);
  const source = isCore || members ? core : rows;
  const keys = columnKeys(source, sort.id, column.accessorFn);
  const ascending = ascendingOrder(keys);
  let order = ascending;
  if (sort.desc) {
    order = descendingOrders.get(ascending) ?? descendingFrom(ascending, sortKeysOf(keys));
    descendingOrders.set(ascending, order);
  }
  let sorted: typeof rows;
  if (members) {
    sorted = [];
    for (const position of order) {
      const row = members[position];
      if (row) sorted.push(row);
    }
  } else {
    sorted = Array.from(order, (position) => source[position] as (typeof rows)[number]);
  }
  return { rows: sorted, flatRows: sorted, rowsById: preSorted.rowsById };
}

/** A row model whose rows-by-id map is built only if something reads it. */
function leanRowModel<T extends { id: string }>(
  rows: T[],
): { rows: T[]; flatRows: T[]; rowsById: Record<string, T> } {
  let rowsById: Record<string, T> | undefined;
  return {
    rows,
    flatRows: rows,
    get rowsById() {
      if (!rowsById) {
        rowsById = {};
        for (const row of rows) rowsById[row.id] = row;
      }
      return rowsById;
    },
  };
}

function filterRows<TFeatures extends TableFeatures, TData extends RowData>(
  table: RowModelTable<TFeatures, TData>,
): RowModel<TFeatures, TData> {
  const preFiltered = table.getPreFilteredRowModel();
  const rows = preFiltered.rows;
  const core = table.getCoreRowModel().rows;
  const filters = (table.atoms.columnFilters?.get() ?? []).flatMap((filter) => {
    const column = table.getColumn(filter.id);
    const filterFn = column?.columnDef.filterFn;
    if (typeof filterFn !== "function" || filter.value === undefined) return [];
    const fn = filterFn as RowFilterFn;
    const value = fn.resolveFilterValue ? fn.resolveFilterValue(filter.value) : filter.value;
    // A cell filter over the core rows reads the column's cached keys by row position.
    if (fn.matcherFor && rows === core && column?.accessorFn) {
      const { cells } = columnKeys(core, filter.id, column.accessorFn);
      const matches = fn.matcherFor(value);
      return [(row: (typeof rows)[number]) => matches(cells[row.index] as CellKeys)];
    }
    return [(row: (typeof rows)[number]) => fn(row as never, filter.id, value)];
  });
  if (filters.length === 0) return preFiltered;
  const kept =
    filters.length === 1
      ? rows.filter(filters[0] as (row: (typeof rows)[number]) => boolean)
      : rows.filter((row) => filters.every((passes) => passes(row)));
  return leanRowModel(kept);
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
