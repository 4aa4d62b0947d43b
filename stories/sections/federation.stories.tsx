import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { CpaSection } from "../../src/sections/federation/cpa-section";
import { SitesSection } from "../../src/sections/federation/sites-section";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

interface StoryArgs {
  username: string;
  view: string;
}

const meta = {
  title: "Sections/Pod federation",
  args: { username: "admin", view: "home" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] },
    view: { control: "select", options: ["home", "progress", "podlist", "sites"] },
  },
  beforeEach: async ({ args }) => {
    await signInToEmulator(args.username, FEDERATION_FOR_SCREENS);
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: ({ view }) => (view === "sites" ? <SitesSection /> : <CpaSection view={view} />),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A federated pod: its state, with unjoin offered (and initialize and join not). */
export const CloudPodArchitecture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("Federated", {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Unjoin" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Initialize" })).toBeNull();
  },
};

/** No task has run yet: the progress page says so. */
export const ProgressWithoutTask: Story = {
  args: { view: "progress" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("No federation task has run on this pod.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The pods of the federation with their sites. */
export const PodList: Story = {
  args: { view: "podlist" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Pods of the federation" }, { timeout: 10_000 });
    await expect(await within(grid).findByText("This pod", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The sites with their pods. */
export const Sites: Story = {
  args: { view: "sites" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Sites of the federation" }, { timeout: 10_000 });
    await expect(await within(grid).findByText("Frankfurt", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A read-only administrator cannot unjoin. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("Federated", {}, { timeout: 10_000 });
    await expect(canvas.getByRole("button", { name: "Unjoin" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Without the federation view rights the page says so. */
export const NoPermission: Story = {
  beforeEach: () => {
    clearAdminRoles();
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view the pod federation.",
    );
  },
};
