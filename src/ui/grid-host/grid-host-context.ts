import { createContext } from "react";

// Outside src/ui/data-grid on purpose: the element frame and the dialog provide this context, and the build
// puts everything under data-grid in the grid's chunk, which pages with no grid must not download.

/**
 * The grid settings a hosting portal gives an element (spec 001 §2, grid config): they apply to the grids of
 * the element's section, never to the grids inside its dialogs (a pool picker keeps its own paging).
 */
export interface GridHostConfig {
  /** Rows per page at the start. */
  pageSize?: number | undefined;
  /** The page shown, 1-based; a new value moves the grid there. */
  currentPageNumber?: number | undefined;
  /** Ids of the rows selected at the start; a new list replaces the selection. */
  selectedRowIds?: readonly string[] | undefined;
  /** Rows start with their details shown. */
  showExpanded?: boolean | undefined;
  /** The footer's range text with {first}, {last} and {total}, already in the page's language. */
  paginationText?: string | undefined;
}

export const GridHostConfigContext = createContext<GridHostConfig | null>(null);
