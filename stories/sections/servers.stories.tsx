import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { ServersSection } from "../../src/sections/servers/servers-section";
import { SERVER_TABS, type ServerTab } from "../../src/sections/servers/servers.model";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator, signOutOfEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  tab: ServerTab;
  /** The vCenter list answers 503. */
  failLoad?: boolean;
}

const meta = {
  title: "Sections/Servers",
  args: { username: "admin", tab: "vcenter" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "inventory"] },
    tab: { control: "select", options: SERVER_TABS },
  },
  beforeEach: async ({ args }) => {
    const emulator = await signInToEmulator(args.username);
    if (args.failLoad) emulator.faults.failWith({ path: "/rest/config/v2/virtual-centers" }, 503);
    return signOutOfEmulator;
  },
  render: ({ tab }) => <ServersSection tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The seeded vCenter servers with their health; Add opens the wizard on the server step. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "vCenter servers" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole("button", { name: "Add" }));
    const wizard = await canvas.findByRole("dialog", { name: "Add vCenter Server" });
    await expect(within(wizard).getByLabelText("Password")).toHaveAttribute("type", "password");
  },
};

/** The connection servers with their tags and health. */
export const ConnectionServers: Story = {
  args: { tab: "connection_servers" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Connection servers" }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(1), { timeout: 10_000 });
  },
};

/** The gateways' certificates: 2212 has no call for them, so the tab says the pod does not offer them. */
export const GatewayCertificates: Story = {
  args: { tab: "gateway_certificates" },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByText(
      "Gateway certificates are not available on this pod.",
      {},
      {
        timeout: 10_000,
      },
    );
  },
};

/** A read-only administrator sees the servers and may change none. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Server actions" }, { timeout: 10_000 });
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
      "You do not have permission to view the servers.",
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
