import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { MachinesSection } from "../../src/sections/machines/machines-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "vcenter" | "rds" | "others";
  state?: string;
}

const meta = {
  title: "Sections/Machines",
  args: { username: "admin", tab: "vcenter" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: { control: "select", options: ["vcenter", "rds", "others"] },
    state: { control: "select", options: [undefined, "problem"] },
  },
  beforeEach: signInForStory,
  render: ({ tab, state }) => <MachinesSection tab={tab} {...(state ? { filter: { state } } : {})} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The vCenter machines of the seeded pod. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "vCenter machines" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** From the dashboard's problem RDS hosts: the RDS tab with the problem states filtered. */
export const ProblemRdsHosts: Story = {
  args: { tab: "rds", state: "problem" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "RDS hosts" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    for (const row of bodyRows(grid)) await expect(row.querySelector('[data-status="ERROR"]')).not.toBeNull();
  },
};

/** Maintenance for a connected and an available machine: the connected one is refused. */
export const PartialFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "vCenter machines" }, { timeout: 10_000 });
    const inState = (state: string) => bodyRows(grid).find((row) => within(row).queryByText(state));
    await waitFor(() => expect(inState("Connected") && inState("Available")).toBeTruthy(), {
      timeout: 10_000,
    });
    await userEvent.click(
      within(inState("Connected") as HTMLElement).getByRole("checkbox", { name: "Select row" }),
    );
    await userEvent.click(
      within(inState("Available") as HTMLElement).getByRole("checkbox", { name: "Select row" }),
    );
    const actions = canvas.getByRole("group", { name: "Machine actions" });
    await userEvent.click(within(actions).getByRole("button", { name: /^Maintenance/ }));
    await userEvent.click(canvas.getByRole("menuitem", { name: "Enter maintenance mode" }));
    const confirm = await canvas.findByRole("dialog", { name: "Enter maintenance mode" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Enter maintenance mode" }));
    const results = await canvas.findByRole(
      "dialog",
      { name: "Enter maintenance mode: results" },
      { timeout: 10_000 },
    );
    await expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
  },
};

/** A read-only administrator cannot act on machines. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Machine actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: /^Remove/ })).toHaveAttribute(
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
      "You do not have permission to view machines.",
    );
  },
};
