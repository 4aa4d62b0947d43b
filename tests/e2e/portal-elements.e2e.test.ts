// The portal demo in Chromium: portal sign-in, elements loading through the portal's proxy path, routing on
// vdc-navigate, recovery after the console session expired, and theming from the portal.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInToPortal } from "./support/portal";

const HOUR_MS = 3600 * 1000;

const running = useConsoleInChromium();

/** Counts the given vdc events reaching the document, readable with eventCount(). */
async function countEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate((eventNames) => {
    const counts: Record<string, number> = {};
    (window as unknown as { vdcEventCounts: Record<string, number> }).vdcEventCounts = counts;
    for (const name of eventNames) {
      counts[name] = 0;
      document.addEventListener(name, () => (counts[name] = (counts[name] ?? 0) + 1));
    }
  }, names);
}

function eventCount(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (eventName) =>
      (window as unknown as { vdcEventCounts: Record<string, number> }).vdcEventCounts[eventName] ?? 0,
    name,
  );
}

describe("the portal demo", () => {
  it("refuses a console account at the portal's own sign-in", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/`);
    const form = watched.page.locator(".portal-sign-in");
    await form.getByLabel("Portal user").fill("admin");
    await form.getByLabel("Password").fill("vdc-demo");
    await form.getByRole("button", { name: "Sign in" }).click();
    await watched.page.getByText("The portal user name or password is not correct.").waitFor();
    expect(await watched.page.locator("vdc-dashboard").count()).toBe(0);
    await watched.page.close();
  });

  it("signs a portal user in and shows several elements on one page, loading through the proxy path", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/overview`);
    const apiRequests: string[] = [];
    watched.page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(rest|view-vlsi)\//.test(pathname)) apiRequests.push(pathname);
    });
    await signInToPortal(watched);

    const dashboard = watched.page.locator("vdc-dashboard");
    await dashboard.locator('[part~="dashboard"]:not([aria-busy])').first().waitFor();
    await watched.page.locator("vdc-sessions").locator('[part~="grid"]').waitFor();
    expect(apiRequests.length).toBeGreaterThan(0);
    const outsideProxy = apiRequests.filter(
      (path) => !path.startsWith("/portal/console-api/") && !path.includes("login"),
    );
    expect(outsideProxy).toEqual([]);
    expect(apiRequests).toContain("/portal/console-api/rest/config/v1/admin-users-or-groups/permissions");
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it("routes on vdc-navigate: a pool in <vdc-desktop-pools> opens the portal's pool page", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/desktops`);
    await signInToPortal(watched);
    await countEvents(watched.page, ["vdc-navigate"]);
    const pools = watched.page.locator("vdc-desktop-pools");
    // The pool names in the list are the section's links into a pool's page.
    const firstPool = pools.locator('[part~="grid"] button.vdc-link').first();
    await firstPool.waitFor();
    const poolName = (await firstPool.textContent())?.trim() ?? "";
    await firstPool.click();
    await watched.page.waitForURL(/#\/desktops\/.+/);
    expect(await eventCount(watched.page, "vdc-navigate")).toBe(1);
    const pool = watched.page.locator("vdc-desktop-pool");
    expect(await pool.getAttribute("pool-id")).not.toBe("");
    await pool.getByRole("heading", { name: poolName }).waitFor();
    const poolSessions = watched.page.locator("vdc-sessions");
    expect(await poolSessions.getAttribute("pool-id")).toBe(await pool.getAttribute("pool-id"));
    await poolSessions.locator('[part~="grid"]').waitFor();
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it("gets new console tokens when the session expired, and the elements carry on", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/desktops`);
    await signInToPortal(watched);
    const pools = watched.page.locator("vdc-desktop-pools");
    await pools.locator('[part~="grid"] button.vdc-link').first().waitFor();
    const tokenBefore = await pools.getAttribute("access-token");
    await countEvents(watched.page, ["vdc-session-expired"]);

    // Past both token lifetimes: the refresh cannot save the session, so the element reports the expiry.
    running.server.emulator.clock.advance(9 * HOUR_MS);
    await watched.page.getByRole("link", { name: "Overview", exact: true }).click();
    await expect.poll(() => eventCount(watched.page, "vdc-session-expired")).toBe(1);

    const dashboard = watched.page.locator("vdc-dashboard");
    await dashboard.locator('[part~="dashboard"]:not([aria-busy])').first().waitFor();
    expect(await dashboard.getAttribute("access-token")).not.toBe(tokenBefore);
    expect(await watched.page.locator(".portal-sign-in").count()).toBe(0);
    expect(watched.problems).toEqual([]);
    running.server.emulator.clock.useRealTime();
    await watched.page.close();
  });

  it("shows the console's server error in the portal's banner through vdc-error", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/overview`);
    await signInToPortal(watched);
    await watched.page.locator("vdc-dashboard").locator('[part~="dashboard"]').first().waitFor();
    running.server.emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v1\/sessions/ }, 500);
    try {
      await watched.page.getByRole("link", { name: "Sessions", exact: true }).click();
      const banner = watched.page.locator(".portal-banner");
      await banner.getByText("A server error occurred. Please try again.").waitFor();
      expect(await banner.getAttribute("data-level")).toBe("error");
    } finally {
      running.server.emulator.faults.clear();
    }
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it("lets a console administrator sign in through <vdc-login>, and the other elements share that session", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/desktops`);
    await countEvents(watched.page, ["vdc-signed-in"]);
    const login = watched.page.locator("vdc-login");
    await login.getByRole("textbox", { name: "User name" }).fill("admin");
    await login.getByLabel("Password").fill("vdc-demo");
    await login.getByRole("button", { name: "Sign in" }).click();
    await watched.page.getByText("Signed in to the console as EXAMPLE\\admin.").waitFor();
    expect(await eventCount(watched.page, "vdc-signed-in")).toBe(1);
    const pools = watched.page.locator("vdc-desktop-pools");
    expect(await pools.getAttribute("access-token")).toBeNull();
    await pools.locator('[part~="grid"] button.vdc-link').first().waitFor();

    // Signing out of the portal signs the console session out too: the form is back, not "signed in".
    await watched.page.getByRole("button", { name: "Sign out" }).click();
    await login.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await login.getByText("Signed in as").count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it("applies the portal's light/dark switch to the elements through --vdc-* tokens and ::part", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/overview`);
    await signInToPortal(watched);
    const dashboard = watched.page.locator("vdc-dashboard");
    await dashboard.locator('[part~="dashboard"]').first().waitFor();
    const rootStyle = () =>
      dashboard.evaluate((element) => {
        const root = element.shadowRoot?.querySelector<HTMLElement>(".vdc-root");
        const style = root ? getComputedStyle(root) : null;
        return { color: style?.color, scheme: style?.colorScheme, radius: style?.borderTopLeftRadius };
      });
    const light = await rootStyle();
    expect(light).toEqual({ color: "rgb(27, 33, 38)", scheme: "light", radius: "8px" });

    await watched.page.getByRole("button", { name: "Dark mode" }).click();
    await expect.poll(() => dashboard.getAttribute("theme")).toBe("dark");
    const dark = await rootStyle();
    expect(dark.scheme).toBe("dark");
    expect(dark.color).not.toBe(light.color);
    const accent = await dashboard.evaluate((element) =>
      getComputedStyle(element).getPropertyValue("--vdc-color-accent").trim(),
    );
    expect(accent).toBe("#c9a2ee");
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });
});
