import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { DesktopPoolSection } from "../../src/sections/desktop-pools/desktop-pool-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  poolName: string;
  poolId: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Desktop pool",
  args: { username: "admin", poolName: "Sales-Win11-01", poolId: "", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  loaders: [
    async ({ args }) => {
      await signInToEmulator(args.username);
      const filter = JSON.stringify({ type: "Equals", name: "name", value: args.poolName });
      const [pool] = await restApi
        .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
        .json<{ id: string }[]>();
      return { poolId: pool?.id ?? "no-such-pool" };
    },
  ],
  render: ({ onNavigate }, { loaded }) => (
    <DesktopPoolSection poolId={String(loaded.poolId)} onNavigate={onNavigate} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An instant-clone pool's summary. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Sales-Win11-01" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Instant clone");
  },
};

/** The machines tab. */
export const Machines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Machines" }, { timeout: 10_000 }));
    await expect(await canvas.findByRole("grid", { name: "Machines of Sales-Win11-01" })).toBeVisible();
  },
};

/** The entitlements tab, with add and remove. */
export const Entitlements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Entitlements" }, { timeout: 10_000 }));
    await expect(
      await canvas.findByRole("grid", { name: "Users and groups entitled to Sales-Win11-01" }),
    ).toBeVisible();
  },
};

/** The edit wizard: the pool's settings pre-filled, what was fixed at create shown read-only. */
export const EditWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: "Sales-Win11-01" }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const wizard = await canvas.findByRole(
      "dialog",
      { name: "Edit desktop pool Sales-Win11-01" },
      { timeout: 10_000 },
    );
    await expect(within(wizard).getByLabelText("Pool ID")).toBeDisabled();
    await expect(within(wizard).getByLabelText("Display name")).not.toHaveValue("");
    const fixed = within(wizard).getByRole("region", { name: /Set when the pool was created/ });
    await expect(await within(fixed).findByText(/-gold · /, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A pool that was deleted meanwhile. */
export const NotFound: Story = {
  args: { poolName: "Deleted-Pool" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("This desktop pool no longer exists.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
