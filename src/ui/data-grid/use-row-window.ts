import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

export interface RowWindowOptions {
  /** How many rows there are. */
  count: number;
  /** The scrolling element the rows are laid out in. */
  scrollRef: RefObject<HTMLElement | null>;
  /** The height of a row until it is measured; most rows keep it. */
  estimatedRowHeight: number;
  /** Rows rendered beyond each edge of the viewport, so a scroll step shows rows already there. */
  overscan: number;
  /** The viewport height assumed until the scrolling element has one (first render, no layout). */
  initialViewportHeight: number;
}

export interface RowWindowItem {
  index: number;
  /** Offset of the row's top from the top of the rows, in pixels. */
  start: number;
}

export interface RowWindow {
  /** The rows to render, in order. */
  items: RowWindowItem[];
  /** The height of all rows together, for the spacer that gives the scrollbar its length. */
  totalHeight: number;
  /** Ref callback for a rendered row carrying `data-index`: its real height replaces the estimate. */
  measureRow: (element: HTMLElement | null) => void;
  /** Scrolls the least distance that shows the row whole. */
  scrollToIndex: (index: number) => void;
}

interface VisibleRange {
  first: number;
  last: number;
}

/** The scrolling element's scroll offset and height, as last read. */
interface ViewportSample {
  top: number;
  height: number;
}

/**
 * Row heights as the estimate plus the few rows that differ from it (an expanded row's details). Offsets
 * are computed from the differences alone, so 100,000 rows cost nothing until some of them are measured.
 */
class RowHeights {
  private readonly differences = new Map<number, number>();
  private sortedIndexes: number[] = [];

  constructor(private readonly estimate: number) {}

  sizeOf(index: number): number {
    return this.estimate + (this.differences.get(index) ?? 0);
  }

  /** Records a measured height; false when nothing changed. */
  set(index: number, height: number): boolean {
    const difference = height - this.estimate;
    if ((this.differences.get(index) ?? 0) === difference) return false;
    if (difference === 0) this.differences.delete(index);
    else this.differences.set(index, difference);
    this.sortedIndexes = [...this.differences.keys()].sort((a, b) => a - b);
    return true;
  }

  /** Forgets rows that no longer exist. */
  truncate(count: number): void {
    if (!this.sortedIndexes.some((index) => index >= count)) return;
    for (const index of this.sortedIndexes) if (index >= count) this.differences.delete(index);
    this.sortedIndexes = this.sortedIndexes.filter((index) => index < count);
  }

  startOf(index: number): number {
    let start = index * this.estimate;
    for (const measured of this.sortedIndexes) {
      if (measured >= index) break;
      start += this.differences.get(measured) ?? 0;
    }
    return start;
  }

  /** The row at an offset from the top (the last row for offsets past the end). */
  indexAt(offset: number, count: number): number {
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.startOf(middle) <= offset) low = middle;
      else high = middle - 1;
    }
    return Math.max(low, 0);
  }
}

/**
 * Renders only the rows in and near the viewport of a scrolling element. State changes when the visible
 * range of rows changes, not on every scrolled pixel; rows measure themselves through `measureRow`.
 */
export function useRowWindow({
  count,
  scrollRef,
  estimatedRowHeight,
  overscan,
  initialViewportHeight,
}: RowWindowOptions): RowWindow {
  // One mutable height table per grid: measurements must not re-render anything by themselves.
  const [heights] = useState(() => new RowHeights(estimatedRowHeight));
  heights.truncate(count);

  const rangeFor = useCallback(
    (scrollTop: number, viewportHeight: number): VisibleRange => {
      if (count === 0) return { first: 0, last: -1 };
      // The browser clamps scrollTop only after layout: a shrunk list must not start past its end.
      const total = heights.startOf(count - 1) + heights.sizeOf(count - 1);
      const top = Math.min(scrollTop, Math.max(0, total - viewportHeight));
      const first = Math.max(0, heights.indexAt(top, count) - overscan);
      const last = Math.min(count - 1, heights.indexAt(top + viewportHeight, count) + overscan);
      return { first, last };
    },
    [count, heights, overscan],
  );

  // Where the viewport was when the visible rows last changed; the rows to render are computed from it
  // for the current count, so a new count (a filter) shows its rows in the same render, without reading
  // the layout again.
  const [view, setView] = useState<ViewportSample>(() => ({ top: 0, height: initialViewportHeight }));
  const range = rangeFor(view.top, view.height);
  // Bumped when a measurement moves rows, so their offsets are read again.
  const [, setLayoutVersion] = useState(0);

  const update = useCallback(() => {
    const element = scrollRef.current;
    const top = element?.scrollTop ?? 0;
    const height = element && element.clientHeight > 0 ? element.clientHeight : initialViewportHeight;
    const next = rangeFor(top, height);
    setView((current) => {
      const shown = rangeFor(current.top, current.height);
      return shown.first === next.first && shown.last === next.last ? current : { top, height };
    });
  }, [scrollRef, rangeFor, initialViewportHeight]);
  const updateRef = useRef(update);

  // Before the first paint: the viewport's real height replaces the assumed one. Afterwards the scroll
  // and resize events report it; a new row count must not read the layout (which forces it) again.
  const hasReadViewport = useRef(false);
  useLayoutEffect(() => {
    updateRef.current = update;
    if (!hasReadViewport.current) {
      hasReadViewport.current = true;
      update();
    }
    const element = scrollRef.current;
    if (!element) return undefined;
    element.addEventListener("scroll", update, { passive: true });
    const viewportObserver = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    viewportObserver?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      viewportObserver?.disconnect();
    };
  }, [scrollRef, update]);

  const rowObserverRef = useRef<ResizeObserver | null>(null);
  // Stable across row counts, so rendered rows (kept across a sort or filter) are not measured again.
  const measure = useCallback(
    (element: Element) => {
      const index = Number((element as HTMLElement).dataset.index);
      const height = element.getBoundingClientRect().height;
      // No layout (height 0) means nothing was measured; keep the estimate.
      if (!Number.isInteger(index) || height <= 0) return;
      if (heights.set(index, height)) {
        setLayoutVersion((version) => version + 1);
        updateRef.current();
      }
    },
    [heights],
  );
  useEffect(
    () => () => {
      rowObserverRef.current?.disconnect();
      rowObserverRef.current = null;
    },
    [],
  );

  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      measure(element);
      if (typeof ResizeObserver === "undefined") return undefined;
      rowObserverRef.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) measure(entry.target);
      });
      const observer = rowObserverRef.current;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [measure],
  );

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element || index < 0 || index >= count) return;
      const start = heights.startOf(index);
      const end = start + heights.sizeOf(index);
      const viewportHeight = element.clientHeight > 0 ? element.clientHeight : initialViewportHeight;
      if (start < element.scrollTop) element.scrollTop = start;
      else if (end > element.scrollTop + viewportHeight) element.scrollTop = end - viewportHeight;
      // The row must be rendered now (keyboard focus moves to it), not after the scroll event.
      const top = element.scrollTop;
      setView((current) => {
        const shown = rangeFor(current.top, current.height);
        const next = rangeFor(top, viewportHeight);
        return index >= shown.first && index <= shown.last && shown.first === next.first
          ? current
          : { top, height: viewportHeight };
      });
    },
    [scrollRef, count, heights, initialViewportHeight, rangeFor],
  );

  const items: RowWindowItem[] = [];
  const last = Math.min(range.last, count - 1);
  let start = range.first <= last ? heights.startOf(range.first) : 0;
  for (let index = range.first; index <= last; index += 1) {
    items.push({ index, start });
    start += heights.sizeOf(index);
  }
  const totalHeight = count === 0 ? 0 : heights.startOf(count - 1) + heights.sizeOf(count - 1);
  return { items, totalHeight, measureRow, scrollToIndex };
}
