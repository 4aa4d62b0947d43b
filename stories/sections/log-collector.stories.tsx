import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { LogCollectorSection } from "../../src/sections/log-collector/log-collector-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator, signOutOfEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "search" | "monitor" | "levels";
  /** The targets list answers 503. */
  failLoad?: boolean;
}

const meta = {
  title: "Sections/Log collector",
  args: { username: "admin", tab: "search" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "inventory"] },
    tab: { control: "select", options: ["search", "monitor", "levels"] },
  },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username);
    if (args.failLoad)
      emulator.faults.failWith({ path: "/rest/troubleshooting/v1/log-collector/targets" }, 503);
    return signOutOfEmulator;
  },
  render: ({ tab }) => <LogCollectorSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** Connection servers, agents and clients to collect from; one server's logs are collected. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Collection targets" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    const [first] = bodyRows(grid);
    await userEvent.click(within(first as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    await userEvent.click(canvas.getByRole("button", { name: "Collect logs" }));
    const confirm = await canvas.findByRole("dialog", { name: "Collect logs" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Collect logs" }));
    await expect(await canvas.findByText(/on the Monitor tab/)).toBeVisible();
  },
};

/** The log level of each component, with its edit dialog. */
export const LogLevels: Story = {
  args: { tab: "levels" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit" }, { timeout: 10_000 }));
    const dialog = await canvas.findByRole("dialog", { name: "Edit log levels" });
    await expect(within(dialog).getByLabelText("Agent")).toHaveValue("INFO");
  },
};

/** A read-only administrator sees the targets and the levels, and can change neither. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Log collector actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Collect logs" })).toBeDisabled();
  },
};

/** The targets cannot be read: the grid says so and offers Retry. */
export const LoadFailed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Retry" }, { timeout: 10_000 })).toBeEnabled();
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view the log collector.",
    );
  },
};
