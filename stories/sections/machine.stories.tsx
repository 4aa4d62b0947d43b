import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { MachineSection } from "../../src/sections/machines/machine-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

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
