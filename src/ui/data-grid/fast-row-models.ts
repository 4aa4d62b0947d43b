import type { ColumnFiltersState, ColumnSort } from "./grid-table-state";
import { valueText } from "./grid-column";

/**
 * What the grid keeps per cell, computed once per row and column and cached per
 * column: the raw text (checkbox filters), lower-case text (text filters) and a sort key (numbers as
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

/** A column's keys of a row: the grid's TanStack columns have this accessor. */
export type KeysAccessor = (original: never, index: number) => unknown;

/**
 * A column filter that decides on a cell's keys alone, so the filtered rows are found over the column's
 * cached keys. `matcherFor` turns the filter's value into the test once per filtering, not once per row.
 */
export interface CellFilter {
  matcherFor: (value: unknown) => (cell: CellKeys) => boolean;
  resolveFilterValue?: (value: unknown) => unknown;
}

/** A grid column as the row models below see it: its keys, its filter and its own comparator if any. */
export interface KeyedColumn {
  id: string;
  accessorFn: KeysAccessor;
  filter?: CellFilter;
  /** Compares two rows' originals, for columns not sorted by their keys. */
  comparator?: (a: never, b: never) => number;
}

/**
 * One column's keys for every row of a rows array, in its order, with the ascending order of the rows
 * once a sort asked for it. Kept per rows array (the table's core rows: new data, new keys) and column.
 */
interface ColumnKeys {
  accessorFn: KeysAccessor;
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
  accessorFn: KeysAccessor,
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

/**
 * The rows sorted by one column. `rows` are the core rows or a filtered subset of them in their order:
 * the order of every core row is computed once per column and the rows a filter kept are picked from it in
 * one pass, so a filter change or a second click never sorts again. Ties keep the rows' order.
 */
export function sortRows<T extends IndexedRow>(
  core: readonly T[],
  rows: readonly T[],
  sort: ColumnSort | undefined,
  column: KeyedColumn | undefined,
): readonly T[] {
  if (!sort || !column || rows.length < 2) return rows;
  const custom = column.comparator;
  if (custom) {
    const direction = sort.desc ? -1 : 1;
    return rows
      .slice()
      .sort((a, b) => custom(a.original as never, b.original as never) * direction || a.index - b.index);
  }
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
  if (!members) return Array.from(order, (position) => source[position] as T);
  const sorted: T[] = [];
  for (const position of order) {
    const row = members[position];
    if (row) sorted.push(row);
  }
  return sorted;
}

/** The core rows that pass every column filter; a filter without a value or a column filter is left out. */
export function filterRows<T extends IndexedRow>(
  core: readonly T[],
  filters: ColumnFiltersState,
  columnOf: (id: string) => KeyedColumn | undefined,
): readonly T[] {
  const tests = filters.flatMap((filter) => {
    const column = columnOf(filter.id);
    const cellFilter = column?.filter;
    if (!column || !cellFilter || filter.value === undefined) return [];
    const value = cellFilter.resolveFilterValue ? cellFilter.resolveFilterValue(filter.value) : filter.value;
    // Read by row position from the column's cached keys: the rows are the core rows.
    const { cells } = columnKeys(core, filter.id, column.accessorFn);
    const matches = cellFilter.matcherFor(value);
    return [(row: T) => matches(cells[row.index] as CellKeys)];
  });
  const [only] = tests;
  if (!only) return core;
  return tests.length === 1 ? core.filter(only) : core.filter((row) => tests.every((passes) => passes(row)));
}
