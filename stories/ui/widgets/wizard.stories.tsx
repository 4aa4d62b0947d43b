import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
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
            <label className="vdc-field">
              Pool name
              <input
                className="vdc-input"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
            </label>
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
          "A modal dialog that walks through the steps of creating something large (a desktop pool, a farm). Use it when the entries depend on earlier answers; Next waits until the step is valid, and closing asks the owner, who may confirm before discarding the entries.",
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
    onCancelRequest: fn(),
  },
  render: (args) => <WizardDemo {...args} />,
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The corner close and Cancel ask the owner; Next waits for a valid step. */
export const ThreeSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Add desktop pool" });
    await fireEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onCancelRequest).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute("open");
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await typeText(canvas.getByLabelText("Pool name"), "Sales");
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fireEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  },
};
