import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import type { DesktopPoolRow } from "../../src/sections/desktop-pools/desktop-pools.types";
import { DesktopPoolWizard } from "../../src/sections/desktop-pools/pool-wizard/desktop-pool-wizard";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  onDone: (poolId: string | undefined) => void;
  onClose: () => void;
}

// The desktop pool wizard's declared steps added for the specification: Storage DRS clusters beside the
// datastores of a full-clone pool, and the View Storage Accelerator with its 8:00-10:00 blackout window.
const meta = {
  title: "Sections/Desktop pool wizard",
  args: { onDone: fn(), onClose: fn() },
  loaders: [
    async () => {
      await signInToEmulator("admin");
      const pools = await restApi.get("/inventory/v6/desktop-pools?size=200").json<DesktopPoolRow[]>();
      return {
        pool: pools.find((pool) => pool.type === "AUTOMATED" && pool.source === "VIRTUAL_CENTER") ?? null,
      };
    },
  ],
  render: ({ onDone, onClose }, { loaded }) => (
    <DesktopPoolWizard
      mode="duplicate"
      pool={loaded.pool as DesktopPoolRow}
      onDone={onDone}
      onClose={onClose}
    />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Duplicates the full-clone pool up to the step titled `title`, each step left once its data is read. */
async function duplicateTo(canvasElement: HTMLElement, title: string) {
  const canvas = storyCanvas(canvasElement);
  const wizard = within(await canvas.findByRole("dialog", {}, { timeout: 10_000 }));
  for (let step = 0; step < 15 && !wizard.queryByRole("heading", { name: title }); step += 1) {
    if (wizard.queryByRole("heading", { name: "Identification and naming" })) {
      await fireEvent.change(wizard.getByLabelText("Pool ID"), { target: { value: "story-dup" } });
      await fireEvent.change(wizard.getByLabelText("Naming pattern"), { target: { value: "dup-{n}" } });
      await wizard.findByText("The name is available.", {}, { timeout: 10_000 });
    }
    // Next is never grey: a step still reading its data refuses the press, so it is pressed until the
    // step is left.
    const steps = wizard.getByRole("navigation", { name: "Steps" });
    const shown = () => steps.querySelector('[aria-current="step"]')?.textContent;
    const from = shown();
    await waitFor(
      async () => {
        if (shown() === from) await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
        await expect(shown()).not.toBe(from);
      },
      { timeout: 10_000 },
    );
  }
  await wizard.findByRole("heading", { name: title });
  return wizard;
}

/** A full-clone pool's datastores step also lists the Storage DRS datastore clusters of its cluster. */
export const StorageDrsClusters: Story = {
  play: async ({ canvasElement }) => {
    const wizard = await duplicateTo(canvasElement, "Datastores");
    await expect(
      await wizard.findByRole("group", { name: "Storage DRS datastore clusters" }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The accelerator is off by default; used, it proposes the 8:00 to 10:00 blackout window every day. */
export const StorageAccelerator: Story = {
  play: async ({ canvasElement }) => {
    const wizard = await duplicateTo(canvasElement, "Advanced storage options");
    await fireEvent.click(wizard.getByRole("checkbox", { name: "Use View Storage Accelerator" }));
    await expect(wizard.getByLabelText("Blackout from")).toHaveValue("08:00");
    await expect(wizard.getByLabelText("Blackout until")).toHaveValue("10:00");
    await expect(wizard.getByLabelText("Blackout days")).toHaveValue("ALL");
  },
};

/** A new RDS desktop pool is made on a farm: the Farm step offers only the farms that serve no pool yet. */
export const RdsFarm: Story = {
  render: ({ onDone, onClose }) => <DesktopPoolWizard mode="add" onDone={onDone} onClose={onClose} />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const wizard = within(await canvas.findByRole("dialog", {}, { timeout: 10_000 }));
    await wizard.findByRole("heading", { name: "Type" });
    await fireEvent.click(wizard.getByRole("radio", { name: "RDS desktop pool" }));
    await fireEvent.click(wizard.getByRole("button", { name: "Next" }));
    await wizard.findByRole("heading", { name: "Farm" });
    const farm = await wizard.findByRole("combobox", { name: "Farm" }, { timeout: 10_000 });
    await waitFor(() => expect(within(farm).getAllByRole("option").length).toBeGreaterThan(1));
  },
};
