import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { restApi, setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { accessToken, clearSession } from "../../src/core/session/session.model";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { MachineSection } from "../../src/sections/machines/machine-section";
import { storyCanvas } from "../support/story-canvas";

/** The in-browser pod emulator, signed in as a demo account: live-looking data for the story. */
async function signInToEmulator(username: string): Promise<Emulator> {
  clearSession();
  clearAdminRoles();
  const emulator = createEmulator({ scale: "small" });
  setApiFetch(handlerFetch(emulator.fetch, window.location.origin));
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin(username);
  accessToken.value = token;
  const permissions = await client.rest("GET", "/rest/config/v1/admin-users-or-groups/permissions", token);
  setAdminRoles({ rest: (await permissions.json()) as unknown });
  return emulator;
}

interface StoryArgs {
  username: string;
  machineName: string;
  tab: "summary" | "vcenter" | "events";
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Machine",
  args: { username: "admin", machineName: "sales-w11-1-001", tab: "summary", onNavigate: fn() },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: { control: "select", options: ["summary", "vcenter", "events"] },
  },
  loaders: [
    async ({ args }) => {
      await signInToEmulator(args.username);
      const filter = JSON.stringify({ type: "Equals", name: "name", value: args.machineName });
      const [machine] = await restApi
        .get(`/inventory/v4/machines?filter=${encodeURIComponent(filter)}`)
        .json<{ id: string }[]>()
        .catch(() => []);
      return { machineId: machine?.id ?? "no-such-machine" };
    },
  ],
  render: ({ tab, onNavigate }, { loaded }) => (
    <MachineSection machineId={String(loaded.machineId)} tab={tab} onNavigate={onNavigate} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A connected machine's summary: state, user, agent and its session. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: "sales-w11-1-001" }, { timeout: 10_000 });
    await expect(canvas.getByRole("table", { name: "Sessions" })).toBeInTheDocument();
  },
};

export const VcenterSettings: Story = {
  args: { tab: "vcenter" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("heading", { name: "sales-w11-1-001" }, { timeout: 10_000 });
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("esx");
  },
};

/** A read-only administrator sees the machine but cannot act on it. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Machine actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: /^Maintenance/ })).toBeDisabled();
  },
};

export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view machines.",
    );
  },
};

export const Gone: Story = {
  args: { machineName: "no-such-machine" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("This machine no longer exists.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
