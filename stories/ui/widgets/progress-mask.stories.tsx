import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn } from "storybook/test";
import { ProgressMask } from "../../../src/ui/progress-mask/progress-mask";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Progress mask",
  component: ProgressMask,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Covers a panel while a long task runs on it (an export, a bulk action), with a progress bar and an optional Cancel. Use it when the panel must not be changed until the task ends; for a short load, the panel's loading state is enough.",
      },
    },
  },
  args: { label: "Exporting…", value: 40, max: 95, onCancel: fn() },
  render: (args) => (
    <div style={{ position: "relative", height: 200 }}>
      <ProgressMask {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressMask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancellable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("progressbar", { name: "Exporting…" })).toBeVisible();
    await fireEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
