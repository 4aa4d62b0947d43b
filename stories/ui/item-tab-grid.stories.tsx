import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import type { ItemPageReader } from "../../src/core/query/rest-list-source";
import { ItemTabGrid } from "../../src/ui/data-grid/item-tab-grid";
import { storyCanvas } from "../support/story-canvas";
import { poolColumns, poolRows, type PoolRow } from "./grid-fixtures";

/** An item's rows served page by page, as restItemPages reads them from a REST list: here 30 per item. */
const readItemPools: ItemPageReader<PoolRow> = async (itemKey, state) => {
  const rows = poolRows(30).map((row) => ({ ...row, id: `${itemKey}-${row.id}` }));
  const start = (state.page.current - 1) * state.page.size;
  return { rows: rows.slice(start, start + state.page.size), hasMore: start + state.page.size < rows.length };
};

/** An item with no rows. */
const readNothing: ItemPageReader<PoolRow> = () => Promise.resolve({ rows: [], hasMore: false });

const meta = {
  title: "UI/Item tab grid",
  component: ItemTabGrid<PoolRow>,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "One of an item's lists on a tab of its page (a pool's machines, a farm's sessions, a machine's events): the data grid served page by page for that item, reading afresh when the item changes. Declare the reader once at module level with restItemPages(path, field); events pass NEWEST_FIRST as their default sort.",
      },
    },
  },
  args: {
    gridId: "story-item-tab",
    label: "Machines of Sales-Win11-01",
    emptyText: "This pool has no machines.",
    columns: poolColumns,
    itemKey: "sales-win11-01",
    readPage: readItemPools,
  },
} satisfies Meta<typeof ItemTabGrid<PoolRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The item's first page of rows. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Machines of Sales-Win11-01" });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1));
  },
};

/** An item without rows says so. */
export const Empty: Story = {
  args: { readPage: readNothing },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("This pool has no machines.")).toBeVisible();
  },
};
