import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { DashboardSection } from "../../src/sections/dashboard/dashboard-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Dashboard",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: signInForStory,
  render: ({ onNavigate }) => <DashboardSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator's dashboard on the seeded pod: counts, charts and the health of every component. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const counts = await canvas.findByRole("list", { name: "Summary" }, { timeout: 10_000 });
    // Each panel appears when its own answer arrives.
    const wait = { timeout: 10_000 };
    await expect(await canvas.findByRole("img", { name: /^Sessions by state/ }, wait)).toBeVisible();
    await expect(await canvas.findByRole("img", { name: /^Machines by state/ }, wait)).toBeVisible();
    const servers = canvas.getByRole("group", { name: /Connection servers/ });
    await expect((await within(servers).findAllByRole("listitem", {}, wait)).length).toBeGreaterThan(0);
    await userEvent.click(await within(counts).findByRole("button", { name: /^Problem vCenter VMs/ }, wait));
    await expect(args.onNavigate).toHaveBeenCalledWith({
      section: "machines",
      filter: { tab: "vcenter", state: "problem" },
    });
  },
};

/** A read-only administrator sees the same numbers. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("list", { name: "Summary" }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Every request fails: the error state offers a retry. */
export const Unreachable: Story = {
  beforeEach: () => {
    setApiFetch(async () => new Response("<html><body>Bad gateway</body></html>", { status: 502 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("The dashboard could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
