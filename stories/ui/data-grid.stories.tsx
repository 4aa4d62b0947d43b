import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { preferences } from "../../src/core/preferences/preferences.service";
import { ButtonBar } from "../../src/ui/button-bar/button-bar";
import { DataGrid, type DataGridProps } from "../../src/ui/data-grid/data-grid";
import { storyCanvas, typeText } from "../support/story-canvas";
import { fakePoolSource, poolColumns, poolRows, type PoolRow } from "./grid-fixtures";
import { PoolGrid } from "./pool-grid";

const savePreferences = fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
);

/** The grid_preferences of the last PUT the grid's preferences sent. */
function lastSavedGridPreferences(): unknown {
  const body = savePreferences.mock.calls.at(-1)?.[1]?.body;
  return typeof body === "string"
    ? (JSON.parse(body) as { grid_preferences: unknown }).grid_preferences
    : undefined;
}

const meta = {
  title: "UI/Data grid",
  component: PoolGrid,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The console's one data grid, in six variants from two choices: rows in memory (`data`) or served page by page (`fetchPage`), and no, single or multi selection. Use it for every list; a section gets it through the list section, and an item's tab through ItemTabGrid. It sorts, filters, pages, exports, resizes and hides columns, keeps those choices and saved views in the administrator's preferences, and renders only the rows in view on long pages.",
      },
    },
  },
  args: {
    gridId: "story-pools",
    label: "Desktop pools",
    columns: poolColumns,
    data: poolRows(45),
    isExportable: true,
    onHiddenColumnsChange: fn(),
    onSelectionChange: fn(),
  },
  // Preferences saves go to a stub that answers like the pod (204); each story starts with none saved.
  beforeEach: () => {
    setApiFetch(savePreferences);
    return () => {
      preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
      savePreferences.mockClear();
    };
  },
} satisfies Meta<typeof PoolGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement) {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => row.hasAttribute("aria-rowindex") && row.getAttribute("aria-rowindex") !== "1");
}

/** Client-side: sort, filter, page and hide columns in the browser. */
export const ClientSide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Desktop pools" });
    await expect(canvas.getByText("1-20 of 45")).toBeInTheDocument();
    const header = canvas.getByRole("columnheader", { name: /Sessions/ });
    await fireEvent.click(within(header).getByRole("button", { name: "Sessions" }));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await fireEvent.click(canvas.getByRole("button", { name: "Filter Name" }));
    await typeText(await canvas.findByRole("searchbox", { name: "Filter Name" }), "Pool 004");
    await waitFor(() => expect(canvas.getByText("1-1 of 1")).toBeInTheDocument(), { timeout: 2000 });
    await expect(bodyRows(grid)).toHaveLength(1);
    await fireEvent.click(canvas.getByRole("button", { name: "Show columns" }));
    await fireEvent.click(canvas.getByRole("checkbox", { name: "Description" }));
    await waitFor(() => expect(args.onHiddenColumnsChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onHiddenColumnsChange).toHaveBeenCalledWith("story-pools", ["description", "status"]);
  },
};

/** Single-select: actions come alive one second after a row is picked. */
export const SingleSelect: Story = {
  args: {
    selection: "single",
    toolbar: ({ isActionReady }) => (
      <ButtonBar
        label="Pool actions"
        can={() => true}
        items={[{ id: "edit", label: "ui.action.ok", onClick: () => {}, isDisabled: !isActionReady }]}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    const action = canvas.getByRole("button", { name: "OK" });
    await expect(action).toBeDisabled();
    await fireEvent.click(within(bodyRows(grid)[2]!).getByRole("radio"));
    await expect(args.onSelectionChange).toHaveBeenCalledWith([expect.objectContaining({ id: "pool-2" })], {
      isAllPagesSelected: false,
    });
    await expect(action).toBeDisabled();
    await waitFor(() => expect(action).toBeEnabled(), { timeout: 2500 });
  },
};

/** Multi-select with disabled rows: they are greyed, unselectable, and 'select all pages' is off. */
export const MultiSelect: Story = {
  args: { selection: "multi", data: poolRows(45, true) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    await expect(grid).toHaveAttribute("aria-multiselectable", "true");
    const disabled = bodyRows(grid)[3]!;
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await expect(within(disabled).getByRole("checkbox")).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Select all pages" })).toBeDisabled();
    await fireEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    await expect(bodyRows(grid).filter((row) => row.getAttribute("aria-selected") === "true")).toHaveLength(
      17,
    );
  },
};

function ServerGrid(props: Omit<DataGridProps<PoolRow>, "data" | "fetchPage"> & { count?: number }) {
  const [source] = useState(() => fakePoolSource(props.count ?? 95, props.selection === "multi"));
  return <DataGrid {...props} fetchPage={source.fetchPage} fetchAll={source.fetchAll} />;
}

/** Server-driven: every page, sort and filter is one query; no cursor stays open. */
export const ServerDriven: Story = {
  render: (args) => <ServerGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("1-20 of 95");
    await fireEvent.click(canvas.getByRole("button", { name: "Last page" }));
    await canvas.findByText("81-95 of 95");
    await fireEvent.click(canvas.getByRole("button", { name: "Filter Type" }));
    await fireEvent.click(await canvas.findByRole("checkbox", { name: "RDS" }));
    await canvas.findByText("1-20 of 31");
  },
};

/** Server-driven single-select. */
export const ServerDrivenSingleSelect: Story = {
  args: { selection: "single" },
  render: (args) => <ServerGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("1-20 of 95");
    await fireEvent.click(canvas.getAllByRole("radio", { name: "Select row" })[0]!);
    await expect(args.onSelectionChange).toHaveBeenCalledWith([expect.objectContaining({ id: "pool-0" })], {
      isAllPagesSelected: false,
    });
  },
};

/** Server-driven multi-select: 'select all pages' flags every row of every page. */
export const ServerDrivenMultiSelect: Story = {
  args: { selection: "multi" },
  render: (args) => <ServerGrid {...args} count={60} />,
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("1-20 of 60");
    // The source has disabled rows on this page, so selecting every page is not offered.
    await expect(canvas.getByRole("switch", { name: "Select all pages" })).toBeDisabled();
    await fireEvent.click(canvas.getAllByRole("checkbox", { name: "Select row" })[0]!);
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

/** Expandable row details, with Enter on a focused row. */
export const WithDetails: Story = {
  args: { renderDetails: (row: PoolRow) => <p>Details of {row.name}</p> },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    await fireEvent.click(within(bodyRows(grid)[0]!).getByRole("button", { name: "Show details" }));
    await expect(canvas.getByText("Details of Pool 001")).toBeInTheDocument();
  },
};

/**
 * What a portal sets on a section element (page, selected, expanded, pagination-text): the grid opens on
 * page 2 with two rows selected and every row's details shown, and says the range in the portal's words.
 */
export const PortalSettings: Story = {
  args: {
    selection: "multi",
    currentPageNumber: 2,
    selectedRowIds: ["pool-21", "pool-23"],
    showExpanded: true,
    paginationText: "Pools {first} to {last} of {total}",
    renderDetails: (row: PoolRow) => <p>Details of {row.name}</p>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("Pools 21 to 40 of 45")).toBeInTheDocument();
    await expect(canvas.getByText("Details of Pool 021")).toBeInTheDocument();
    await waitFor(() =>
      expect(args.onSelectionChange).toHaveBeenLastCalledWith(
        [expect.objectContaining({ id: "pool-21" }), expect.objectContaining({ id: "pool-23" })],
        { isAllPagesSelected: false },
      ),
    );
  },
};

/** Arrow keys move one focus through header and cells. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    const start = grid.querySelector<HTMLElement>('[tabindex="0"]')!;
    start.focus();
    await fireEvent.keyDown(start, { key: "ArrowDown" });
    const root = canvasElement.querySelector('[data-testid="story-host"]')!.shadowRoot!;
    await expect(root.activeElement).toHaveTextContent("Pool 001");
    await fireEvent.keyDown(root.activeElement!, { key: "ArrowRight" });
    await expect(root.activeElement).toHaveAttribute("aria-colindex", "2");
  },
};

/** Many rows without pagination render only the rows in view. */
export const Virtualized: Story = {
  args: { data: poolRows(20000), disablePagination: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    await expect(grid).toHaveAttribute("aria-rowcount", "20001");
    await expect(bodyRows(grid).length).toBeLessThan(80);
  },
};

export const Empty: Story = {
  args: {
    data: [],
    placeholderText: "No desktop pools yet",
    placeholderSubText: "Add a pool to get started.",
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("No desktop pools yet")).toBeInTheDocument();
    await expect(canvas.getByText("Add a pool to get started.")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await storyCanvas(canvasElement).findByRole("status")).toHaveTextContent("Loading…");
  },
};

const onRetry = fn();

export const LoadError: Story = {
  args: { data: [], error: new Error("HTTP 500"), onRefresh: onRetry },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The list could not be loaded.");
    await fireEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Drag a header's edge, or focus it and use the arrow keys (Shift for bigger steps, Home/End for the limits). */
export const ResizableColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("grid");
    const handle = canvas.getByRole("separator", { name: "Resize column Sessions" });
    await expect(handle).toHaveAttribute("aria-orientation", "vertical");
    handle.focus();
    await fireEvent.keyDown(handle, { key: "Home" });
    await expect(handle).toHaveAttribute("aria-valuenow", "64");
    await fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    await fireEvent.keyDown(handle, { key: "ArrowRight" });
    await expect(handle).toHaveAttribute("aria-valuenow", "144");
    const header = canvas.getByRole("columnheader", { name: /Sessions/ });
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().width)).toBe(144));
    await waitFor(
      () => expect(lastSavedGridPreferences()).toEqual({ "story-pools.widths": ["sessions=144"] }),
      { timeout: 2500 },
    );
  },
};

/**
 * Without a host keeping its columns (no onHiddenColumnsChange), the grid restores the administrator's
 * saved hidden columns and widths, and saves changes one second after the last.
 */
export const SavedColumns: Story = {
  args: { gridId: "story-saved", onHiddenColumnsChange: undefined },
  beforeEach: () => {
    preferences.value = {
      adminTimeoutInMinutes: null,
      gridPreferences: { "story-saved": ["type"], "story-saved.widths": ["name=260"] },
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("grid");
    await expect(canvas.queryByRole("columnheader", { name: /Type/ })).toBeNull();
    await expect(canvas.getByRole("columnheader", { name: /Status/ })).toBeInTheDocument();
    await expect(canvas.getByRole("separator", { name: "Resize column Name" })).toHaveAttribute(
      "aria-valuenow",
      "260",
    );
    await fireEvent.click(canvas.getByRole("button", { name: "Show columns" }));
    await fireEvent.click(canvas.getByRole("checkbox", { name: "Description" }));
    await waitFor(
      () =>
        expect(lastSavedGridPreferences()).toEqual({
          "story-saved": ["type", "description"],
          "story-saved.widths": ["name=260"],
        }),
      { timeout: 2500 },
    );
  },
};

/** Sort, filter, expand and page controls draw inline SVG icons in the text colour, never font glyphs. */
export const Icons: Story = {
  args: { renderDetails: (row: PoolRow) => <p>Details of {row.name}</p> },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid");
    const sortButton = within(canvas.getByRole("columnheader", { name: /Sessions/ })).getByRole("button", {
      name: "Sessions",
    });
    const sortIcon = () => sortButton.querySelector("svg")?.getAttribute("data-icon");
    await expect(sortIcon()).toBe("sort-unsorted");
    await fireEvent.click(sortButton);
    await expect(sortIcon()).toBe("sort-ascending");
    await fireEvent.click(sortButton);
    await expect(sortIcon()).toBe("sort-descending");
    const filterIcon = canvas.getByRole("button", { name: "Filter Name" }).querySelector("svg")!;
    await expect(filterIcon).toHaveAttribute("aria-hidden", "true");
    await expect(filterIcon.getBoundingClientRect().width).toBeGreaterThan(8);
    const expander = within(bodyRows(grid)[0]!).getByRole("button", { name: "Show details" });
    await expect(expander.querySelector("svg")).toHaveAttribute("data-icon", "chevron-right");
    await fireEvent.click(expander);
    await expect(expander.querySelector("svg")).toHaveAttribute("data-icon", "chevron-down");
    await expect(grid.textContent).not.toMatch(/[▲▼↕⏷▸▾«‹›»]/u);
  },
};
