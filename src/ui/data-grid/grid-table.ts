import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ColumnFiltersState,
  type Row as TableRow,
  type ReactTable,
  type RowData,
} from "@tanstack/react-table";
import type { GridFilter } from "../../core/query/grid-state";
import {
  cellFilterFn,
  cellKeys,
  createKeyedSortedRowModel,
  createLeanFilteredRowModel,
} from "./fast-row-models";
import { columnValue, normalisedTextMatcher, valueText, type GridColumn } from "./grid-column";

/** The TanStack Table features every grid uses, with the grid's own sorted and filtered row models. */
export const gridFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  filteredRowModel: createLeanFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});
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

/** TanStack column definitions for the grid's columns: keyed values, text and checkbox filters. */
export function tableColumnsOf<Row extends RowData>(
  columns: readonly GridColumn<Row>[],
): ColumnDef<GridFeatures, Row>[] {
  return columns.map((column): ColumnDef<GridFeatures, Row> => {
    const filter = column.filter;
    const comparator = column.comparator;
    const definition: ColumnDef<GridFeatures, Row> = {
      id: column.field,
      accessorFn: (row: Row) => cellKeys(columnValue(column, row)),
      enableSorting: column.sortable !== false,
      enableColumnFilter: filter !== undefined,
      enableHiding: column.isAlwaysVisible !== true,
      filterFn:
        filter?.type === "CHECKBOX"
          ? cellFilterFn((values) =>
              !Array.isArray(values) || values.length === 0
                ? () => true
                : (cell) => values.includes(cell.raw),
            )
          : cellFilterFn(
              (wanted) => {
                const matches = normalisedTextMatcher(String(wanted), filter?.operator);
                return (cell) => matches(cell.text);
              },
              (value) => valueText(value).trim().toLowerCase(),
            ),
    };
    if (comparator) definition.sortFn = (a, b) => comparator(a.original, b.original);
    return definition;
  });
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
