import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn } from "storybook/test";
import { LoadFailed } from "../../../src/ui/load-failed/load-failed";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Load failed",
  component: LoadFailed,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "What a list, panel or page shows in place of its content when loading it failed, with the one way to try again. Sections get it through the section page's failed state; use it directly only in a panel that loads on its own.",
      },
    },
  },
  args: { message: "The desktop pools could not be loaded.", onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed load in place of content, with the one way to try again. */
export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The desktop pools could not be loaded.",
    );
    await fireEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
