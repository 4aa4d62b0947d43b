import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { TextField } from "../../../src/ui/edit-form/form-fields";
import { Wizard, type WizardProps } from "../../../src/ui/wizard/wizard";
import { storyCanvas, typeText } from "../../support/story-canvas";

/** A three-step wizard whose second step needs a name; Finish closes it. */
function WizardDemo(props: Omit<WizardProps, "steps">) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const [name, setName] = useState("");
  return (
    <Wizard
      {...props}
      isOpen={isOpen}
      isDirty={name !== ""}
      onFinish={() => {
        props.onFinish();
        setIsOpen(false);
      }}
      steps={[
        { id: "type", title: "Type", content: <p>Automated, manual or RDS.</p> },
        {
          id: "name",
          title: "Identification",
          isValid: name.trim() !== "",
          content: (
            <TextField
              form={{
                values: { name },
                errors: name.trim() === "" ? { name: "ui.form.required" } : {},
                setField: (_field, value) => setName(value),
              }}
              formId="story-wizard"
              field="name"
              label="desktopPools.wizard.names.poolName"
              required
            />
          ),
        },
        { id: "ready", title: "Ready to complete", content: <p>Review and finish.</p> },
      ]}
    />
  );
}

const meta = {
  title: "UI/Widgets/Wizard",
  component: Wizard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog that walks through the steps of creating something large (a desktop pool, a farm). Use it when the entries depend on earlier answers. Next and Finish are never grey: on an incomplete step they show the reasons at the fields and move focus to the first; required fields are marked; Cancel asks before discarding entries; Finish is the last button of every wizard.",
      },
      // The wizard opens as a modal dialog: in its own frame it covers the example, not the docs page.
      story: { inline: false, height: "520px" },
    },
  },
  args: {
    isOpen: true,
    title: "Add desktop pool",
    steps: [],
    onFinish: fn(),
    onCancel: fn(),
  },
  render: (args) => <WizardDemo {...args} />,
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered: Close leaves at once. Next on an incomplete step says why at the field. */
export const ThreeSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Add desktop pool" });
    await fireEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    const name = canvas.getByLabelText("Pool ID");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await typeText(name, "Sales");
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fireEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  },
};
