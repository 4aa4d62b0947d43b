import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LogCollectorSection } from "../../src/sections/log-collector/log-collector-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Log collector",
  args: { username: "admin" },
  beforeEach: signInForStory,
  render: () => <LogCollectorSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public REST API 2212 has no call for this: the page says the pod does not offer it. */
export const NotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("The log collector is not available on this pod."),
    ).toBeInTheDocument();
  },
};
