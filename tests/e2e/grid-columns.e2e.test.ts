// Resized grid columns last: the desktop pools grid of the standalone console resized by mouse and by
// keyboard, the widths sent to the pod emulator's preferences, and found again after a reload and at a
// fresh sign-in.
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium();
let contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function signedInAtPools(): Promise<WatchedPage> {
  const context = await running.browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const watched = await openWatchedPage(context, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page);
  await openPools(page);
  return watched;
}

async function openPools(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = "#/main/desktops";
  });
  await page
    .getByRole("grid", { name: "Desktop pools" })
    .getByRole("button", { name: "Sales-Win11-01" })
    .waitFor();
}

function handle(page: Page, column: string) {
  return page.getByRole("separator", { name: `Resize column ${column}` });
}

async function widthOf(page: Page, column: string): Promise<number> {
  return Number(await handle(page, column).getAttribute("aria-valuenow"));
}

async function drawnWidthOf(page: Page, column: string): Promise<number> {
  const header = page.getByRole("columnheader").filter({ has: handle(page, column) });
  return Math.round((await header.boundingBox())?.width ?? 0);
}

describe("grid columns", () => {
  it("keeps widths set by mouse and keyboard across a reload and a new sign-in", async () => {
    const { page, problems } = await signedInAtPools();

    const nameHandle = handle(page, "Name");
    const nameBefore = await widthOf(page, "Name");
    const box = (await nameHandle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const nameAfter = await widthOf(page, "Name");
    expect(nameAfter).toBe(nameBefore + 80);
    expect(await drawnWidthOf(page, "Name")).toBe(nameAfter);

    const typeBefore = await widthOf(page, "Type");
    await handle(page, "Type").focus();
    const saved = page.waitForRequest(
      (request) => request.method() === "PUT" && request.url().endsWith("/admin-users-or-groups/preferences"),
    );
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    const typeAfter = typeBefore + 16 + 64;
    expect(await widthOf(page, "Type")).toBe(typeAfter);
    // The keys resized the column; the grid's arrow-key navigation left the focus on the handle.
    expect(await handle(page, "Type").evaluate((element) => element.matches(":focus"))).toBe(true);

    const request = await saved;
    expect(
      (request.postDataJSON() as { grid_preferences: Record<string, string[]> }).grid_preferences,
    ).toMatchObject({
      "desktop-pools.widths": expect.arrayContaining([`name=${nameAfter}`, `type=${typeAfter}`]),
    });
    expect((await request.response())?.status()).toBe(204);

    await page.reload();
    await openPools(page);
    expect(await widthOf(page, "Name")).toBe(nameAfter);
    expect(await widthOf(page, "Type")).toBe(typeAfter);
    expect(problems).toEqual([]);

    const fresh = await signedInAtPools();
    expect(await widthOf(fresh.page, "Name")).toBe(nameAfter);
    expect(await drawnWidthOf(fresh.page, "Type")).toBe(typeAfter);
    expect(fresh.problems).toEqual([]);
  });
});
