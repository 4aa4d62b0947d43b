import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { accessToken, clearSession } from "../../src/core/session/session.model";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { DashboardSection } from "../../src/sections/dashboard/dashboard-section";
import { storyCanvas } from "../support/story-canvas";

/** The in-browser pod emulator, signed in as a demo account: live-looking data for the story. */
async function signInToEmulator(
  username: string,
  options: EmulatorOptions = { scale: "small" },
): Promise<Emulator> {
  clearSession();
  clearAdminRoles();
  const emulator = createEmulator(options);
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
  onNavigate: (target: unknown) => void;
}

const meta = {
  title: "Sections/Dashboard",
  args: { username: "admin", onNavigate: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "helpdesk", "inventory"] } },
  beforeEach: async ({ args }) => {
    await signInToEmulator(args.username);
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: ({ onNavigate }) => <DashboardSection onNavigate={onNavigate} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator's dashboard on the seeded pod: counts, charts and the health of every component. */
export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const counts = await canvas.findByRole("list", { name: "Summary" }, { timeout: 10_000 });
    await expect(await canvas.findByRole("img", { name: /^Sessions by state/ })).toBeVisible();
    await expect(canvas.getByRole("img", { name: /^Machines by state/ })).toBeVisible();
    const servers = canvas.getByRole("group", { name: /Connection servers/ });
    await expect(within(servers).getAllByRole("listitem").length).toBeGreaterThan(0);
    await userEvent.click(within(counts).getByRole("button", { name: /^Problem machines/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ section: "machines", filter: { state: "problem" } });
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
