import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { ApplicationPoolsSection } from "../../src/sections/application-pools/application-pools-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Application pools",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: signInForStory,
  render: ({ onNavigate }) => <ApplicationPoolsSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded applications with their health; one is missing on a named host. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Microsoft-Word-Marketing-RDS-01" }, { timeout: 10_000 });
    await waitFor(
      () => expect(canvas.getAllByText(/following RDS hosts: marketing-rds-01-02/).length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
  },
};

/** The add dialog: a farm's installed applications, several chosen at once. */
export const AddFromInstalled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Microsoft-Word-Marketing-RDS-01" }, { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Application pool actions" });
    await userEvent.click(within(actions).getByRole("button", { name: "Add…" }));
    const dialog = await canvas.findByRole("dialog", { name: "Add applications" });
    await expect(await within(dialog).findByRole("grid", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A read-only administrator can look but not change. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("button", { name: "Microsoft-Word-Marketing-RDS-01" }, { timeout: 10_000 });
    const actions = canvas.getByRole("group", { name: "Application pool actions" });
    await expect(within(actions).getByRole("button", { name: "Add…" })).toHaveAttribute(
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
      "You do not have permission to view application pools.",
    );
  },
};
