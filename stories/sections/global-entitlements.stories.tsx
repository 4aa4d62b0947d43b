import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { GlobalEntitlementsSection } from "../../src/sections/global-entitlements/global-entitlements-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

interface StoryArgs {
  username: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Global entitlements",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: async ({ args }) => {
    await signInToEmulator(args.username, FEDERATION_FOR_SCREENS);
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: ({ onNavigate }) => <GlobalEntitlementsSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The federation's global entitlements, desktops and applications; a name opens the entitlement's page. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Global entitlements" }, { timeout: 10_000 });
    const [link] = await within(grid).findAllByRole("button", { name: /^GE-/ }, { timeout: 10_000 });
    await userEvent.click(link as HTMLElement);
    const { calls } = (args.onNavigate as unknown as { mock: { calls: unknown[][] } }).mock;
    await expect(calls[0]?.[0]).toMatchObject({ section: "global-entitlement" });
  },
};

/** The add wizard's first step: desktop or application. */
export const AddWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("grid", { name: "Global entitlements" }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("button", { name: "Add" }));
    const wizard = await canvas.findByRole("dialog", { name: "Add global entitlement" });
    await expect(within(wizard).getByRole("radio", { name: "Desktop" })).toBeChecked();
  },
};

/** Edit: the add wizard's steps on one entitlement, opening on its name; Save sends the update. */
export const EditWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Global entitlements" }, { timeout: 10_000 });
    const [link] = await within(grid).findAllByRole("button", { name: /^GE-/ }, { timeout: 10_000 });
    const row = (link as HTMLElement).closest<HTMLElement>("[role=row]");
    await userEvent.click(within(row as HTMLElement).getByRole("checkbox"));
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const wizard = await canvas.findByRole("dialog", { name: `Edit ${link?.textContent ?? ""}` });
    await expect(within(wizard).getByRole("textbox", { name: "Name" })).toHaveValue(link?.textContent);
  },
};

/** A read-only administrator sees the list but cannot add or delete. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Global entitlements" }, { timeout: 10_000 });
    await within(grid).findAllByRole("button", { name: /^GE-/ }, { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Global entitlement actions" });
    await waitFor(() =>
      expect(within(actions).getByRole("button", { name: "Add" })).toHaveAttribute("aria-disabled", "true"),
    );
  },
};

/** Without the federation view rights the section says so. */
export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view global entitlements.",
    );
  },
};
