import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { PoliciesSection } from "../../src/sections/policies/policies-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Policies",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "inventory"] } },
  beforeEach: signInForStory,
  render: () => <PoliciesSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pod's policies and the pools and users that override them. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole(
      "grid",
      { name: "Where pools and users override them" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(grid).toHaveTextContent("USB access: Deny"), { timeout: 10_000 });
  },
};

export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Edit policies" }, { timeout: 10_000 }),
    ).toBeDisabled();
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view policies.",
    );
  },
};
