import { GRID_PAGE_SIZES } from "../src/core/query/grid-state";
import type { GridHostConfig } from "../src/ui/grid-host/grid-host-context";

/** The grid attributes as r2wc hands them over: numbers may be NaN, strings anything a portal wrote. */
export interface GridAttributeValues {
  pageSize?: number | undefined;
  page?: number | undefined;
  selected?: string | undefined;
  expanded?: string | undefined;
  paginationText?: string | undefined;
}

function positiveInteger(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.trunc(value) : undefined;
}

/**
 * The section's grid settings from a portal's attributes. A page size the footer does not offer takes the
 * next size it does (the largest above them all), so the footer always names the size in force; values
 * that mean nothing are left out rather than guessed.
 */
export function gridHostConfigOf(values: GridAttributeValues): GridHostConfig {
  const size = positiveInteger(values.pageSize);
  const ids = values.selected
    ?.split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  return {
    pageSize:
      size === undefined
        ? undefined
        : (GRID_PAGE_SIZES.find((offered) => offered >= size) ?? GRID_PAGE_SIZES.at(-1)),
    currentPageNumber: positiveInteger(values.page),
    selectedRowIds: ids && ids.length > 0 ? ids : undefined,
    showExpanded: values.expanded === "all" ? true : undefined,
    paginationText: values.paginationText?.trim() ? values.paginationText : undefined,
  };
}
