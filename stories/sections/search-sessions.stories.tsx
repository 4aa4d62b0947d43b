import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { SearchSessionsSection } from "../../src/sections/search-sessions/search-sessions-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  /** The global sessions list answers 503. */
  failLoad?: boolean;
}

const meta = {
  title: "Sections/Search sessions",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "helpdesk", "readonly", "custom"] } },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username, { scale: "federation", globalSessions: 1200 });
    if (args.failLoad) emulator.faults.failWith({ path: "/rest/inventory/v1/global-sessions" }, 503);
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: () => <SearchSessionsSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  storyCanvas(canvasElement).findByRole("grid", { name: "Sessions of the federation" }, { timeout: 10_000 });

/** The sessions of every pod, the first pod's first. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const sessions = await grid(canvasElement);
    await within(sessions).findAllByText(/^Cluster-/, {}, { timeout: 10_000 });
  },
};

/** A help desk administrator may act on the sessions (FEDERATED_SESSIONS_MANAGE). */
export const HelpDesk: Story = {
  args: { username: "helpdesk" },
  play: async ({ canvasElement }) => {
    const sessions = await grid(canvasElement);
    await within(sessions).findAllByText(/^Cluster-/, {}, { timeout: 10_000 });
  },
};

/** An administrator without the federation session rights. */
export const NoPermission: Story = {
  args: { username: "custom" },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByText(
      "You do not have permission to view the sessions of the federation.",
      {},
      { timeout: 10_000 },
    );
  },
};

/** The list cannot be read: the grid says so and offers Retry. */
export const LoadFailed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Retry" }, { timeout: 10_000 })).toBeEnabled();
  },
};
