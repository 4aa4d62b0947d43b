// The dashboard, the desktop pool list and one pool's page through the standalone console against the
// pod emulator: counts that lead somewhere, a pool opened from the list, a change made on its page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage, type WatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";
import { signInStandalone } from "./support/standalone";

let browser: Browser;
let server: ConsoleUnderTest;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startConsole();
});

afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function signedIn(username: string): Promise<WatchedPage> {
  const context = await browser.newContext();
  contexts.push(context);
  const watched = await openWatchedPage(context, `${server.origin}/`);
  const { page } = watched;
  await signInStandalone(page, username);
  return watched;
}

async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

describe("dashboard and desktop pools", () => {
  it("shows the dashboard's counts, charts and health, and a count leads to its list", async () => {
    const { page, problems } = await signedIn("admin");
    await open(page, "#/main/dashboard");
    const summary = page.getByRole("list", { name: "Summary" });
    await summary.waitFor();
    // Each panel appears when its own answer arrives.
    await page.getByRole("img", { name: /^Sessions by state/ }).waitFor();
    await page.getByRole("img", { name: /^Machines by state/ }).waitFor();
    const servers = page.getByRole("group", { name: /Connection servers/ });
    await servers.getByRole("listitem").first().waitFor();
    await summary.getByRole("button", { name: /^Sessions: \d+, open the list$/ }).click();
    await page.waitForFunction(() => window.location.hash.includes("sessions"));
    expect(problems).toEqual([]);
  });

  it("opens a pool from the list and disables it on its page", async () => {
    const { page, problems } = await signedIn("admin");
    await open(page, "#/main/desktops");
    const grid = page.getByRole("grid", { name: "Desktop pools" });
    await grid.getByRole("button", { name: "Sales-Win11-01" }).click();
    await page.getByRole("heading", { name: "Sales-Win11-01" }).waitFor();
    expect(page.url()).toMatch(/#\/main\/desktops\/[^/]+$/);
    const poolPath = new URL(page.url()).hash.replace("#/main/desktops/", "");
    await page.getByRole("tab", { name: "Summary" }).waitFor();
    const actions = page.getByRole("group", { name: "Desktop pool actions" });
    await actions.getByRole("button", { name: "Disable" }).click();
    // A single action's confirmation shows its call as the browser sends it.
    const confirm = page.getByRole("dialog", { name: "Disable" });
    await confirm.getByText("Show API call").click();
    await confirm.getByText(`PUT /rest/inventory/v1/desktop-pools/${poolPath}`, { exact: true }).waitFor();
    expect(await confirm.getByLabel("Request body").textContent()).toContain('"enabled": false');
    expect(await confirm.getByLabel("curl command").textContent()).toContain("$VDC_TOKEN");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await page.getByRole("status").filter({ hasText: "Pool Sales-Win11-01 is disabled." }).waitFor();
    expect(await actions.getByRole("button", { name: "Enable" }).isEnabled()).toBe(true);

    // The tab is in the route: a reload comes back to it.
    await page.getByRole("tab", { name: "Machines" }).click();
    await page.waitForFunction(() => window.location.hash.endsWith("/machines"));
    await page.reload();
    await page.getByRole("grid", { name: "Machines of Sales-Win11-01" }).waitFor();
    expect(await page.getByRole("tab", { name: "Machines" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("button", { name: "All desktop pools" }).click();
    await grid.waitFor();
    expect(problems).toEqual([]);
  });

  it("opens the sessions and licensing sections on their routes, styled, with data from the pod", async () => {
    const { page, problems } = await signedIn("admin");
    await open(page, "#/main/sessions_list");
    const sessions = page.getByRole("grid", { name: "Sessions" });
    await sessions.getByRole("row").nth(1).waitFor();
    await open(page, "#/main/product_licensing_usage/usage");
    await page.getByRole("heading", { name: "Product Licensing and Usage" }).waitFor();
    expect(await page.getByRole("tab", { name: "Usage" }).getAttribute("aria-selected")).toBe("true");
    // The section kit's stylesheet is adopted where it renders: the section's root lays out as a grid.
    const display = await page
      .locator('[part="licensing"]')
      .evaluate((element) => getComputedStyle(element).display);
    expect(display).toBe("grid");
    expect(problems).toEqual([]);
  });

  it("keeps a read-only administrator's pool actions disabled", async () => {
    const { page } = await signedIn("readonly");
    await open(page, "#/main/desktops");
    const grid = page.getByRole("grid", { name: "Desktop pools" });
    await grid.getByRole("button", { name: "Sales-Win11-01" }).waitFor();
    // The list selects several pools at once (change access group): rows are ticked.
    await grid.getByRole("checkbox", { name: "Select row" }).first().click();
    const actions = page.getByRole("group", { name: "Desktop pool actions" });
    // One-item actions come alive a moment after the selection; the entitlements button shows when.
    await expect.poll(() => actions.getByRole("button", { name: "Entitlements" }).isEnabled()).toBe(true);
    expect(await actions.getByRole("button", { name: "Delete" }).isDisabled()).toBe(true);
    expect(await actions.getByRole("button", { name: "Disable" }).isDisabled()).toBe(true);
  });
});
