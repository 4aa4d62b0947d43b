import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { DomainsSection } from "../../src/sections/domains/domains-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: "instant-clone" | "connection-server" | "domain-bind";
}

const meta = {
  title: "Sections/Domains",
  args: { username: "admin", tab: "instant-clone" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "inventory"] },
    tab: { control: "select", options: ["instant-clone", "connection-server", "domain-bind"] },
  },
  beforeEach: signInForStory,
  render: ({ tab }) => <DomainsSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instant clone domain account, with the add dialog open (the password never pre-filled). */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole(
      "grid",
      { name: "Instant clone domain accounts" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(grid).toHaveTextContent("ic-admin"), { timeout: 10_000 });
    await userEvent.click(
      within(canvas.getByRole("group", { name: "Domain actions" })).getByRole("button", { name: "Add" }),
    );
    const dialog = await canvas.findByRole("dialog", { name: "Add instant clone domain account" });
    await expect(within(dialog).getByLabelText("Password")).toHaveValue("");
  },
};

/** The domain bound without trust whose account the domain refuses: it cannot bind. */
export const DomainBind: Story = {
  args: { tab: "domain-bind" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Bound domains" }, { timeout: 10_000 });
    await waitFor(() => expect(grid).toHaveTextContent("Cannot bind"), { timeout: 10_000 });
  },
};

export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Domain actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Add" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view domains.",
    );
  },
};
