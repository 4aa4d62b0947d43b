import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { FarmSection } from "../../src/sections/farms/farm-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  farmType: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Farm",
  args: { username: "admin", farmType: "AUTOMATED", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  loaders: [
    async ({ args }) => {
      await signInToEmulator(args.username);
      const farms = await restApi
        .get("/inventory/v1/farms")
        .json<{ id: string; name: string; type: string }[]>();
      const farm = farms.find((candidate) => candidate.type === args.farmType);
      return { farmId: farm?.id ?? "no-such-farm", farmName: farm?.name ?? "" };
    },
  ],
  render: ({ onNavigate }, { loaded }) => (
    <FarmSection farmId={String(loaded.farmId)} onNavigate={onNavigate} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An instant-clone farm's summary, with its maintenance schedule. */
export const Summary: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: String(loaded.farmName) }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Instant clone");
  },
};

/** A manual farm's RDS hosts tab. */
export const RdsHosts: Story = {
  args: { farmType: "MANUAL" },
  play: async ({ canvasElement, loaded }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: String(loaded.farmName) }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("tab", { name: "RDS hosts" }));
    await expect(
      await canvas.findByRole("grid", { name: `RDS hosts of ${String(loaded.farmName)}` }),
    ).toBeVisible();
  },
};

/** A read-only administrator sees the farm without its change actions. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement, loaded }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: String(loaded.farmName) }, { timeout: 10_000 });
    await expect(canvas.getByRole("button", { name: "Delete" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** The farm's sessions with the session actions (disconnect, log off, send message), one or many at once. */
export const Sessions: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: String(loaded.farmName) }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("tab", { name: "Sessions" }));
    await expect(
      await canvas.findByRole(
        "grid",
        { name: `Sessions on ${String(loaded.farmName)}` },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Session actions" })).toHaveTextContent("Send message");
  },
};
