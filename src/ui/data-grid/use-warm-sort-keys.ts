import { useEffect } from "react";
import { columnKeys } from "./fast-row-models";

/** A row of the table's core rows, whose keys the sorted and filtered row models cache per column. */
interface KeyedRow {
  original: unknown;
  index: number;
}

/** A sortable column and the accessor that gives a row's keys. */
export interface WarmColumn {
  id: string;
  accessorFn: (original: never, index: number) => unknown;
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
 * Computes the cached keys of large client-side grids while the browser is idle, so the first click on a
 * column header (or the first filter) reads cached keys instead of computing one per row first. Stops
 * when the rows or columns change, or the grid unmounts.
 */
export function useWarmSortKeys(rows: readonly KeyedRow[], columns: readonly WarmColumn[]): void {
  useEffect(() => {
    if (rows.length <= WARM_ABOVE_ROWS || columns.length === 0) return undefined;
    let column = 0;
    let next = 0;
    let cancel = whenIdle(function work(deadline) {
      while (column < columns.length && deadline.timeRemaining() > 1) {
        const { id, accessorFn } = columns[column] as WarmColumn;
        next = Math.min(next + CHUNK_ROWS, rows.length);
        columnKeys(rows, id, accessorFn, next);
        if (next >= rows.length) {
          column += 1;
          next = 0;
        }
      }
      if (column < columns.length) cancel = whenIdle(work);
    });
    return () => cancel();
  }, [rows, columns]);
}
