import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, waitFor, within } from "storybook/test";
import { storyCanvas } from "../../support/story-canvas";
import { answerActions, HOST_ACTIONS, HOSTS } from "./host-fixtures";
import { HostList } from "./host-list";

const meta = {
  title: "UI/Section kit/List section",
  component: HostList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A whole list section from declarations: columns, rows (in memory or served page by page), actions with their privilege and request, and the texts. It brings the grid, the action bar, confirmations, per-item results and the named states. Use it for every section whose page is a list of things (pools, farms, machines); docs/sections.md is the recipe.",
      },
    },
  },
  args: {
    title: "RDS hosts",
    part: "rds-hosts",
    gridId: "story-rds-hosts",
    gridLabel: "RDS hosts",
    columns: [
      { field: "name", label: "ui.bulk.item", isAlwaysVisible: true, disableTranslation: true },
      {
        field: "state",
        label: "ui.bulk.outcome",
        // Every enum value shown is a translated text, in the kit's stories too.
        value: (host) =>
          host.state === "ENABLED" ? "desktopPools.value.enabled" : "desktopPools.value.disabled",
      },
    ],
    rows: { data: HOSTS },
    actions: HOST_ACTIONS,
    rowLabel: (host) => host.name,
    placeholderText: "No hosts",
  },
  beforeEach: () => {
    answerActions();
  },
} satisfies Meta<typeof HostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A list section from declarations: select hosts, run the bulk action, see a result per host with the
 * server's reason, retry the refused one.
 */
export const WithBulkAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const boxes = await canvas.findAllByRole("checkbox", { name: "Select row" });
    for (const box of boxes.slice(-3)) await fireEvent.click(box);
    const bar = canvas.getByRole("group", { name: "RDS hosts actions" });
    await fireEvent.click(within(bar).getByText("Item"));
    const confirm = await canvas.findByRole("dialog", { name: "Item" });
    await expect(confirm).toHaveTextContent("these items (3)");
    await expect(confirm).toHaveTextContent("/rest/inventory/v1/rds-servers/action/disable");
    await fireEvent.click(within(confirm).getAllByText("Item").at(-1)!);
    await waitFor(() => expect(canvas.getByText("Succeeded: 2. Failed: 1.")).toBeVisible());
    await expect(canvas.getByText("Failed: The host is draining: try again later")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry failed" })).toBeEnabled();
  },
};
