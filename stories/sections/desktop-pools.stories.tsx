import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { DesktopPoolsSection } from "../../src/sections/desktop-pools/desktop-pools-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Desktop pools",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: signInForStory,
  render: ({ onNavigate }) => <DesktopPoolsSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pool list of the seeded pod; a pool's name opens its page. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const link = await canvas.findByRole("button", { name: "Sales-Win11-01" }, { timeout: 10_000 });
    await userEvent.click(link);
    const { calls } = (args.onNavigate as unknown as { mock: { calls: unknown[][] } }).mock;
    await expect(calls[0]?.[0]).toMatchObject({ section: "desktop-pool" });
  },
};

/** Selecting a pool enables the actions the administrator may use. */
export const PoolSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Sales-Win11-01" }, { timeout: 10_000 });
    const [tick] = canvas.getAllByRole("checkbox", { name: "Select row" });
    await userEvent.click(tick as HTMLElement);
    const actions = canvas.getByRole("group", { name: "Desktop pool actions" });
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Disable" })).toBeEnabled(), {
      timeout: 3000,
    });
    await expect(within(actions).getByRole("button", { name: "Delete" })).toBeEnabled();
  },
};

/** Duplicate starts from the selected pool: its type chosen, its name left to the administrator. */
export const DuplicateWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Sales-Win11-01" }, { timeout: 10_000 });
    const [tick] = canvas.getAllByRole("checkbox", { name: "Select row" });
    await userEvent.click(tick as HTMLElement);
    const actions = canvas.getByRole("group", { name: "Desktop pool actions" });
    const duplicate = within(actions).getByRole("button", { name: "Duplicate" });
    await waitFor(() => expect(duplicate).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(duplicate);
    const wizard = await canvas.findByRole(
      "dialog",
      { name: /^Duplicate desktop pool / },
      { timeout: 10_000 },
    );
    await expect(within(wizard).getByRole("radio", { name: "Automated desktop pool" })).toBeChecked();
  },
};

/** A read-only administrator can look but not change. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Sales-Win11-01" }, { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Desktop pool actions" });
    await expect(within(actions).getByRole("button", { name: "Delete" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Without POOL_VIEW the section says so instead of showing an empty list. */
export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view desktop pools.",
    );
  },
};
