import { useMemo, useState } from "react";
import { filterRows, sortRows, type KeyedColumn } from "./fast-row-models";
import type { ColumnFiltersState, PaginationState, SortingState } from "./grid-table-state";

/** A row of the table's core rows. */
interface CoreRow {
  id: string;
  original: unknown;
  index: number;
}

export interface ClientRowsOptions<T extends CoreRow> {
  /** The table's core rows, one per data row in the data's order. */
  coreRows: readonly T[];
  columns: readonly KeyedColumn[];
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
  /** The server sorts, filters and pages: the core rows are the page. */
  isServer: boolean;
  /** The rows are shown a page at a time. */
  isPaged: boolean;
  /** The page must stay where it is when the rows change (a start page waiting for its rows). */
  keepsPage: boolean;
  /** Sends the grid back to its first page. */
  onPageReset: () => void;
}

/** The rows the filters keep, sorted, and the page of them shown. */
export interface ClientRows<T> {
  /** The rows the filters keep, in the data's order. */
  filteredRows: readonly T[];
  /** The same rows sorted: every page. */
  sortedRows: readonly T[];
  /** The page shown. */
  rows: readonly T[];
}

/**
 * The grid's row pipeline over rows in memory: filtered on the columns' cached keys, sorted by one column,
 * paged. New rows, filters or sort send a paged grid back to its first page, as a list that changed under
 * the administrator starts again from its top.
 */
export function useClientRows<T extends CoreRow>(options: ClientRowsOptions<T>): ClientRows<T> {
  const { coreRows, columns, sorting, columnFilters, pagination, isServer, isPaged } = options;
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const filteredRows = useMemo(
    () => (isServer ? coreRows : filterRows(coreRows, columnFilters, (id) => byId.get(id))),
    [coreRows, columnFilters, byId, isServer],
  );
  const sortedRows = useMemo(() => {
    const sort = sorting[0];
    return isServer ? filteredRows : sortRows(coreRows, filteredRows, sort, sort && byId.get(sort.id));
  }, [coreRows, filteredRows, sorting, byId, isServer]);
  const { pageIndex, pageSize } = pagination;
  const rows = useMemo(() => {
    if (!isPaged || sortedRows.length === 0) return sortedRows;
    const pageStart = pageIndex * pageSize;
    return sortedRows.slice(pageStart, pageStart + pageSize);
  }, [sortedRows, isPaged, pageIndex, pageSize]);

  const [seen, setSeen] = useState({ coreRows, columnFilters, sorting });
  if (seen.coreRows !== coreRows || seen.columnFilters !== columnFilters || seen.sorting !== sorting) {
    setSeen({ coreRows, columnFilters, sorting });
    if (isPaged && !options.keepsPage && pageIndex !== 0) options.onPageReset();
  }
  return { filteredRows, sortedRows, rows };
}
