import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { RegisteredMachinesSection } from "../../src/sections/registered-machines/registered-machines-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "rds" | "others";
}

const meta = {
  title: "Sections/Registered machines",
  args: { username: "admin", tab: "rds" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: { control: "select", options: ["rds", "others"] },
  },
  beforeEach: signInForStory,
  render: ({ tab }) => <RegisteredMachinesSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The seeded pod's RDS hosts with their farms, enabled flags and drain state. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "RDS hosts" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** The physical and unmanaged machines registered with the pod. */
export const OtherMachines: Story = {
  args: { tab: "others" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Other registered machines" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** A read-only administrator cannot enable, disable or remove hosts. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole(
      "group",
      { name: "Registered machine actions" },
      { timeout: 10_000 },
    );
    await expect(within(actions).getByRole("button", { name: "Remove" })).toHaveAttribute(
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
      "You do not have permission to view these registered machines.",
    );
  },
};
