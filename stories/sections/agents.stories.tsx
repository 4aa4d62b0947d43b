import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { AgentsSection } from "../../src/sections/agents/agents-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "agents" | "updates" | "tasks";
}

const meta = {
  title: "Sections/Agents",
  args: { username: "admin", tab: "agents" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "inventory"] },
    tab: { control: "select", options: ["agents", "updates", "tasks"] },
  },
  beforeEach: signInForStory,
  render: ({ tab }) => <AgentsSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** Each machine's agent, with "update available" against the newest registered package. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Machine agents" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getAllByText("Update available").length).toBeGreaterThan(0));
  },
};

/** The registered installer packages, and the register dialog. */
export const InstallerPackages: Story = {
  args: { tab: "updates" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Installer packages" }, { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getByText("2406.0.0")).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("button", { name: "Register package" }));
    await expect(await canvas.findByRole("dialog", { name: "Register installer package" })).toBeVisible();
  },
};

/** A read-only administrator cannot schedule upgrades. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Agent actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Schedule agent upgrade" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view agents.",
    );
  },
};
