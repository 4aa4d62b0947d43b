import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent } from "storybook/test";
import { MoreInfoPopover } from "../../../src/ui/more-info/more-info-popover";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/More-info popover",
  component: MoreInfoPopover,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "An info button beside a field or heading that opens a short explanation. Use it for help that most administrators do not need every time; text the task cannot do without belongs on the page.",
      },
    },
  },
  args: { label: "About pools", children: "Pools group machines that share settings." },
} satisfies Meta<typeof MoreInfoPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right-bottom by default; dynamic placement opens bottom-left far from the left edge. */
export const Placement: Story = {
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "space-between" }}>
      <MoreInfoPopover {...args} />
      <span style={{ marginLeft: 400 }}>
        <MoreInfoPopover label="About farms" isDynamic>
          Farms group RDS hosts.
        </MoreInfoPopover>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("button", { name: "About pools" }));
    const first = await canvas.findByRole("dialog", { name: "About pools" });
    await expect(first).toHaveAttribute("data-placement", "right-bottom");
    await expect(first).toBeVisible();
    await fireEvent.click(canvas.getByRole("button", { name: "About farms" }));
    const second = await canvas.findByRole("dialog", { name: "About farms" });
    await expect(second).toHaveAttribute("data-placement", "bottom-left");
  },
};
