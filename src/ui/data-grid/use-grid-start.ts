import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import type { RowSelectionState } from "./grid-table-state";
import type { GridSelectionMode } from "./use-grid-selection";

/** A selection state holding the given row ids. */
export function rowSelectionOf(ids: readonly string[] | undefined): RowSelectionState {
  return Object.fromEntries((ids ?? []).map((id) => [id, true]));
}

/** The page the host asked for that the grid has yet to show, and how it tells it has shown it. */
export interface StartPage {
  /** 0-based; null once shown. While it is pending, the table must not reset the page on new rows. */
  pending: number | null;
  shown: () => void;
}

/**
 * The host's page. A served grid starts there already and only follows later changes; rows in memory
 * arrive after the first render, and their arrival sends the grid back to page 1, so the grid shows the page
 * once they are there (see pageToShow).
 */
export function useStartPage(pageIndex: number, isServer: boolean): StartPage {
  const [pending, setPending] = useState<number | null>(isServer || pageIndex === 0 ? null : pageIndex);
  const [askedFor, setAskedFor] = useState(pageIndex);
  if (askedFor !== pageIndex) {
    setAskedFor(pageIndex);
    setPending(pageIndex);
  }
  return { pending, shown: () => setPending(null) };
}

/** Where a pending page can be shown now: the last page when fewer rows exist; null while rows are loading. */
export function pageToShow(
  pending: number,
  source: { isServer: boolean; isLoading: boolean; rowCount: number; pageSize: number },
): number | null {
  if (source.isServer) return pending;
  if (source.isLoading || source.rowCount === 0) return null;
  return Math.min(pending, Math.max(0, Math.ceil(source.rowCount / source.pageSize) - 1));
}

/** Replaces the selection when the host gives a new list of row ids (the first list is the start state). */
export function useHostSelection(
  ids: readonly string[] | undefined,
  selection: GridSelectionMode,
  setRowSelection: Dispatch<SetStateAction<RowSelectionState>>,
) {
  const key = (ids ?? []).join("\u0000");
  const appliedKey = useRef(key);
  useEffect(() => {
    if (appliedKey.current === key) return;
    appliedKey.current = key;
    setRowSelection(rowSelectionOf(selection === "single" ? ids?.slice(0, 1) : ids));
  }, [key, ids, selection, setRowSelection]);
}
