import { createContext, use } from "react";

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

/** The host's settings where it gave one, else the grid's own props. */
export function useGridHostConfig(own: GridHostConfig): GridHostConfig {
  const host = use(GridHostConfigContext);
  if (!host) return own;
  const merged: GridHostConfig = { ...own };
  for (const [key, value] of Object.entries(host) as [keyof GridHostConfig, unknown][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The footer's range text from a host's template, or undefined where the total is not known. */
export function hostRangeText(
  template: string | undefined,
  range: { first: number; last: number; total: number | undefined },
): string | undefined {
  if (template === undefined || range.total === undefined) return undefined;
  return template
    .replaceAll("{first}", String(range.first))
    .replaceAll("{last}", String(range.last))
    .replaceAll("{total}", String(range.total));
}
