import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { ApplicationPoolSection } from "../../src/sections/application-pools/application-pool-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  applicationName: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Application pool",
  args: { username: "admin", applicationName: "Microsoft-Word-Marketing-RDS-01", onNavigate: fn() },
  loaders: [
    async ({ args }) => {
      await signInToEmulator(args.username);
      const filter = JSON.stringify({ type: "Equals", name: "name", value: args.applicationName });
      const [application] = await restApi
        .get(`/inventory/v4/application-pools?filter=${encodeURIComponent(filter)}`)
        .json<{ id: string }[]>();
      return { applicationId: application?.id ?? "no-such-application" };
    },
  ],
  render: ({ onNavigate }, { loaded }) => (
    <ApplicationPoolSection applicationId={String(loaded.applicationId)} onNavigate={onNavigate} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary with the application's health and the host it is missing on. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Microsoft-Word-Marketing-RDS-01" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("marketing-rds-01-02");
  },
};

/** The entitlements tab (the kit's entitlements panel). */
export const Entitlements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Entitlements" }, { timeout: 10_000 }));
    await expect(
      await canvas.findByRole("grid", {
        name: "Users and groups entitled to Microsoft-Word-Marketing-RDS-01",
      }),
    ).toBeVisible();
  },
};

/** An application that was deleted meanwhile. */
export const NotFound: Story = {
  args: { applicationName: "Deleted-Application" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("This application pool no longer exists.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The edit dialog's settings: category folder (the pod's folders offered), shortcuts, restrictions, anti-affinity, multi-session. */
export const EditSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit…" }, { timeout: 10_000 }));
    const dialog = await canvas.findByRole("dialog", { name: "Edit Microsoft-Word-Marketing-RDS-01" });
    await expect(within(dialog).getByRole("combobox", { name: "Category folder" })).toHaveValue("Office");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Anti-affinity rules" }));
    await expect(within(dialog).getByRole("textbox", { name: "Anti-affinity count" })).toBeVisible();
  },
};

/** The custom icon dialog: the current icon (none for the seed) and a PNG to choose. */
export const CustomIcon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Custom icon…" }, { timeout: 10_000 }));
    const dialog = await canvas.findByRole("dialog", {
      name: "Custom icon of Microsoft-Word-Marketing-RDS-01",
    });
    await expect(await within(dialog).findByText("none (the agent's icon)")).toBeVisible();
  },
};
