import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent } from "storybook/test";
import { CLONE_PREP_STEP } from "../../src/ui/vcenter/clone-prep-step";
import { EMPTY_CLONE_PREP, type ClonePrepEntries } from "../../src/ui/vcenter/vcenter-entries";
import { useDeclaredStep } from "../../src/ui/wizard/declared-step";
import { Wizard } from "../../src/ui/wizard/wizard";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

/** The administrator the story signs in as. */
type StoryArgs = { username: string };

/** The shared guest customisation step in a wizard of its own, as the pool and farm wizards show it. */
function ClonePrepWizard() {
  const [entries, setEntries] = useState<ClonePrepEntries>(EMPTY_CLONE_PREP);
  const step = useDeclaredStep(CLONE_PREP_STEP, {
    values: entries,
    setField: (field, value) => setEntries((current) => ({ ...current, [field]: value })),
  });
  return <Wizard isOpen title="Add desktop pool" steps={[step]} onFinish={() => {}} onCancel={() => {}} />;
}

const meta = {
  title: "UI/Wizard/ClonePrep step",
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The guest customisation of instant clones, one declared step shared by the desktop pool and farm wizards: the instant clone domain account (read from the pod), the AD container, and the power-off and post-synchronisation scripts with their parameters. Each refusal is shown at its field; the step is valid once an account and a container are given and every parameter has its script.",
      },
      story: { inline: false, height: "640px" },
    },
  },
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly"] } },
  beforeEach: signInForStory,
  render: () => <ClonePrepWizard />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** The pod's domain account chosen; parameters typed without their script are refused at the field. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("radio", { name: "ic-admin" }, { timeout: 10_000 }));
    const parameters = canvas.getByLabelText("Power-off script parameters");
    await fireEvent.change(parameters, { target: { value: "-quiet" } });
    // Nothing is flagged while typing; leaving the field shows its message.
    await expect(parameters).not.toHaveAttribute("aria-invalid");
    // React hears a field being left by focusout (storybook's fireEvent.blur sends only blur).
    await fireEvent.focusOut(parameters);
    await expect(parameters).toHaveAccessibleDescription("Parameters need a script to pass them to.");
    // Finish is pressable: it points at the marked entry and stays.
    await fireEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("This step is not complete yet");
    await fireEvent.change(canvas.getByLabelText("Power-off script"), {
      target: { value: "C:\\ic\\off.cmd" },
    });
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
