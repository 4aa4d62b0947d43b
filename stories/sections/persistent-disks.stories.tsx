import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { PersistentDisksSection } from "../../src/sections/persistent-disks/persistent-disks-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "attached" | "detached";
}

const meta = {
  title: "Sections/Persistent disks",
  args: { username: "admin", tab: "attached" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: { control: "select", options: ["attached", "detached"] },
  },
  beforeEach: signInForStory,
  render: ({ tab }) => <PersistentDisksSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The disks attached to the seeded pod's dedicated machines. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Attached persistent disks" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** The detached disks, with the import dialog open (2048 MB unless the administrator says otherwise). */
export const ImportFromVcenter: Story = {
  args: { tab: "detached" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Detached persistent disks" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Persistent disk actions" });
    await userEvent.click(within(actions).getByRole("button", { name: "Import from vCenter" }));
    const dialog = await canvas.findByRole("dialog", { name: "Import persistent disk from vCenter" });
    await expect(within(dialog).getByLabelText("Size (MB)")).toHaveValue("2048");
  },
};

/** A read-only administrator cannot detach or archive disks. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole(
      "group",
      { name: "Persistent disk actions" },
      { timeout: 10_000 },
    );
    await expect(within(actions).getByRole("button", { name: "Detach" })).toBeDisabled();
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view persistent disks.",
    );
  },
};
