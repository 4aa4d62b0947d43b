import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { restApi, setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { getEntitlement } from "../../src/core/entitlements/get-entitlement";
import { removeEntitlements } from "../../src/core/entitlements/remove-entitlements";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { EntitlementsPanel } from "../../src/ui/entitlements/entitlements-panel";
import { storyCanvas } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

interface StoryArgs {
  username: string;
  /** How the pool's entitlements answer: its users, none, never (loading) or 503. */
  state: "list" | "empty" | "loading" | "error";
}

interface Pool {
  id: string;
  name: string;
  access_group_id?: string;
}

const ENTITLEMENT_READ = /^\/rest\/entitlements\/v1\/desktop-pools\/[^/]+$/;

const meta = {
  title: "UI/Entitlements panel",
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Who is entitled to a desktop pool, an application or a global entitlement, with add (directory search) and remove by privilege. Use it on an item's entitlements tab; it reads and changes the entitlements itself and names each user or group the pod refused.",
      },
      // Each example signs in to the in-browser pod on its own: on the docs page each runs in its frame.
      story: { inline: false, height: "420px" },
    },
  },
  args: { username: "admin", state: "list" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly"] },
    state: { control: "select", options: ["list", "empty", "loading", "error"] },
  },
  loaders: [
    async ({ args }) => {
      const emulator = await signInToEmulator(args.username);
      const [pool] = await restApi.get("/inventory/v1/desktop-pools").json<Pool[]>();
      if (pool && args.state === "empty") {
        // The first seeded pool has entitlements: the story takes them away first.
        const { ad_user_or_group_ids } = await getEntitlement("desktop-pools", pool.id);
        await removeEntitlements("desktop-pools", [{ id: pool.id, ad_user_or_group_ids }]);
      }
      if (args.state === "error") emulator.faults.failWith({ method: "GET", path: ENTITLEMENT_READ }, 503);
      if (args.state === "loading") {
        // The pool's entitlements never answer: the panel stays in its loading state.
        const answer = handlerFetch(emulator.fetch, window.location.origin);
        setApiFetch((input, init) =>
          ENTITLEMENT_READ.test(
            new URL(String(input instanceof Request ? input.url : input), window.location.origin).pathname,
          )
            ? new Promise<Response>(() => undefined)
            : answer(input, init),
        );
      }
      return { pool: pool ?? null };
    },
  ],
  beforeEach: () => () => {
    clearAdminRoles();
    clearSession();
  },
  render: (_args, { loaded }) => {
    const pool = loaded.pool as Pool | null;
    return pool ? (
      <EntitlementsPanel resource="desktop-pools" pool={pool} gridId="story-entitlements" />
    ) : (
      <p>No seeded pool fits this story.</p>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = async (canvasElement: HTMLElement, pool: Pool) =>
  storyCanvas(canvasElement).findByRole(
    "grid",
    { name: `Users and groups entitled to ${pool.name}` },
    { timeout: 10_000 },
  );

/** The users and groups entitled to a pool, with add and remove for an administrator holding POOL_ENTITLE. */
export const List: Story = {
  play: async ({ canvasElement, loaded }) => {
    const grid = await gridOf(canvasElement, loaded.pool as Pool);
    const canvas = storyCanvas(canvasElement);
    await expect(await within(grid).findAllByRole("gridcell", {}, { timeout: 10_000 })).not.toHaveLength(0);
    const actions = canvas.getByRole("group", { name: "Entitlement actions" });
    await expect(within(actions).getByRole("button", { name: "Add…" })).toBeEnabled();
    await expect(within(actions).getByRole("button", { name: "Remove" })).toBeDisabled();
  },
};

/** A pool nobody is entitled to says so. */
export const Empty: Story = {
  args: { state: "empty" },
  play: async ({ canvasElement, loaded }) => {
    await gridOf(canvasElement, loaded.pool as Pool);
    await expect(
      await storyCanvas(canvasElement).findByText("No users or groups are entitled", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the entitlements load, the grid is busy and says so. */
export const Loading: Story = {
  args: { state: "loading" },
  play: async ({ canvasElement, loaded }) => {
    const grid = await gridOf(canvasElement, loaded.pool as Pool);
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(storyCanvas(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** A failed load says so, with the one way to try again. */
export const Failed: Story = {
  args: { state: "error" },
  play: async ({ canvasElement }) => {
    const alert = await storyCanvas(canvasElement).findByRole("alert", {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("The list could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/** Without POOL_ENTITLE the list shows, but adding and removing are disabled. */
export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement, loaded }) => {
    await gridOf(canvasElement, loaded.pool as Pool);
    const actions = storyCanvas(canvasElement).getByRole("group", { name: "Entitlement actions" });
    await expect(within(actions).getByRole("button", { name: "Add…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
