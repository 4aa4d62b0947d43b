// The administrator's day without a mouse: sign in, find a user at the help desk, log off one of their
// sessions, open a desktop pool from the command palette and entitle a group to it. Only key presses reach
// the page (Tab, Shift+Tab, arrows, Enter, Space, Ctrl+K and typed text): no click, fill, check or focus().
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";

const running = useConsoleInChromium();

const POOL = "Sales-Win11-01";
/** More Tab stops than any screen of the flow has before its control: a hang guard. */
const MAX_TAB_STOPS = 40;

/** The focus is on the control or inside it (a grid is one tab stop: its focus is on one of its cells). */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element.matches(":focus-within"));

/** The element with the focus, through shadow roots, for a failure's message. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? active.outerHTML.slice(0, 200) : "nothing";
  });
}

/** Presses Tab (or Shift+Tab) until the control has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, control: Locator, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  await control.waitFor();
  for (let presses = 0; presses < MAX_TAB_STOPS; presses += 1) {
    if (await hasFocus(control)) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${String(control)} was not reached with ${MAX_TAB_STOPS} presses of ${key}; the focus is on ${await focusedElement(page)}, the control is ${await control.evaluate((element) => element.outerHTML.slice(0, 200))}`,
  );
}

/** Presses an arrow key until the control has the focus (grid cells, tabs, palette options). */
async function arrowTo(page: Page, control: Locator, key: string, limit = 30): Promise<void> {
  await control.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(control)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(control)} was not reached with ${limit} presses of ${key}`);
}

/** Presses ArrowDown in the command palette until the option is the active one (aria-selected). */
async function arrowToOption(page: Page, option: Locator): Promise<void> {
  await option.waitFor();
  for (let presses = 0; presses < 30; presses += 1) {
    if ((await option.getAttribute("aria-selected")) === "true") return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`${String(option)} was not reached with 30 presses of ArrowDown`);
}

/** A user with a session on the seeded pod, by the name the directory search finds them under. */
async function userWithSession(): Promise<{ login: string; search: string }> {
  const client = new EmulatorClient(running.server.emulator);
  const { access_token: token } = await client.restLogin("admin");
  const sessions = (await (await client.rest("GET", "/rest/inventory/v1/sessions", token)).json()) as {
    user_id: string;
  }[];
  const userId = sessions[0]?.user_id;
  if (!userId) throw new Error("the seeded pod has no session");
  const answer = await client.rest("GET", `/rest/external/v1/ad-users-or-groups/${userId}`, token);
  const user = (await answer.json()) as { login_name: string; display_name?: string; name?: string };
  return { login: user.login_name, search: user.display_name ?? user.name ?? user.login_name };
}

// A hang guard: some forty screens' worth of key presses on a busy machine.
it(
  "signs in, finds a user, logs off a session, opens a pool and entitles a group, keyboard only",
  { timeout: 180_000 },
  async () => {
    const user = await userWithSession();
    const { page, problems } = await openWatchedPage(running.browser, `${running.server.origin}/`);

    // Sign in: the user name field comes first; the domain list keeps its first domain.
    await tabTo(page, page.getByLabel("User name", { exact: true }));
    await page.keyboard.type("admin");
    await page.keyboard.press("Tab");
    await page.keyboard.type("vdc-demo");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Sign out" }).waitFor();

    // Find a user: the palette opens the help desk, whose Find a user dialog searches the directory.
    await page.keyboard.press("Control+k");
    await page.keyboard.type("Help desk");
    await arrowToOption(page, page.getByRole("option", { name: /^Help desk/i }).first());
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Find a user" }));
    await page.keyboard.press("Enter");
    const find = page.getByRole("dialog", { name: "Find a user" });
    await tabTo(page, find.getByLabel("Name contains"));
    await page.keyboard.type(user.search);
    await page.keyboard.press("Enter");
    const results = find.getByRole("grid");
    const userRow = results.getByRole("row").filter({ hasText: user.login });
    await userRow.waitFor();
    await tabTo(page, results);
    await arrowTo(page, userRow.getByRole("gridcell").first(), "ArrowDown");
    await page.keyboard.press("Space");
    await expect.poll(() => userRow.getByRole("radio").isChecked()).toBe(true);
    await tabTo(page, find.getByRole("button", { name: "Show user" }));
    await page.keyboard.press("Enter");

    // Log off one of the user's sessions.
    // A pod outside a federation: the user's sessions on this pod.
    const sessions = page.getByRole("grid", { name: "Sessions of the user on this pod" });
    const firstSession = sessions
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell") })
      .first();
    await firstSession.waitFor();
    await tabTo(page, sessions);
    await arrowTo(page, firstSession.getByRole("gridcell").first(), "ArrowDown");
    await page.keyboard.press("Space");
    await expect.poll(() => firstSession.getByRole("checkbox").isChecked()).toBe(true);
    // The pod's sessions come first, above the federation's, each list with its own actions.
    const logOff = page.getByRole("button", { name: "Log off" }).first();
    await tabTo(page, logOff, "Shift+Tab");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Log off sessions" });
    await tabTo(page, confirm.getByRole("button", { name: "Log off" }));
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: /^Log off: .+ done\.$/ })
      .waitFor();

    // Open a pool from the palette and go to its entitlements with the tab list's arrows.
    await page.keyboard.press("Control+k");
    await page.keyboard.type(POOL);
    // A pool is offered by its display name with its name in brackets.
    const pools = page.getByRole("group", { name: "Desktop pools" });
    await arrowToOption(page, pools.getByRole("option", { name: new RegExp(`\\b${POOL}\\b`) }).first());
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#\/main\/desktops\//);
    const tabs = page.getByRole("tablist");
    await tabTo(page, tabs.getByRole("tab", { selected: true }));
    await arrowTo(page, tabs.getByRole("tab", { name: "Entitlements" }), "ArrowRight");
    await page.keyboard.press("Enter");

    // Add an entitlement: find a group, pick it with Space, add it.
    const entitlements = page.getByRole("grid", { name: `Users and groups entitled to ${POOL}` });
    await entitlements.waitFor();
    await tabTo(page, page.getByRole("button", { name: "Add…" }));
    await page.keyboard.press("Enter");
    const search = page.getByRole("dialog", { name: "Find users or groups" });
    await tabTo(page, search.getByLabel("Name contains"));
    await page.keyboard.type("Marketing");
    await page.keyboard.press("Enter");
    const found = search.getByRole("grid");
    const group = found.getByRole("row").filter({ hasText: "Group" }).first();
    await group.waitFor();
    await tabTo(page, found);
    await arrowTo(page, group.getByRole("gridcell").first(), "ArrowDown");
    await page.keyboard.press("Space");
    await tabTo(page, search.getByRole("button", { name: "Add (1)" }));
    await page.keyboard.press("Enter");
    await page.getByText("Entitlements added: 1.").waitFor();

    expect(problems).toEqual([]);
    await page.close();
  },
);
