// The signed-in session in Chromium against the pod emulator: reload, a second tab, sign-out across
// tabs, expiry mid-work and back to the same page, and one token refresh for many concurrent 401s.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";

const PASSWORD = "vdc-demo";

let browser: Browser;
let server: ConsoleUnderTest;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  server = await startConsole();
  context = await browser.newContext();
});

afterEach(async () => {
  await context?.close();
  await server?.stop();
});

async function signIn(page: Page, username = "admin"): Promise<void> {
  await page.getByLabel("User name", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const domain = page.getByLabel("Domain");
  if ((await domain.evaluate((element) => element.tagName)) === "SELECT")
    await domain.selectOption("EXAMPLE");
  else await domain.fill("EXAMPLE");
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function openSignedIn(route = "/"): Promise<Page> {
  const { page } = await openWatchedPage(context, `${server.origin}${route}`);
  await signIn(page);
  await page.getByRole("button", { name: "Sign out" }).waitFor();
  return page;
}

function hashOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash);
}

describe("the signed-in session", () => {
  it("keeps the route and the session on reload", async () => {
    const page = await openSignedIn();
    await page.getByRole("link", { name: "Farms", exact: true }).click();
    await page.getByRole("heading", { name: "Farms" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Farms" }).waitFor();
    expect(await hashOf(page)).toBe("#/main/farms");
    expect(await page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
  });

  it("opens a second tab signed in, and signing out in one tab signs out the other", async () => {
    const first = await openSignedIn();
    const { page: second } = await openWatchedPage(context, `${server.origin}/`);
    await second.getByRole("button", { name: "Sign out" }).waitFor();
    expect(await hashOf(second)).toMatch(/^#\/main\//);
    expect(await second.getByLabel("Password", { exact: true }).count()).toBe(0);

    await first.getByRole("button", { name: "Sign out" }).click();
    await first.getByRole("button", { name: "Sign in" }).waitFor();
    await second.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await second.getByRole("button", { name: "Sign out" }).count()).toBe(0);
  });

  it("returns to login with the timeout message when the session expires mid-work, then back to the page", async () => {
    const page = await openSignedIn();
    await page.getByRole("link", { name: "Desktop Pools", exact: true }).click();
    await page.waitForURL((url) => url.hash === "#/main/desktops");
    await page.getByRole("heading", { name: "Desktop Pools" }).waitFor();
    // Nine hours later both tokens and the view session have expired on the server. The administrator
    // refreshes the list. The page's own polling may find out first and leave the list, so the click may
    // find nothing to click: the route and the message below are what must hold either way.
    server.emulator.clock.advance(9 * 60 * 60 * 1000);
    await page
      .getByRole("button", { name: "Refresh", exact: true })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForURL((url) => url.hash === "#/login?sessionTimeout=true");
    await page.getByText("Your session timed out. Please sign in again.").waitFor();
    await signIn(page);
    await page.waitForURL((url) => url.hash === "#/main/desktops");
  });

  it("refreshes the access token once for many concurrent 401s and stays signed in", async () => {
    const page = await openSignedIn();
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
    await page.getByRole("link", { name: "Farms", exact: true }).click();
    // The farms grid has its rows: its requests are answered before the token expires.
    await page.getByRole("grid", { name: "Farms" }).getByRole("row").nth(1).waitFor();
    // 31 minutes later the access token has expired; the refresh token has not. The dashboard's
    // requests are held at the server until four have arrived, so they are answered 401 together
    // whatever the machine's load, and the page has to share one refresh between them.
    server.emulator.clock.advance(31 * 60 * 1000);
    const answeredBefore = server.apiLog.length;
    const isDashboardRead = (path: string) => path.startsWith("/rest/") && path !== "/rest/refresh";
    server.holdApiRequests(4, isDashboardRead);
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    // (waitForLoadState("networkidle") would not wait here: a hash change is not a navigation.)
    const answered = () => server.apiLog.slice(answeredBefore);
    const refused = () => answered().filter(({ path, status }) => status === 401 && isDashboardRead(path));
    await expect.poll(() => refused().length).toBeGreaterThanOrEqual(4);
    // Every request refused for the old token goes again with the new one and is answered.
    const notRetried = () =>
      refused()
        .map(({ path }) => path)
        .filter((path) => !answered().some((exchange) => exchange.path === path && exchange.status === 200));
    await expect.poll(notRetried).toEqual([]);
    const refreshes = answered().filter(({ path }) => path === "/rest/refresh");
    expect(refreshes.map(({ status }) => status)).toEqual([200]);
    expect(await hashOf(page)).toBe("#/main/dashboard");
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
  });
});
