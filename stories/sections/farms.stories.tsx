import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { FarmsSection } from "../../src/sections/farms/farms-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Farms",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: signInForStory,
  render: ({ onNavigate }) => <FarmsSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The farm list of the seeded pod with each farm's health; a farm's name opens its page. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "RDS farms" }, { timeout: 10_000 });
    const [link] = await within(grid).findAllByRole("button", { name: /-RDS-/ }, { timeout: 10_000 });
    await userEvent.click(link as HTMLElement);
    const { calls } = (args.onNavigate as unknown as { mock: { calls: unknown[][] } }).mock;
    await expect(calls[0]?.[0]).toMatchObject({ section: "farm" });
  },
};

/** Selecting farms enables the actions the administrator may use on all of them. */
export const FarmsSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "RDS farms" }, { timeout: 10_000 });
    await within(grid).findAllByRole("button", { name: /-RDS-/ }, { timeout: 10_000 });
    const [first] = within(grid).getAllByRole("checkbox", { name: "Select row" });
    await userEvent.click(first as HTMLElement);
    const actions = canvas.getByRole("group", { name: "Farm actions" });
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Delete" })).toBeEnabled(), {
      timeout: 3000,
    });
  },
};

/** A read-only administrator can look but not change. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "RDS farms" }, { timeout: 10_000 });
    await within(grid).findAllByRole("button", { name: /-RDS-/ }, { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Farm actions" });
    await expect(within(actions).getByRole("button", { name: "Delete" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Without POOL_VIEW the section says so instead of showing an empty list. */
export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view farms.",
    );
  },
};
