import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { EventConfigurationSection } from "../../src/sections/event-configuration/event-configuration-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator, signOutOfEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  /** The event database's reads answer 503. */
  failLoad?: boolean;
}

const meta = {
  title: "Sections/Event configuration",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "inventory"] } },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username);
    if (args.failLoad) emulator.faults.failWith({ path: "/rest/config/v1/event-database" }, 503);
    return signOutOfEmulator;
  },
  render: () => <EventConfigurationSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded event database, syslog and file settings; clearing asks for the database's name. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const database = await canvas.findByRole("region", { name: "Event Database" }, { timeout: 10_000 });
    await within(database).findByText("horizon_events", {}, { timeout: 10_000 });
    await userEvent.click(within(database).getByRole("button", { name: "Clear" }));
    const confirm = await canvas.findByRole("dialog", { name: "Clear Event Database" });
    await expect(within(confirm).getByRole("button", { name: "Clear" })).toBeDisabled();
  },
};

/** A read-only administrator cannot clear the database; syslog is not offered by a 2212 pod at all. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const database = await canvas.findByRole("region", { name: "Event Database" }, { timeout: 10_000 });
    await within(database).findByText("horizon_events", {}, { timeout: 10_000 });
    // Unavailable for want of a privilege: still focusable, naming the privilege (decision 0031).
    const clear = within(database).getByRole("button", { name: "Clear" });
    await expect(clear).toHaveAttribute("aria-disabled", "true");
    await expect(clear).toHaveAccessibleDescription(/^Requires the privilege: /);
    await canvas.findByText("Syslog settings are not available on this pod.", {}, { timeout: 10_000 });
  },
};

/** An administrator without GLOBAL_CONFIG_VIEW. */
export const NoPermission: Story = {
  args: { username: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("You do not have permission to view the event configuration.");
  },
};

/** The event database cannot be read: its panel offers Retry, the others still show. */
export const LoadFailed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const database = await canvas.findByRole("region", { name: "Event Database" }, { timeout: 10_000 });
    await expect(await within(database).findByRole("button", { name: "Retry" })).toBeEnabled();
  },
};
