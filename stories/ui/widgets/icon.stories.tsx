import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Icon, ICON_NAMES } from "../../../src/ui/icons/icon";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Icon",
  component: Icon,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The console's icons as inline SVG (never a font glyph, which draws as a box where the font is missing). An icon is decorative: put it inside a control that has its own accessible name. It takes the text's size and colour.",
      },
    },
  },
  args: { name: "refresh" },
  argTypes: { name: { control: "select", options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon beside a text, as it sits in a button. */
export const InAButton: Story = {
  render: (args) => (
    <button type="button" className="vdc-button">
      <Icon {...args} /> Refresh
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    // The button is named by its text; the icon is hidden from assistive technology.
    await expect(await canvas.findByRole("button", { name: "Refresh" })).toBeVisible();
  },
};

/** Every icon of the set with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{ display: "grid", gridTemplateColumns: "repeat(4, 12rem)", gap: "0.75rem", fontSize: "1.5rem" }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: "flex", alignItems: "center", gap: "0.5rem" }}>
          <Icon name={name} />
          <span style={{ fontSize: "0.875rem" }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findAllByRole("listitem")).toHaveLength(ICON_NAMES.length);
  },
};
