import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { EventsSection, type EventsFilter } from "../../src/sections/events/events-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs extends EventsFilter {
  username: string;
}

const meta = {
  title: "Sections/Events",
  args: { username: "admin" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    severity: { control: "text" },
    period: { control: "select", options: ["1w", "2w", "3w", "1m", "2m", "3m", "6m"] },
  },
  beforeEach: signInForStory,
  render: ({ username: _username, ...filter }) => <EventsSection {...filter} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

function columnTexts(grid: HTMLElement, index: number): string[] {
  return bodyRows(grid).map((row) => within(row).getAllByRole("gridcell")[index]?.textContent ?? "");
}

/** The last week's events of the seeded pod, newest first. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Events" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(20), { timeout: 10_000 });
    await expect(canvas.getByLabelText("Time period")).toHaveValue("1w");
  },
};

/** Where the dashboard's error count leads: the errors, with the severity filter set and clearable. */
export const FromDashboardErrors: Story = {
  args: { severity: "ERROR", period: "1m" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Events" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(new Set(columnTexts(grid, 1))).toEqual(new Set(["Error"]));
  },
};

/** An administrator of the Sales access group: only events tied to its pools and machines. */
export const Inventory: Story = {
  args: { username: "inventory", period: "6m" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Events" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    const machines = columnTexts(grid, 4);
    const pools = columnTexts(grid, 5);
    await expect(pools.every((pool, index) => pool !== "" || machines[index] !== "")).toBe(true);
  },
};

/** Without a privilege to view events the section says so instead of showing an empty list. */
export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view events.",
    );
  },
};
