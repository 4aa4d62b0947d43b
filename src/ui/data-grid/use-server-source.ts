import { useEffect, useState } from "react";
import type { GridState } from "../../core/query/grid-state";
import { ServerPager, type PageFetcher } from "../../core/query/server-pager";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";

/**
 * Refreshes of a server-driven grid are debounced by this (spec 001 section 9 names the constant but not
 * its value). A refresh often comes in a burst: the toolbar button, the completion of an action that
 * refreshes its grid, and a host's own refresh. 300 ms folds such a burst, which lands within a frame or
 * two of each other, into one request, yet stays under the ~0.5 s after which a click feels unanswered.
 */
export const REFRESH_DEBOUNCE_MS = 300;

/** A server-driven grid's pages: the pager that loads them, and its refresh. */
export interface ServerSource<Row> {
  pager: ServerPager<Row>;
  /** Reloads the current page once per burst of calls. */
  refresh: () => void;
}

/**
 * One pager per grid, loading a page whenever the grid state changes; undefined for a grid whose rows
 * are in memory (no fetchPage).
 */
export function useServerSource<Row>(
  fetchPage: PageFetcher<Row> | undefined,
  gridState: GridState,
): ServerSource<Row> | undefined {
  const [pager] = useState(() =>
    fetchPage ? new ServerPager<Row>(fetchPage, { filters: [], page: gridState.page }) : undefined,
  );
  // A host that re-renders with a new fetchPage is served by it from the next load on.
  useEffect(() => {
    if (fetchPage) pager?.setFetcher(fetchPage);
  }, [pager, fetchPage]);
  const [reloadCount, setReloadCount] = useState(0);
  useEffect(() => {
    if (pager) void pager.load(gridState);
  }, [pager, gridState, reloadCount]);
  useEffect(() => () => pager?.dispose(), [pager]);
  const refresh = useDebouncedCallback(() => setReloadCount((count) => count + 1), REFRESH_DEBOUNCE_MS);
  return pager ? { pager, refresh } : undefined;
}
