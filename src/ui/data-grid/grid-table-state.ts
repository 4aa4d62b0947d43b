// The grid's own table state: sort, column filters, paging, selection and column visibility are kept by
// the grid, not by TanStack Table's features (decision 0038). The shapes are TanStack's, so saved views and
// the URL state read the same.

/** The sorted column and its direction; the grid sorts by one column at a time. */
export interface ColumnSort {
  id: string;
  desc: boolean;
}
export type SortingState = ColumnSort[];

/** A column's filter value: the text of a text filter, the ticked values of a checkbox filter. */
export interface ColumnFilter {
  id: string;
  value: unknown;
}
export type ColumnFiltersState = ColumnFilter[];

/** The page shown, 0-based, and the rows per page. */
export interface PaginationState {
  pageIndex: number;
  pageSize: number;
}

/** Selected row ids. */
export type RowSelectionState = Record<string, boolean>;

/** Column visibility by field: a column is shown unless it is false. */
export type ColumnVisibilityState = Record<string, boolean>;

/**
 * The filters with one column's value set: an empty text or no value removes the column's filter (what a
 * cleared filter field means).
 */
export function withFilterValue(filters: ColumnFiltersState, id: string, value: unknown): ColumnFiltersState {
  const others = filters.filter((filter) => filter.id !== id);
  if (value === undefined || value === "") return others;
  const index = filters.findIndex((filter) => filter.id === id);
  if (index === -1) return [...filters, { id, value }];
  return filters.map((filter) => (filter.id === id ? { id, value } : filter));
}
