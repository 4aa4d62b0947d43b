import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn } from "storybook/test";
import { DropdownSelect, type DropdownSelectProps } from "../../../src/ui/dropdown-select/dropdown-select";
import { storyCanvas } from "../../support/story-canvas";

/** The select with its value kept here, as a form keeps it. */
function DropdownDemo(props: DropdownSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DropdownSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/Widgets/Dropdown select",
  component: DropdownSelect,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native select for one of a few fixed choices (a power policy, a protocol). Use it when the choices fit in a short list; for long or searchable lists use the combobox.",
      },
    },
  },
  args: {
    label: "Power policy",
    value: "SUSPEND",
    onChange: fn(),
    options: [
      { value: "TAKE_NO_POWER_ACTION", label: "Take no power action" },
      { value: "ALWAYS_POWERED_ON", label: "Ensure machines are always powered on" },
      { value: "SUSPEND", label: "Suspend" },
      { value: "POWER_OFF", label: "Power off" },
    ],
  },
  render: (args) => <DropdownDemo {...args} />,
} satisfies Meta<typeof DropdownSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PowerPolicy: Story = {
  play: async ({ canvasElement, args }) => {
    const select = await storyCanvas(canvasElement).findByRole("combobox", { name: "Power policy" });
    await fireEvent.change(select, { target: { value: "POWER_OFF" } });
    await expect(select).toHaveValue("POWER_OFF");
    await expect(args.onChange).toHaveBeenCalledWith("POWER_OFF");
  },
};
