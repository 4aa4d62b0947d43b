import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { FarmWizard } from "../../src/sections/farms/farm-wizard";
import type { Farm } from "../../src/sections/farms/farms.types";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  /** add: a new farm; AUTOMATED or MANUAL: edit the first seeded farm of that type. */
  farmType: "add" | "AUTOMATED" | "MANUAL";
  /** The edit's read of the farm answers 503. */
  failRead?: boolean;
  onClose: () => void;
  onCreated: (name: string, id: string | undefined) => void;
  onSaved: () => void;
}

const meta = {
  title: "Sections/Farm wizard",
  args: { farmType: "AUTOMATED", onClose: fn(), onCreated: fn(), onSaved: fn() },
  argTypes: { farmType: { control: "select", options: ["add", "AUTOMATED", "MANUAL"] } },
  loaders: [
    async ({ args }) => {
      const emulator = await signInToEmulator("admin");
      if (args.farmType === "add") return { farm: null };
      if (args.failRead)
        emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v4\/farms\/[^/]+$/ }, 503);
      const farms = await restApi.get("/inventory/v1/farms").json<Farm[]>();
      return { farm: farms.find((candidate) => candidate.type === args.farmType) ?? null };
    },
  ],
  render: ({ onClose, onCreated, onSaved }, { loaded }) => {
    const farm = loaded.farm as Farm | null;
    return farm ? (
      <FarmWizard isOpen mode="edit" farm={farm} onClose={onClose} onSaved={onSaved} />
    ) : (
      <FarmWizard isOpen onClose={onClose} onCreated={onCreated} />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard once it shows its steps (an edit reads the farm first). */
async function wizardOf(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = storyCanvas(canvasElement);
  await canvas.findByRole("navigation", { name: "Steps" }, { timeout: 10_000 });
  return within(canvas.getByRole("dialog", { name }));
}

/** The add farm wizard starts with the farm's type. */
export const AddFarm: Story = {
  args: { farmType: "add" },
  play: async ({ canvasElement }) => {
    const wizard = await wizardOf(canvasElement, "Add farm");
    await expect(wizard.getByRole("radio", { name: /Automated farm/ })).toBeChecked();
  },
};

/** Editing an instant-clone farm: pre-filled, with its name and access group fixed, and host names to change. */
export const EditAutomatedFarm: Story = {
  play: async ({ canvasElement, loaded }) => {
    const farm = loaded.farm as Farm;
    const wizard = await wizardOf(canvasElement, `Edit farm ${farm.name}`);
    await expect(wizard.getByLabelText("Name")).toBeDisabled();
    await expect(wizard.getByLabelText("Access group")).toBeDisabled();
    await expect(wizard.getByLabelText("Display name")).toHaveValue(farm.display_name);
    await expect(wizard.getByRole("navigation", { name: "Steps" })).toHaveTextContent("RDS host names");
  },
};

/** Editing a manual farm: no host names step; its session settings are on a step of their own. */
export const EditManualFarm: Story = {
  args: { farmType: "MANUAL" },
  play: async ({ canvasElement, loaded }) => {
    const farm = loaded.farm as Farm;
    const wizard = await wizardOf(canvasElement, `Edit farm ${farm.name}`);
    await expect(wizard.getByRole("navigation", { name: "Steps" })).not.toHaveTextContent("RDS host names");
    await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
    await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
    await expect(wizard.getByLabelText("Default display protocol")).toBeVisible();
  },
};

/** A refused save (a name pattern the pod finds too long) shows the pod's message and keeps every entry. */
export const EditRefused: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const farm = loaded.farm as Farm;
    const wizard = await wizardOf(canvasElement, `Edit farm ${farm.name}`);
    for (let step = 0; step < 3; step += 1)
      await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
    await fireEvent.change(wizard.getByLabelText("Naming pattern"), {
      target: { value: "far-too-long-name-{n}" },
    });
    // Next is pressable: refused at the field by the naming rule the pod applies, before anything is sent.
    await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
    await expect(
      await wizard.findByText("Names from this pattern would be longer than 15 characters once numbered."),
    ).toBeVisible();
    await expect(wizard.getByLabelText("Naming pattern")).toHaveAttribute("aria-invalid", "true");
    await expect(wizard.getByRole("heading", { name: "RDS host names" })).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The edit reads the farm first; a failed read says so in the dialog, with Retry. */
export const EditReadFailed: Story = {
  args: { failRead: true },
  play: async ({ canvasElement, loaded }) => {
    const farm = loaded.farm as Farm;
    const canvas = storyCanvas(canvasElement);
    const dialog = within(
      await canvas.findByRole("dialog", { name: `Edit farm ${farm.name}` }, { timeout: 10_000 }),
    );
    await expect(await dialog.findByRole("button", { name: "Retry" }, { timeout: 10_000 })).toBeVisible();
  },
};
