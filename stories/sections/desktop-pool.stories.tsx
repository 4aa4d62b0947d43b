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

/** Opens the pool's Image menu entry "Schedule push image" and picks a Windows image and its snapshot. */
async function openPushImage(canvasElement: HTMLElement) {
  const canvas = storyCanvas(canvasElement);
  await canvas.findByRole("heading", { name: "Sales-Win11-01" }, { timeout: 10_000 });
  const actions = canvas.getByRole("group", { name: "Desktop pool actions" });
  await userEvent.click(within(actions).getByRole("button", { name: "Image" }));
  await userEvent.click(await canvas.findByRole("menuitem", { name: "Schedule push image" }));
  const dialog = await canvas.findByRole("dialog", { name: "Schedule push image" });
  await userEvent.click(
    await within(dialog).findByRole("radio", { name: "win10-22h2-gold" }, { timeout: 10_000 }),
  );
  await userEvent.click(await within(dialog).findByRole("radio", { name: "Patched 2026-10" }));
  return dialog;
}

/** Push image now: the new image's states start on the summary once the push is sent. */
export const PushImageNow: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPushImage(canvasElement);
    await expect(within(dialog).getByRole("radio", { name: "Now" })).toBeChecked();
    await expect(within(dialog).queryByLabelText("Start at")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule push image" }));
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("Push image scheduled for Sales-Win11-01.")).toBeVisible();
    await expect(
      await canvas.findByText("New image waiting to publish", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Push image at a date and time: the spec's defaults (next 8:00, wait for log off, stop at first error). */
export const PushImageScheduled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPushImage(canvasElement);
    await userEvent.click(within(dialog).getByRole("radio", { name: "At a date and time" }));
    await expect(within(dialog).getByLabelText<HTMLInputElement>("Start at").value).toMatch(/T08:00$/);
    await expect(within(dialog).getByLabelText("Signed-in users")).toHaveValue("WAIT_FOR_LOGOFF");
    await expect(within(dialog).getByRole("checkbox", { name: "Stop at the first error" })).toBeChecked();
    await expect(within(dialog).getByRole("button", { name: "Schedule push image" })).toBeEnabled();
  },
};
