import {
  tableFeatures,
  type ColumnDef,
  type Row as TableRow,
  type ReactTable,
  type RowData,
} from "@tanstack/react-table";
import type { GridFilter } from "../../core/query/grid-state";
import { cellKeys, type CellFilter, type KeyedColumn } from "./fast-row-models";
import { columnValue, normalisedTextMatcher, valueText, type GridColumn } from "./grid-column";
import type { ColumnFiltersState } from "./grid-table-state";

/**
 * TanStack Table's core alone (columns, rows, cells): the grid keeps its sort, filters, paging, selection
 * and column visibility itself and sorts and filters with its own row models (decision 0038).
 */
export const gridFeatures = tableFeatures({});
export type GridFeatures = typeof gridFeatures;
/** The grid's TanStack table. */
export type GridTable<Row extends RowData> = ReactTable<GridFeatures, Row>;
/** One row of the grid's TanStack table. */
export type GridTableRow<Row extends RowData> = TableRow<GridFeatures, Row>;

/** The row's `id` field as text: the row id unless the grid is given its own. */
export function defaultRowId(row: unknown): string {
  return valueText((row as { id?: unknown }).id);
}

/** The spec's isClrGridRowDisabled row flag. */
export function defaultIsRowDisabled(row: unknown): boolean {
  return (row as { isClrGridRowDisabled?: unknown }).isClrGridRowDisabled === true;
}

const CHECKBOX_FILTER: CellFilter = {
  matcherFor: (values) =>
    !Array.isArray(values) || values.length === 0 ? () => true : (cell) => values.includes(cell.raw),
};

function textFilter(operator: Parameters<typeof normalisedTextMatcher>[1]): CellFilter {
  return {
    matcherFor: (wanted) => {
      const matches = normalisedTextMatcher(String(wanted), operator);
      return (cell) => matches(cell.text);
    },
    resolveFilterValue: (value) => valueText(value).trim().toLowerCase(),
  };
}

/** The grid's columns as the row models see them: keyed values, text and checkbox filters, comparators. */
export function keyedColumnsOf<Row>(columns: readonly GridColumn<Row>[]): KeyedColumn[] {
  return columns.map((column): KeyedColumn => {
    const filter = column.filter;
    const keyed: KeyedColumn = {
      id: column.field,
      accessorFn: (row: Row) => cellKeys(columnValue(column, row)),
    };
    if (filter) keyed.filter = filter.type === "CHECKBOX" ? CHECKBOX_FILTER : textFilter(filter.operator);
    if (column.comparator) keyed.comparator = column.comparator;
    return keyed;
  });
}

/** TanStack column definitions of the keyed columns: each cell's value is its keys. */
export function tableColumnsOf<Row extends RowData>(
  columns: readonly KeyedColumn[],
): ColumnDef<GridFeatures, Row>[] {
  return columns.map(({ id, accessorFn }) => ({ id, accessorFn: accessorFn as (row: Row) => unknown }));
}

/**
 * Grid filters as the table's column filters, each on the column that filters its field; filters no
 * column offers are left out.
 */
export function toColumnFilters<Row>(
  filters: readonly GridFilter[],
  columns: readonly GridColumn<Row>[],
): ColumnFiltersState {
  return filters.flatMap((filter) => {
    const column = columns.find(
      (candidate) =>
        (candidate.filterField ?? candidate.field) === filter.field && candidate.filter?.type === filter.kind,
    );
    if (!column) return [];
    return [{ id: column.field, value: filter.kind === "CHECKBOX" ? [...filter.values] : filter.value }];
  });
}

/** The table's column filters as the query layer's grid filters (server-driven grids). */
export function toGridFilters<Row>(
  filters: ColumnFiltersState,
  byField: ReadonlyMap<string, GridColumn<Row>>,
): GridFilter[] {
  return filters.flatMap((filter): GridFilter[] => {
    const column = byField.get(filter.id);
    if (!column?.filter) return [];
    const field = column.filterField ?? column.field;
    if (column.filter.type === "CHECKBOX") {
      return [
        { field, kind: "CHECKBOX", values: Array.isArray(filter.value) ? filter.value.map(valueText) : [] },
      ];
    }
    const gridFilter: GridFilter = { field, kind: "STRING", value: valueText(filter.value) };
    if (column.filter.operator) gridFilter.operator = column.filter.operator;
    return [gridFilter];
  });
}
