import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PersistentDisksSection } from "../../src/sections/persistent-disks/persistent-disks-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Persistent disks",
  args: { username: "admin" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
  },
  beforeEach: signInForStory,
  render: () => <PersistentDisksSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The REST API has no persistent-disk call: the section says the pod does not offer them. */
export const NotOfferedByPod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("Persistent disks are not available on this pod.")).toBeVisible();
  },
};
