import { useEffect } from "react";

/** A row whose cell values TanStack computes once and caches. */
interface CachingRow {
  getValue(columnId: string): unknown;
}

/** Below this many rows a first sort is fast enough without warming. */
const WARM_ABOVE_ROWS = 2000;
/** Rows computed between checks of the idle deadline. */
const CHUNK_ROWS = 500;

interface IdleDeadlineLike {
  timeRemaining(): number;
}

function whenIdle(work: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  // Browsers without idle callbacks: short slices between tasks.
  const handle = setTimeout(() => {
    const end = performance.now() + 8;
    work({ timeRemaining: () => end - performance.now() });
  }, 16);
  return () => clearTimeout(handle);
}

/**
 * Computes the cached sort keys of large client-side grids while the browser is idle, so the first click
 * on a column header sorts cached keys instead of computing one per row first. Stops when the rows or
 * columns change, or the grid unmounts.
 */
export function useWarmSortKeys(rows: readonly CachingRow[], columnIds: readonly string[]): void {
  useEffect(() => {
    if (rows.length <= WARM_ABOVE_ROWS || columnIds.length === 0) return undefined;
    let column = 0;
    let next = 0;
    let cancel = whenIdle(function work(deadline) {
      while (column < columnIds.length && deadline.timeRemaining() > 1) {
        const columnId = columnIds[column] ?? "";
        const end = Math.min(next + CHUNK_ROWS, rows.length);
        for (; next < end; next += 1) rows[next]?.getValue(columnId);
        if (next >= rows.length) {
          column += 1;
          next = 0;
        }
      }
      if (column < columnIds.length) cancel = whenIdle(work);
    });
    return () => cancel();
  }, [rows, columnIds]);
}
