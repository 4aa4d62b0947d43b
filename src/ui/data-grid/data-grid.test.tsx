import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialGridState, type GridState } from "../../core/query/grid-state";
import { QueryService } from "../../core/query/query-service";
import { FakeQueryServer } from "../../core/query/testing/fake-query-server";
import { DataGrid, type DataGridProps } from "./data-grid";
import type { GridColumn } from "./grid-column";

interface Pool {
  id: string;
  name: string;
  type: string;
  sessions: number;
  isClrGridRowDisabled?: boolean;
}

const pools: Pool[] = Array.from({ length: 45 }, (_, index) => ({
  id: `p${index}`,
  name: `pool-${index}`,
  type: index % 3 === 0 ? "MANUAL" : "AUTOMATED",
  sessions: (index * 7) % 13,
}));

const columns: GridColumn<Pool>[] = [
  {
    field: "name",
    label: "Name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
  {
    field: "type",
    label: "Type",
    filter: {
      type: "CHECKBOX",
      options: [
        { value: "AUTOMATED", label: "Automated" },
        { value: "MANUAL", label: "Manual" },
      ],
    },
  },
  { field: "sessions", label: "Sessions" },
  { field: "hiddenByDefault", label: "Extra", isHidden: true, value: () => "x" },
];

function renderGrid(overrides: Partial<DataGridProps<Pool>> = {}) {
  const props = {
    gridId: "pools",
    label: "Pools",
    columns,
    data: pools,
    ...overrides,
  } as DataGridProps<Pool>;
  return render(<DataGrid {...props} />);
}

function bodyRows() {
  return within(screen.getByRole("grid"))
    .getAllByRole("row")
    .filter((row) => row.getAttribute("aria-rowindex") !== "1" && row.hasAttribute("aria-rowindex"));
}

function firstColumnTexts(column = 0) {
  return bodyRows().map((row) => within(row).getAllByRole("gridcell")[column]?.textContent);
}

afterEach(() => vi.useRealTimers());

describe("DataGrid, client-side", () => {
  it("shows the first page of 20 with 'first-last of total' and ARIA counts", () => {
    renderGrid();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText("1-20 of 45")).toBeInTheDocument();
    const grid = screen.getByRole("grid");
    expect(grid).toHaveAttribute("aria-rowcount", "46");
    expect(grid).toHaveAttribute("aria-colcount", "3");
    expect(bodyRows()[0]).toHaveAttribute("aria-rowindex", "2");
  });

  it("pages and changes the page size (20, 50, 100)", () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByText("21-40 of 45")).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveAttribute("aria-rowindex", "22");
    const size = screen.getByLabelText("Rows per page");
    expect(
      within(size)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["20", "50", "100"]);
    fireEvent.change(size, { target: { value: "50" } });
    expect(screen.getByText("1-45 of 45")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(45);
  });

  it("sorts by a column header and reports aria-sort", () => {
    renderGrid();
    const header = screen.getByRole("columnheader", { name: /Sessions/ });
    expect(header).toHaveAttribute("aria-sort", "none");
    fireEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(firstColumnTexts(2)[0]).toBe("0");
    fireEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(firstColumnTexts(2)[0]).toBe("12");
  });

  it("keeps rows with equal values in row order both ways, also when a column is sorted again", () => {
    renderGrid();
    const sessions = () => within(screen.getByRole("columnheader", { name: /Sessions/ })).getByRole("button");
    // Sessions are (index * 7) % 13: 0 for pools 0, 13, 26, 39 and 12 for pools 11, 24, 37.
    const lowest = ["pool-0", "pool-13", "pool-26", "pool-39"];
    const highest = ["pool-11", "pool-24", "pool-37"];
    fireEvent.click(sessions());
    expect(firstColumnTexts().slice(0, 4)).toEqual(lowest);
    fireEvent.click(sessions());
    expect(firstColumnTexts().slice(0, 3)).toEqual(highest);
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button", { name: "Name" }),
    );
    fireEvent.click(sessions());
    expect(firstColumnTexts().slice(0, 4)).toEqual(lowest);
    fireEvent.click(sessions());
    expect(firstColumnTexts().slice(0, 3)).toEqual(highest);
  });

  it("sorts the rows a filter kept, ties in row order both ways, and keeps the sort when the filter changes", async () => {
    renderGrid();
    const sessions = () => within(screen.getByRole("columnheader", { name: /Sessions/ })).getByRole("button");
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    const input = await screen.findByRole("searchbox", { name: "Filter Name" });
    vi.useFakeTimers();
    const filterBy = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: "Enter" });
    };
    // pool-1 and pool-10…19: sessions (index * 7) % 13 are 7, 5, 12, 6, 0, 7, 1, 8, 2, 9, 3 (pool-1 and
    // pool-14 tie at 7).
    filterBy("pool-1");
    fireEvent.click(sessions());
    expect(firstColumnTexts()).toEqual([
      "pool-13",
      "pool-15",
      "pool-17",
      "pool-19",
      "pool-10",
      "pool-12",
      "pool-1",
      "pool-14",
      "pool-16",
      "pool-18",
      "pool-11",
    ]);
    fireEvent.click(sessions());
    expect(firstColumnTexts().slice(0, 6)).toEqual([
      "pool-11",
      "pool-18",
      "pool-16",
      "pool-1",
      "pool-14",
      "pool-12",
    ]);
    filterBy("pool-2");
    // Still descending. pool-2 and pool-20…29: sessions 1, 10, 4, 11, 5, 12, 6, 0, 7, 1, 8 (pool-2 and
    // pool-28 tie at 1).
    expect(firstColumnTexts().slice(0, 3)).toEqual(["pool-24", "pool-22", "pool-20"]);
    expect(firstColumnTexts().slice(-3)).toEqual(["pool-2", "pool-28", "pool-26"]);
  });

  it("starts sorted by a column's default sort order", () => {
    renderGrid({ columns: [columns[0]!, { ...columns[2]!, defaultSortOrder: "desc" }] });
    expect(screen.getByRole("columnheader", { name: /Sessions/ })).toHaveAttribute("aria-sort", "descending");
    expect(firstColumnTexts(1)[0]).toBe("12");
  });

  it("sorts names in natural order", () => {
    renderGrid();
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button", { name: "Name" }),
    );
    expect(firstColumnTexts().slice(0, 3)).toEqual(["pool-0", "pool-1", "pool-2"]);
    expect(firstColumnTexts()[10]).toBe("pool-10");
  });

  it("sorts with a column's own comparator", () => {
    const bySessionsThenName: GridColumn<Pool> = {
      field: "name",
      label: "Name",
      disableTranslation: true,
      comparator: (a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name),
    };
    renderGrid({ columns: [bySessionsThenName, columns[2]!] });
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button", { name: "Name" }),
    );
    expect(firstColumnTexts(1)[0]).toBe("12");
  });

  it("filters by text 500 ms after typing stops", async () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    const input = await screen.findByRole("searchbox", { name: "Filter Name" });
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: "pool-4" } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bodyRows()).toHaveLength(20);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(firstColumnTexts()).toEqual(["pool-4", "pool-40", "pool-41", "pool-42", "pool-43", "pool-44"]);
    expect(screen.getByText("1-6 of 6")).toBeInTheDocument();
  });

  it("filters by text at once on Enter, and keeps what was typed when Escape closes the panel", async () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    const input = await screen.findByRole("searchbox", { name: "Filter Name" });
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: "pool-4" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByText("1-6 of 6")).toBeInTheDocument();

    fireEvent.change(input, { target: { value: "pool-44" } });
    // Chromium empties a search field on Escape unless the key's default is prevented.
    expect(fireEvent.keyDown(input, { key: "Escape" })).toBe(false);
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(firstColumnTexts()).toEqual(["pool-44"]);
    expect(screen.getByRole("button", { name: "Filter Name" })).toHaveAttribute("data-active", "true");
  });

  it("filters by ticked checkbox values", async () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Type" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Manual" }));
    expect(screen.getByText("1-15 of 15")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByText("1-20 of 45")).toBeInTheDocument();
  });

  it("shows placeholder text and sub-text when empty, and a loading indicator while loading", () => {
    const { rerender } = renderGrid({ data: [], placeholderText: "No pools", placeholderSubText: "Add one" });
    expect(screen.getByText("No pools")).toBeInTheDocument();
    expect(screen.getByText("Add one")).toBeInTheDocument();
    expect(screen.getByText("0-0 of 0")).toBeInTheDocument();
    rerender(<DataGrid gridId="pools" label="Pools" columns={columns} data={[]} isLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByText("No items found")).toBeNull();
    expect(screen.getByRole("grid")).toHaveAttribute("aria-busy", "true");
  });

  it("shows a distinct error state with retry", () => {
    const onRefresh = vi.fn();
    renderGrid({ data: [], error: new Error("boom"), onRefresh });
    expect(screen.getByRole("alert")).toHaveTextContent("The list could not be loaded.");
    expect(screen.queryByText("No items found")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("hides columns, brings them all back, and reports one burst of changes once", () => {
    vi.useFakeTimers();
    const onHiddenColumnsChange = vi.fn();
    renderGrid({ onHiddenColumnsChange });
    expect(screen.queryByRole("columnheader", { name: /Extra/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show columns" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Sessions" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Type" }));
    expect(screen.queryByRole("columnheader", { name: /Sessions/ })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onHiddenColumnsChange).toHaveBeenCalledTimes(1);
    expect(onHiddenColumnsChange).toHaveBeenCalledWith("pools", ["type", "sessions", "hiddenByDefault"]);
    // The last visible column cannot be hidden.
    expect(screen.getByRole("checkbox", { name: "Name" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Select all columns" }));
    expect(screen.getByRole("columnheader", { name: /Extra/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onHiddenColumnsChange).toHaveBeenLastCalledWith("pools", []);
  });

  it("starts with the saved hidden columns", () => {
    renderGrid({ hiddenColumns: ["type"] });
    expect(screen.queryByRole("columnheader", { name: /Type/ })).toBeNull();
    expect(screen.getByRole("columnheader", { name: /Extra/ })).toBeInTheDocument();
  });

  it("expands row details with the button and with Enter", () => {
    renderGrid({ renderDetails: (pool) => <p>Details of {pool.name}</p> });
    const [first] = bodyRows();
    fireEvent.click(within(first!).getByRole("button", { name: "Show details" }));
    expect(screen.getByText("Details of pool-0")).toBeInTheDocument();
    const cell = within(bodyRows()[1]!).getAllByRole("gridcell")[0]!;
    fireEvent.keyDown(cell, { key: "Enter" });
    expect(screen.getByText("Details of pool-1")).toBeInTheDocument();
  });

  it("shows a tooltip on overflowing cells, placed on top for the first three rows", () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(200);
    const clientWidth = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(100);
    renderGrid();
    const cellOf = (row: number) => within(bodyRows()[row]!).getAllByRole("gridcell")[0]!;
    fireEvent.pointerEnter(cellOf(2));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-placement", "top");
    expect(cellOf(2)).toHaveAccessibleDescription("pool-2");
    fireEvent.pointerLeave(cellOf(2));
    fireEvent.pointerEnter(cellOf(3));
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-placement", "bottom");
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it("shows no tooltip for a column that opts out, nor for text that fits", () => {
    renderGrid({ columns: [{ ...columns[0]!, disableAutoTooltip: true }, columns[2]!] });
    fireEvent.pointerEnter(within(bodyRows()[0]!).getAllByRole("gridcell")[1]!);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("translates cell text unless the column disables it", () => {
    const data = [{ id: "1", name: "grid.toolbar.refresh", type: "grid.toolbar.refresh", sessions: 1 }];
    renderGrid({ data });
    const cells = within(bodyRows()[0]!).getAllByRole("gridcell");
    expect(cells[0]).toHaveTextContent("grid.toolbar.refresh");
    expect(cells[1]).toHaveTextContent("Refresh");
  });

  it("moves between cells with arrow keys using one tab stop", () => {
    renderGrid();
    const grid = screen.getByRole("grid");
    const stops = () => grid.querySelectorAll('[tabindex="0"]');
    expect(stops()).toHaveLength(1);
    const start = stops()[0] as HTMLElement;
    expect(start).toHaveAttribute("role", "columnheader");
    start.focus();
    fireEvent.keyDown(start, { key: "ArrowDown" });
    expect(document.activeElement).toHaveTextContent("pool-0");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toHaveAttribute("aria-colindex", "2");
    fireEvent.keyDown(document.activeElement!, { key: "End", ctrlKey: true });
    expect(document.activeElement).toHaveTextContent(firstColumnTexts(2)[19]!);
    expect(stops()).toHaveLength(1);
  });

  it("sorts with Enter on a header and opens its filter with Alt+ArrowDown", async () => {
    renderGrid();
    const header = screen.getByRole("columnheader", { name: /Name/ });
    fireEvent.keyDown(header, { key: "Enter" });
    expect(header).toHaveAttribute("aria-sort", "ascending");
    fireEvent.keyDown(header, { key: "ArrowDown", altKey: true });
    expect(await screen.findByRole("searchbox", { name: "Filter Name" })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});

describe("DataGrid, selection", () => {
  it("single-select enables actions one second after a selection", () => {
    vi.useFakeTimers();
    const onSelectionChange = vi.fn();
    renderGrid({
      selection: "single",
      onSelectionChange,
      toolbar: ({ isActionReady, selectedRows }) => (
        <button type="button" disabled={!isActionReady}>
          Edit {selectedRows.map((row) => row.name).join()}
        </button>
      ),
    });
    const edit = () => screen.getByRole("button", { name: /^Edit/ });
    expect(edit()).toBeDisabled();
    fireEvent.click(within(bodyRows()[1]!).getByRole("radio"));
    expect(onSelectionChange).toHaveBeenLastCalledWith([pools[1]], { isAllPagesSelected: false });
    expect(edit()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(edit()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(edit()).toBeEnabled();
    expect(edit()).toHaveTextContent("Edit pool-1");
    fireEvent.click(within(bodyRows()[2]!).getByRole("radio"));
    expect(edit()).toBeDisabled();
  });

  it("multi-select selects with Space and the page checkbox, never disabled rows", () => {
    const data = pools.map((pool, index) => ({ ...pool, isClrGridRowDisabled: index === 1 }));
    const onSelectionChange = vi.fn();
    renderGrid({ data, selection: "multi", onSelectionChange });
    expect(screen.getByRole("grid")).toHaveAttribute("aria-multiselectable", "true");
    const disabledRow = bodyRows()[1]!;
    expect(disabledRow).toHaveAttribute("aria-disabled", "true");
    expect(within(disabledRow).getByRole("checkbox")).toBeDisabled();
    fireEvent.keyDown(within(disabledRow).getAllByRole("gridcell")[1]!, { key: " " });
    expect(disabledRow).toHaveAttribute("aria-selected", "false");
    fireEvent.keyDown(within(bodyRows()[0]!).getAllByRole("gridcell")[1]!, { key: " " });
    expect(bodyRows()[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: "p0" }), expect.objectContaining({ id: "p19" })]),
      { isAllPagesSelected: false },
    );
    const last = onSelectionChange.mock.lastCall?.[0] as Pool[];
    expect(last).toHaveLength(19);
    expect(last.some((pool) => pool.id === "p1")).toBe(false);
  });

  it("disables 'select all pages' with no data or any disabled row", () => {
    const { unmount } = renderGrid({ data: [], selection: "multi" });
    expect(screen.getByRole("switch", { name: "Select all pages" })).toBeDisabled();
    unmount();
    renderGrid({ data: [{ ...pools[0]!, isClrGridRowDisabled: true }, pools[1]!], selection: "multi" });
    expect(screen.getByRole("switch", { name: "Select all pages" })).toBeDisabled();
  });

  it("selects and deselects all pages on a client-side grid", () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selection: "multi", onSelectionChange });
    const toggle = screen.getByRole("switch", { name: "Select all pages" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveAccessibleName("Deselect all pages");
    expect((onSelectionChange.mock.lastCall?.[0] as Pool[]).length).toBe(45);
    fireEvent.click(toggle);
    expect(onSelectionChange).toHaveBeenLastCalledWith([], { isAllPagesSelected: false });
  });
});

describe("DataGrid, virtualization", () => {
  it("renders a bounded number of rows for a large page, with ARIA indexes of the real rows", () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      id: `m${index}`,
      name: `m-${index}`,
      type: "MANUAL",
      sessions: index,
    }));
    renderGrid({ data: many, disablePagination: true });
    const rendered = bodyRows();
    // More than a default page of 20: every row is on the one page, and only those in view are drawn.
    expect(rendered.length).toBeGreaterThan(20);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole("grid")).toHaveAttribute("aria-rowcount", "5001");
    expect(rendered[0]).toHaveAttribute("aria-rowindex", "2");
  });
});

describe("DataGrid, server-driven", () => {
  const machines = Array.from({ length: 95 }, (_, index) => ({
    id: `m${index}`,
    name: `machine-${String(index).padStart(2, "0")}`,
    type: index % 2 ? "MANUAL" : "AUTOMATED",
    sessions: index,
  }));
  let server: FakeQueryServer;
  let service: QueryService;
  let fetchPage: (state: GridState) => ReturnType<QueryService["fetchPage"]>;

  beforeEach(() => {
    // FakeQueryServer implements the query service's cursor protocol in memory.
    server = new FakeQueryServer();
    server.data.set("MachineSummaryView", machines);
    service = new QueryService(server);
    fetchPage = vi.fn((state: GridState) => service.fetchPage("MachineSummaryView", state));
  });

  function renderServerGrid(overrides: Partial<DataGridProps<Pool>> = {}) {
    return render(
      <DataGrid<Pool>
        gridId="machines"
        label="Machines"
        columns={columns}
        fetchPage={fetchPage as DataGridProps<Pool>["fetchPage"] & object}
        {...(overrides as object)}
      />,
    );
  }

  it("asks for one page at a time and shows the server's total", async () => {
    renderServerGrid();
    expect(await screen.findByText("1-20 of 95")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("81-95 of 95")).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(
      { ...initialGridState(), page: { current: 5, size: 20 } },
      expect.anything(),
    );
    expect(server.openCursorCount).toBe(0);
  });

  it("sends sort and filters to the server and goes back to page 1", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderServerGrid();
    await screen.findByText("1-20 of 95");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("21-40 of 95");
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button", { name: "Name" }),
    );
    await screen.findByText("1-20 of 95");
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    fireEvent.change(await screen.findByRole("searchbox"), { target: { value: "machine-9" } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(await screen.findByText("1-5 of 5")).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(
      {
        filters: [{ field: "name", kind: "STRING", value: "machine-9", operator: "Contains" }],
        page: { current: 1, size: 20 },
        sort: { by: "name", reverse: false },
      },
      expect.anything(),
    );
    expect(server.openCursorCount).toBe(0);
  });

  it("shows the error state and retries", async () => {
    server.failNext.add("create");
    renderServerGrid();
    expect(await screen.findByRole("alert")).toHaveTextContent("The list could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1-20 of 95")).toBeInTheDocument();
    expect(server.openCursorCount).toBe(0);
  });

  it("leaves no cursor open when unmounted mid-request", async () => {
    let release = () => {};
    server.gate = new Promise((resolve) => (release = resolve));
    const { unmount } = renderServerGrid();
    unmount();
    release();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(server.calls).toContain("create");
    expect(server.openCursorCount).toBe(0);
    expect(service.openQueryCount.value).toBe(0);
  });

  it("flags all pages selected on a server-driven multi-select grid", async () => {
    const onSelectionChange = vi.fn();
    renderServerGrid({ selection: "multi", onSelectionChange });
    await screen.findByText("1-20 of 95");
    fireEvent.click(screen.getByRole("switch", { name: "Select all pages" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([], { isAllPagesSelected: true });
    expect(bodyRows()[0]).toHaveAttribute("aria-selected", "true");
  });

  it("refreshes the current page", async () => {
    renderServerGrid();
    await screen.findByText("1-20 of 95");
    const calls = vi.mocked(fetchPage).mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(vi.mocked(fetchPage).mock.calls.length).toBe(calls + 1));
    expect(screen.getByText("1-20 of 95")).toBeInTheDocument();
  });
});
