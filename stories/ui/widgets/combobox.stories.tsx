import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { Combobox, type ComboboxProps } from "../../../src/ui/combobox/combobox";
import { storyCanvas, typeText } from "../../support/story-canvas";

/** The combobox with its value kept here, so the story behaves as in a form. */
function ComboboxDemo(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Combobox
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
  title: "UI/Widgets/Combobox",
  component: Combobox,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A text field that filters a list of choices as the administrator types. Use it when there are too many choices to scan in a dropdown select (domains, vCenter objects); it is required unless told otherwise.",
      },
    },
  },
  args: {
    label: "Domain",
    value: null,
    onChange: fn(),
    options: [
      { value: "example", label: "EXAMPLE" },
      { value: "lab", label: "LAB" },
      { value: "corp", label: "CORP.EXAMPLE" },
    ],
  },
  render: (args) => <ComboboxDemo {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searchable, required by default. */
export const Searchable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const input = await canvas.findByRole("combobox", { name: "Domain" });
    await typeText(input, "corp");
    await expect(canvas.getAllByRole("option")).toHaveLength(1);
    await fireEvent.keyDown(input, { key: "ArrowDown" });
    await fireEvent.keyDown(input, { key: "Enter" });
    await expect(input).toHaveValue("CORP.EXAMPLE");
    await expect(args.onChange).toHaveBeenCalledWith("corp");
    await fireEvent.keyDown(input, { key: "Escape" });
    // React listens to focusout for onBlur.
    await fireEvent.focusOut(input);
    await waitFor(() => expect(canvas.getByText("This field is required.")).toBeInTheDocument());
  },
};
