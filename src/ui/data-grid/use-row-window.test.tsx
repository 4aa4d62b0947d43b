import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useRowWindow, type RowWindow } from "./use-row-window";

afterEach(cleanup);

const ROW = 36;

/** Renders the hook over a scroll box; happy-dom has no layout, so heights are set by hand. */
function mountWindow(count: number, viewportHeight = 360) {
  let latest: RowWindow | undefined;
  function Probe({ rows }: { rows: number }) {
    const scrollRef = useRef<HTMLDivElement>(null);
    latest = useRowWindow({
      count: rows,
      scrollRef,
      estimatedRowHeight: ROW,
      overscan: 2,
      initialViewportHeight: viewportHeight,
    });
    return (
      <div ref={scrollRef}>
        {latest.items.map((item) => (
          <div key={item.index} data-index={item.index} />
        ))}
      </div>
    );
  }
  const view = render(<Probe rows={count} />);
  const box = view.container.firstElementChild as HTMLDivElement;
  return {
    get window(): RowWindow {
      if (!latest) throw new Error("not rendered");
      return latest;
    },
    scrollTo(top: number) {
      act(() => {
        box.scrollTop = top;
        box.dispatchEvent(new Event("scroll"));
      });
    },
    rerender(rows: number) {
      view.rerender(<Probe rows={rows} />);
    },
    box: () => box,
  };
}

/** A rendered row whose measured height is `height`. */
function rowOfHeight(index: number, height: number): HTMLElement {
  const element = document.createElement("div");
  element.dataset.index = String(index);
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  return element;
}

const indexes = (window: RowWindow) => window.items.map((item) => item.index);

describe("the row window", () => {
  it("renders the rows of the viewport plus the overscan, and sizes the spacer for all rows", () => {
    const grid = mountWindow(100_000);
    // 360 px shows rows 0-10; two more below.
    expect(indexes(grid.window)).toEqual(Array.from({ length: 13 }, (_, index) => index));
    expect(grid.window.totalHeight).toBe(100_000 * ROW);
    grid.scrollTo(3600);
    expect(grid.window.items[0]).toEqual({ index: 98, start: 98 * ROW });
    expect(indexes(grid.window).at(-1)).toBe(112);
  });

  it("moves the rows after a measured taller row, and the total with them", () => {
    const grid = mountWindow(1000);
    act(() => grid.window.measureRow(rowOfHeight(3, ROW + 100)));
    expect(grid.window.items.find((item) => item.index === 4)?.start).toBe(4 * ROW + 100);
    expect(grid.window.items.find((item) => item.index === 2)?.start).toBe(2 * ROW);
    expect(grid.window.totalHeight).toBe(1000 * ROW + 100);
    // Back to the estimate: the difference is forgotten.
    act(() => grid.window.measureRow(rowOfHeight(3, ROW)));
    expect(grid.window.totalHeight).toBe(1000 * ROW);
  });

  it("scrolls the least distance that shows a row whole, and renders it at once", () => {
    const grid = mountWindow(1000);
    act(() => grid.window.scrollToIndex(500));
    expect(grid.box().scrollTop).toBe(501 * ROW - 360);
    expect(indexes(grid.window)).toContain(500);
    act(() => grid.window.scrollToIndex(10));
    expect(grid.box().scrollTop).toBe(10 * ROW);
    expect(indexes(grid.window)).toContain(10);
  });

  it("follows a shrinking row count (a filter) without rendering rows that are gone", () => {
    const grid = mountWindow(1000);
    grid.scrollTo(20_000);
    grid.rerender(5);
    expect(indexes(grid.window)).toEqual([0, 1, 2, 3, 4]);
    expect(grid.window.totalHeight).toBe(5 * ROW);
    grid.rerender(0);
    expect(grid.window.items).toEqual([]);
    expect(grid.window.totalHeight).toBe(0);
  });
});
