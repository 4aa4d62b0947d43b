import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { restApi } from "../../src/core/http/api-clients";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { DesktopPoolSection, type PoolTab } from "../../src/sections/desktop-pools/desktop-pool-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  poolName: string;
  tab: PoolTab;
}

const POOL = "Sales-Win11-01";

const meta = {
  title: "Sections/Desktop pool tabs",
  args: { username: "admin", poolName: POOL, tab: "machine-details" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    tab: {
      control: "select",
      options: ["machine-details", "applications", "tasks", "policies", "policy-overrides"],
    },
  },
  loaders: [
    async ({ args }) => {
      await signInToEmulator(args.username);
      const filter = JSON.stringify({ type: "Equals", name: "name", value: args.poolName });
      const [pool] = await restApi
        .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
        .json<{ id: string }[]>();
      return { poolId: pool?.id ?? "no-such-pool" };
    },
  ],
  render: ({ tab }, { loaded }) => <DesktopPoolSection poolId={String(loaded.poolId)} tab={tab} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where each machine runs: host, datastores, power state, agent and operating system. */
export const MachineDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: `Machine details of ${POOL}` }, { timeout: 10_000 });
    await expect(await within(grid).findAllByText(/^datastore-/, {}, { timeout: 10_000 })).not.toHaveLength(
      0,
    );
  },
};

/** Installed applications and the application pools published from the pool. */
export const Applications: Story = {
  args: { tab: "applications" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByRole("grid", { name: `Applications installed on ${POOL}` }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The pool's tasks, one of them running. */
export const Tasks: Story = {
  args: { tab: "tasks" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: `Tasks of ${POOL}` }, { timeout: 10_000 });
    await expect(await within(grid).findAllByText("Running", {}, { timeout: 10_000 })).not.toHaveLength(0);
  },
};

/** A read-only administrator sees the tasks but cannot pause, resume or cancel them. */
export const TasksReadOnly: Story = {
  args: { tab: "tasks", username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Task actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Cancel task" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** The pool's policies: 2212 has no call for them, so the tab says the pod does not offer them. */
export const Policies: Story = {
  args: { tab: "policies" },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByText(
      "Pool policies are not available on this pod.",
      {},
      { timeout: 10_000 },
    );
  },
};

/** Users with policies of their own on the pool: not offered by a 2212 pod either. */
export const PolicyOverrides: Story = {
  args: { tab: "policy-overrides" },
  play: async ({ canvasElement }) => {
    await storyCanvas(canvasElement).findByText(
      "Policy overrides are not available on this pod.",
      {},
      { timeout: 10_000 },
    );
  },
};

/** Without POOL_VIEW the page says so instead of showing any tab. */
export const NoPermission: Story = {
  args: { tab: "tasks" },
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status", {}, { timeout: 10_000 })).toHaveTextContent(/permission/);
    await expect(canvas.queryByRole("grid")).toBeNull();
  },
};
