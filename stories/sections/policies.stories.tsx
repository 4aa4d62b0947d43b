import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PoliciesSection } from "../../src/sections/policies/policies-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Policies",
  args: { username: "admin" },
  beforeEach: signInForStory,
  render: () => <PoliciesSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public REST API 2212 has no call for this: the page says the pod does not offer it. */
export const NotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("Global policies are not available on this pod."),
    ).toBeInTheDocument();
  },
};
