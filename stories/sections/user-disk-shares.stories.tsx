import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { UserDiskSharesSection } from "../../src/sections/user-disk-shares/user-disk-shares-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/User Disk Shares",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "inventory"] } },
  beforeEach: signInForStory,
  render: () => <UserDiskSharesSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SMB shares with their domain accounts and how full they are. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "User disk shares" }, { timeout: 10_000 });
    await waitFor(() => expect(grid).toHaveTextContent("EXAMPLE\\svc-udisk-eng"), { timeout: 10_000 });
  },
};

export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("grid", { name: "User disk shares" }, { timeout: 10_000 });
    await expect(await canvas.findByRole("button", { name: "Add" })).toBeDisabled();
  },
};

export const NoPermission: Story = {
  args: { username: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText(
        "You do not have permission to view user disk shares.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
