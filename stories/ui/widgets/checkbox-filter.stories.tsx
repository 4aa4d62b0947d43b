import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn } from "storybook/test";
import { CheckboxFilter, type CheckboxFilterProps } from "../../../src/ui/checkbox-filter/checkbox-filter";
import { storyCanvas } from "../../support/story-canvas";

/** The filter with its choices kept here, as a grid column keeps them. */
function CheckboxFilterDemo(props: CheckboxFilterProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <CheckboxFilter
      {...props}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/Widgets/Checkbox filter",
  component: CheckboxFilter,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The filter of a grid column with a few known values (type, state): one checkbox per value and Clear. The data grid opens it from the header of a column whose filter is a list of options; a section declares the filter on its column rather than rendering this itself.",
      },
    },
  },
  args: {
    label: "Type",
    selected: [],
    onChange: fn(),
    options: [
      { value: "AUTOMATED", label: "Automated" },
      { value: "MANUAL", label: "Manual" },
      { value: "RDS", label: "RDS" },
    ],
  },
  render: (args) => <CheckboxFilterDemo {...args} />,
} satisfies Meta<typeof CheckboxFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PoolType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("checkbox", { name: "Manual" }));
    await expect(canvas.getByRole("checkbox", { name: "Manual" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(["MANUAL"]);
    await fireEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(canvas.getByRole("checkbox", { name: "Manual" })).not.toBeChecked();
  },
};
