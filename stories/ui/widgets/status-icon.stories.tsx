import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatusIcon } from "../../../src/ui/status-icon/status-icon";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Status icon",
  component: StatusIcon,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The health of a server, pool or machine as an icon whose shape and colour both carry the state, so it reads without colour too. Use it in grid cells and headers; show the label where the icon stands alone.",
      },
    },
  },
  args: { status: "OK", isLabelVisible: true },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One status, its label shown. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(await storyCanvas(canvasElement).findByText("OK")).toBeVisible();
  },
};

/** Every status the console shows, each with its text. */
export const EveryStatus: Story = {
  render: (args) => (
    <ul>
      {(["ERROR", "DOWN", "WARN", "UNKNOWN", "OK", "UP"] as const).map((status) => (
        <li key={status}>
          <StatusIcon {...args} status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    for (const text of ["Error", "Down", "Warning", "Unknown", "OK", "Up"]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
  },
};
