import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession, isBehindIdentityProvider } from "../../src/core/session/session.model";
import { UsersGroupsSection } from "../../src/sections/users-groups/users-groups-section";
import type { UsersGroupsTab } from "../../src/sections/users-groups/users-groups.types";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

const GATEWAY_LIST = "/view-vlsi/rest/v1/GatewayAccessUserOrGroup/List";
const HOME_SITES = "/rest/federation/v1/home-sites";

interface StoryArgs {
  username: string;
  tab: UsersGroupsTab;
  /** How the tab's list answers: as seeded, empty, 503, or refused for want of a permission. */
  answer?: "seeded" | "empty" | "failed" | "refused";
  /** Each answer takes this long, so the loading state shows. */
  latencyMs?: number;
}

const meta = {
  title: "Sections/Users and groups",
  args: { username: "admin", tab: "remoteAccess", answer: "seeded" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: {
      control: "select",
      options: [
        "entitlements",
        "remoteAccess",
        "homeSiteAssignment",
        "homeSiteResolution",
        "unauthenticatedAccess",
      ],
    },
  },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username, FEDERATION_FOR_SCREENS);
    // The view API calls carry the REST bearer, as an embedded element's do.
    isBehindIdentityProvider.value = true;
    const path = args.tab === "homeSiteAssignment" ? HOME_SITES : GATEWAY_LIST;
    const method = args.tab === "homeSiteAssignment" ? "GET" : "POST";
    if (args.answer === "empty") emulator.faults.failWith({ method, path }, 200, { body: [] });
    if (args.answer === "failed") emulator.faults.failWith({ method, path }, 503);
    if (args.answer === "refused")
      emulator.faults.failWith({ method, path }, 403, {
        body: { fault: "InsufficientPermission", errors: [{ error_key: "INSUFFICIENT_PERMISSION" }] },
      });
    if (args.latencyMs) emulator.faults.latencyMs = args.latencyMs;
    return () => {
      isBehindIdentityProvider.value = false;
      clearAdminRoles();
      clearSession();
    };
  },
  render: ({ tab }) => <UsersGroupsSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement, name: string) =>
  storyCanvas(canvasElement).findByRole("grid", { name }, { timeout: 10_000 });

/** Users and groups allowed through the gateways, with add and remove. */
export const RemoteAccess: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, "Users and groups with remote access");
    await expect(
      (await within(grid).findAllByRole("checkbox", { name: "Select row" }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
  },
};

/** While the pod answers, the tab says it is loading. */
export const RemoteAccessLoading: Story = {
  args: { latencyMs: 10_000 },
  play: async ({ canvasElement }) => {
    // Looked for afresh until seen: the tab code's placeholder says Loading… too, and may go between looks.
    await waitFor(() => expect(storyCanvas(canvasElement).getByText("Loading…")).toBeVisible());
  },
};

export const RemoteAccessEmpty: Story = {
  args: { answer: "empty" },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText(
        "No user or group has remote access.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const RemoteAccessFailed: Story = {
  args: { answer: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("The list could not be loaded.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** The pod refuses the list for want of a permission: spec 001 §6's message. */
export const RemoteAccessRefused: Story = {
  args: { answer: "refused" },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText("Insufficient permission.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The federation's home sites: global ones and overrides per global entitlement. */
export const HomeSiteAssignment: Story = {
  args: { tab: "homeSiteAssignment" },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, "Home sites");
    await expect(
      (await within(grid).findAllByRole("checkbox", { name: "Select row" }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
  },
};

export const HomeSiteAssignmentEmpty: Story = {
  args: { tab: "homeSiteAssignment", answer: "empty" },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText("No home site is assigned.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const HomeSiteAssignmentFailed: Story = {
  args: { tab: "homeSiteAssignment", answer: "failed" },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByText("The list could not be loaded.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** An administrator without the tab's view right is told so; the other tabs stay reachable. */
export const NoPermission: Story = {
  args: { username: "inventory", tab: "homeSiteAssignment" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText(
        "You do not have permission to view these users and groups.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Entitlements" })).toBeVisible();
  },
};

/**
 * The entitled users and groups list with two chosen: Add desktop entitlements opens the dialog that
 * entitles both at once to the pools and global entitlements the administrator may entitle.
 */
export const EntitleSeveralAtOnce: Story = {
  args: { tab: "entitlements" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Entitled users and groups" }, { timeout: 10_000 });
    const boxes = await within(grid).findAllByRole("checkbox", { name: "Select row" }, { timeout: 10_000 });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    const actions = canvas.getByRole("group", { name: "Users and groups actions" });
    const add = within(actions).getByRole("button", { name: "Add desktop entitlements" });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = await canvas.findByRole(
      "dialog",
      { name: "Add entitlements for 2 users and groups" },
      { timeout: 10_000 },
    );
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
