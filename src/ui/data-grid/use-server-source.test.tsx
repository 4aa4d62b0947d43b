import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { DataGrid, REFRESH_DEBOUNCE_MS, type GridToolbarContext } from "./data-grid";

interface Row {
  id: string;
  name: string;
}

afterEach(() => vi.useRealTimers());

describe("server-driven refresh", () => {
  it("sends one request for a burst of refreshes, REFRESH_DEBOUNCE_MS after the last", async () => {
    vi.useFakeTimers();
    const fetchPage = vi.fn(async (_state: GridState): Promise<PageResult<Row>> => ({
      rows: [{ id: "1", name: "one" }],
      total: 1,
    }));
    let toolbarRefresh = () => {};
    render(
      <DataGrid<Row>
        gridId="rows"
        label="Rows"
        columns={[{ field: "name", label: "Name" }]}
        fetchPage={fetchPage}
        toolbar={(context: GridToolbarContext<Row>) => {
          toolbarRefresh = context.refresh;
          return null;
        }}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchPage).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 100));
    act(() => toolbarRefresh());
    act(() => toolbarRefresh());
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS * 3));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
