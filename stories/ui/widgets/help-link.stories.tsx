import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HelpLink } from "../../../src/ui/help-link/help-link";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Help link",
  component: HelpLink,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A link to the product documentation page of a topic, in the administrator's language, opened in a new tab. Section pages show it beside their heading when given a help topic; use it directly only where a dialog or panel has its own topic.",
      },
    },
  },
  args: { topic: "globalSettings" },
} satisfies Meta<typeof HelpLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic's help page in the administrator's language, opened in a new tab. */
export const GlobalSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const link = await canvas.findByRole("link", { name: "Help: Global Settings (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.getAttribute("href")).toMatch(/\/7\.10\/en\/global-settings\.html$/);
  },
};
