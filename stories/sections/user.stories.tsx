import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession, isBehindIdentityProvider } from "../../src/core/session/session.model";
import { UserSection } from "../../src/sections/users-groups/user-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

/** EXAMPLE\lsingh3 at the federation seed. */
const USER_ID = "S-1-5-21-1004336348-1177238915-682003330-10204";

interface StoryArgs {
  username: string;
  userId: string;
  /** The directory record answers 503. */
  failLoad?: boolean;
  /** Each answer takes this long, so the loading state shows. */
  latencyMs?: number;
  /** The page's tab (the summary by default). */
  tab?: string;
}

const meta = {
  title: "Sections/User",
  args: { username: "admin", userId: USER_ID },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username, FEDERATION_FOR_SCREENS);
    isBehindIdentityProvider.value = true;
    if (args.failLoad) emulator.faults.failWith({ path: /\/rest\/external\/v1\/ad-users-or-groups\// }, 503);
    if (args.latencyMs) emulator.faults.latencyMs = args.latencyMs;
    return () => {
      isBehindIdentityProvider.value = false;
      clearAdminRoles();
      clearSession();
    };
  },
  render: ({ userId, tab }) => <UserSection userId={userId} tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary: the directory record and the number of its desktop and application entitlements. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "example.com\\lsingh3" }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { latencyMs: 10_000 },
  play: async ({ canvasElement }) => {
    // Looked for afresh until seen: the tab code's placeholder says Loading… too, and may go between looks.
    await waitFor(() => expect(storyCanvas(canvasElement).getByText("Loading…")).toBeVisible());
  },
};

/** An id the directory does not know: the page's empty state. */
export const NotFound: Story = {
  args: { userId: "S-1-5-21-0-0-0-999999" },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText(
        "This user or group does not exist.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByRole("button", { name: "Retry" }, { timeout: 10_000 }),
    ).toBeEnabled();
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText(
        "You do not have permission to view these users and groups.",
      ),
    ).toBeVisible();
  },
};

/**
 * The desktop entitlements tab's Add entitlement dialog: the desktop pools and global desktop entitlements
 * the administrator may entitle and the user does not have yet, chosen in a grid.
 */
export const AddEntitlementDialog: Story = {
  args: { tab: "desktops" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Entitlement actions" }, { timeout: 10_000 });
    const add = within(actions).getByRole("button", { name: "Add entitlement" });
    await waitFor(() => expect(add).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(add);
    const dialog = await canvas.findByRole("dialog", { name: "Add entitlements for example.com\\lsingh3" });
    const choices = within(dialog).getByRole("grid", {
      name: "Desktop pools and global desktop entitlements you may entitle",
    });
    const [first] = await within(choices).findAllByRole(
      "checkbox",
      { name: "Select row" },
      { timeout: 10_000 },
    );
    await userEvent.click(first as HTMLElement);
    await expect(within(dialog).getByRole("button", { name: "Add (1)" })).toBeEnabled();
  },
};

/** A read-only administrator sees the entitlements; adding and removing are disabled, the privilege named. */
export const EntitlementsReadOnly: Story = {
  args: { tab: "desktops", username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Entitlement actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Add entitlement" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
