// Saved grid views follow the administrator: a view made on the standalone console's sessions grid is
// sent to the pod emulator's preferences, listed again after a reload and at a sign-in from a second
// browser, and applied there; a view link edited by hand is refused with a message, the grid intact.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function signedInAtSessions(): Promise<WatchedPage> {
  const context = await running.browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const watched = await openWatchedPage(context, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page);
  await page.evaluate(() => {
    window.location.hash = "#/main/sessions_list";
  });
  await sessionRows(page).first().waitFor();
  return watched;
}

const sessionsGrid = (page: Page) => page.getByRole("grid", { name: "Sessions" });
const sessionRows = (page: Page) =>
  sessionsGrid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
const headerNames = (page: Page) => sessionsGrid(page).getByRole("columnheader").allTextContents();

async function openViews(page: Page) {
  await page.getByRole("button", { name: "Views" }).click();
  return page.getByRole("group", { name: "Saved views" });
}

describe("saved grid views", () => {
  it("keeps a sessions view across a reload and a second browser, and refuses a tampered link", async () => {
    const first = await signedInAtSessions();
    const { page } = first;
    expect((await headerNames(page)).join("|")).toContain("Machine");
    await page.getByRole("button", { name: "Show columns" }).click();
    await page.getByRole("checkbox", { name: "Machine" }).uncheck();
    await page.getByRole("button", { name: "Show columns" }).click();

    const views = await openViews(page);
    await views.getByLabel("View name").fill("Without machines");
    // The view is sent together with the grid's own columns, shown again after it was saved.
    const saved = page.waitForRequest((request) => {
      if (request.method() !== "PUT" || !request.url().endsWith("/admin-users-or-groups/preferences"))
        return false;
      const sent = (request.postDataJSON() as { grid_preferences: Record<string, string[]> })
        .grid_preferences;
      return (
        sent["sessions.views"]?.some((view) => view.includes("Without machines")) === true &&
        sent.sessions?.includes("machineName") === false
      );
    });
    await views.getByRole("button", { name: "Save view" }).click();
    await views.getByRole("status").getByText("View Without machines saved.").waitFor();
    await page.getByRole("button", { name: "Show columns" }).click();
    await page.getByRole("checkbox", { name: "Machine" }).check();
    await page.getByRole("button", { name: "Show columns" }).click();
    expect((await (await saved).response())?.status()).toBe(204);

    await page.reload();
    await sessionRows(page).first().waitFor();
    await (await openViews(page)).getByRole("button", { name: "Without machines", exact: true }).waitFor();
    expect(first.problems).toEqual([]);

    const second = await signedInAtSessions();
    const other = second.page;
    expect(await headerNames(other)).toContain("Machine");
    const otherViews = await openViews(other);
    await otherViews.getByRole("button", { name: "Without machines", exact: true }).click();
    await otherViews.getByRole("status").getByText("View Without machines applied.").waitFor();
    expect(await headerNames(other)).not.toContain("Machine");

    await otherViews.getByRole("button", { name: "Copy link" }).click();
    const link = await otherViews.getByLabel("Link to this view").inputValue();
    expect(new URL(link).hash).toMatch(/^#\/main\/sessions_list\?grid=sessions&view=/);
    const tampered = link.replace(encodeURIComponent("machineName"), encodeURIComponent("no_such_column"));
    expect(tampered).not.toBe(link);
    await other.goto(tampered);
    await other.reload();
    await sessionsGrid(other).waitFor();
    await other
      .getByRole("alert")
      .getByText(/The view link was not opened/)
      .waitFor();
    await sessionRows(other).first().waitFor();
    expect(second.problems).toEqual([]);
  });
});
