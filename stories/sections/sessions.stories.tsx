import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SessionsSection } from "../../src/sections/sessions/sessions-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Sessions",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: signInForStory,
  render: () => <SessionsSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The local sessions of the seeded pod. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Sessions" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** Two sessions disconnected at once: one was already disconnected, so its result is a failure. */
export const PartialFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Sessions" }, { timeout: 10_000 });
    await waitFor(
      () => expect(bodyRows(grid).some((row) => within(row).queryByText("Disconnected"))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    const connected = bodyRows(grid).find((row) => within(row).queryByText("Connected")) as HTMLElement;
    const disconnected = bodyRows(grid).find((row) => within(row).queryByText("Disconnected")) as HTMLElement;
    await userEvent.click(within(connected).getByRole("checkbox", { name: "Select row" }));
    await userEvent.click(within(disconnected).getByRole("checkbox", { name: "Select row" }));
    const actions = canvas.getByRole("group", { name: "Session actions" });
    await userEvent.click(within(actions).getByRole("button", { name: "Disconnect" }));
    const confirm = await canvas.findByRole("dialog", { name: "Disconnect sessions" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Disconnect" }));
    const results = await canvas.findByRole("dialog", { name: "Disconnect: results" }, { timeout: 10_000 });
    await expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
  },
};

/** A read-only administrator cannot act on sessions. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Session actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Log off" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
