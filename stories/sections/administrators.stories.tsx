import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AdministratorsSection } from "../../src/sections/administrators/administrators-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

type Tab =
  "administrators" | "rolePrivileges" | "rolePermissions" | "accessGroups" | "federationAccessGroups";

interface StoryArgs {
  username: string;
  tab: Tab;
}

const meta = {
  title: "Sections/Administrators",
  args: { username: "admin", tab: "administrators" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "inventory"] },
    tab: {
      control: "select",
      options: [
        "administrators",
        "rolePrivileges",
        "rolePermissions",
        "accessGroups",
        "federationAccessGroups",
      ],
    },
  },
  beforeEach: signInForStory,
  render: ({ tab }) => <AdministratorsSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The administrators and groups of the seeded pod with their roles. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Administrators and groups" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(canvas.getByRole("button", { name: "Add permission" })).toBeEnabled();
  },
};

/** The roles, read only: adding and editing are disabled. */
export const ReadOnlyRoles: Story = {
  args: { username: "readonly", tab: "rolePrivileges" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Roles" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(canvas.getByRole("button", { name: "Add role" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** A child access group's administrator may not view roles. */
export const NoPermission: Story = {
  args: { username: "inventory", tab: "rolePrivileges" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("You do not have permission to view this part of the administrators."),
    ).toBeInTheDocument();
  },
};
