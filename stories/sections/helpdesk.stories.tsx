import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { HelpdeskSection } from "../../src/sections/helpdesk/helpdesk-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

/** EXAMPLE\lsingh3: a session, an assigned machine, a desktop entitlement and events at this seed. */
const USER_ID = "S-1-5-21-1004336348-1177238915-682003330-10204";

interface StoryArgs {
  username: string;
  /** The user's global sessions answer 503. */
  failLoad?: boolean;
}

const meta = {
  title: "Sections/Help desk",
  args: { username: "helpdesk" },
  argTypes: { username: { control: "select", options: ["helpdesk", "admin", "readonly", "custom"] } },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username, FEDERATION_FOR_SCREENS);
    if (args.failLoad) emulator.faults.failWith({ path: "/rest/inventory/v1/global-sessions" }, 503);
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: () => <HelpdeskSection userId={USER_ID} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name: string) =>
  storyCanvas(canvasElement).findByRole("grid", { name }, { timeout: 10_000 });

/** The help desk: the user's session may be acted on; maintenance mode is offered disabled. */
export const HelpDesk: Story = {
  play: async ({ canvasElement }) => {
    const sessions = await grid(canvasElement, "Sessions of the user");
    await within(sessions).findAllByText(/^Cluster-/, {}, { timeout: 10_000 });
    await storyCanvas(canvasElement).findByText(
      "Enter maintenance mode: You do not have sufficient permission for this operation.",
    );
  },
};

/** A full administrator sees the same screen, maintenance mode included. */
export const Administrator: Story = {
  args: { username: "admin" },
  play: async ({ canvasElement }) => {
    const machines = await grid(canvasElement, "Machines of the user");
    await within(machines).findByText("sales-w11-1-011", {}, { timeout: 10_000 });
    await expect(storyCanvas(canvasElement).queryByText(/You do not have sufficient permission/)).toBeNull();
  },
};

/** An administrator without help desk rights. */
export const NoPermission: Story = {
  args: { username: "custom" },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByText(
      "You do not have permission to use the help desk.",
      {},
      { timeout: 10_000 },
    );
  },
};

/** The user's sessions cannot be read: their panel says so and offers Retry. */
export const LoadFailed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    const panel = (await grid(canvasElement, "Sessions of the user")).closest<HTMLElement>("section");
    if (!panel) throw new Error("no sessions panel");
    await expect(
      await within(panel).findByRole("button", { name: "Retry" }, { timeout: 10_000 }),
    ).toBeEnabled();
  },
};
