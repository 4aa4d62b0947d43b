import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { preferences } from "../../src/core/preferences/preferences.service";
import { DataGrid } from "../../src/ui/data-grid/data-grid";
import { viewText } from "../../src/ui/data-grid/grid-views-editing";
import { storyCanvas, typeText } from "../support/story-canvas";
import { poolColumns, poolRows, type PoolRow } from "./grid-fixtures";

const savePreferences = fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
);

/** A grid whose administrator saved two views, the second of them the default. */
function GridWithViews() {
  return (
    <DataGrid<PoolRow> gridId="story-views" label="Desktop pools" columns={poolColumns} data={poolRows(45)} />
  );
}

const meta = {
  title: "UI/Data grid/Saved views",
  component: GridWithViews,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Every data grid with a gridId has a Views menu: the administrator names the current filters, sort, visible columns and widths, switches between views, marks one as the default and copies a link that reopens the grid that way. Nothing to declare; the grid's props are on the Data grid page.",
      },
    },
  },
  beforeEach: () => {
    setApiFetch(savePreferences);
    preferences.value = {
      adminTimeoutInMinutes: null,
      gridPreferences: {
        "story-views.views": [
          viewText({
            name: "Busiest first",
            isDefault: false,
            sort: { field: "sessions", desc: true },
            filters: {},
            hidden: [],
            widths: {},
          }),
          viewText({
            name: "Names only",
            isDefault: true,
            filters: {},
            hidden: ["description", "status", "sessions"],
            widths: { name: 320 },
          }),
        ],
      },
    };
    return () => {
      preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
      savePreferences.mockClear();
    };
  },
} satisfies Meta<typeof GridWithViews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid opens in the default view; the menu applies, saves, makes default and deletes views. */
export const ViewsMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Desktop pools" });
    await expect(within(grid).queryByRole("columnheader", { name: /Description/ })).toBeNull();
    await fireEvent.click(canvas.getByRole("button", { name: "Views" }));
    const menu = await canvas.findByRole("group", { name: "Saved views" });
    await expect(within(menu).getByRole("button", { name: "Names only" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await fireEvent.click(within(menu).getByRole("button", { name: "Busiest first" }));
    await expect(within(grid).getByRole("columnheader", { name: /Sessions/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await typeText(within(menu).getByLabelText("View name"), "Mine");
    await fireEvent.click(within(menu).getByRole("button", { name: "Save view" }));
    await expect(within(menu).getByRole("status")).toHaveTextContent("View Mine saved.");
    await fireEvent.click(within(menu).getByRole("button", { name: "Default view: Mine" }));
    await fireEvent.click(within(menu).getByRole("button", { name: "Delete view Names only" }));
    await waitFor(() => expect(savePreferences).toHaveBeenCalled(), { timeout: 3000 });
    await expect(within(menu).getAllByRole("listitem")).toHaveLength(2);
  },
};
