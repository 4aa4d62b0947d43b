// The kit's bulk action flow through the standalone console's sessions list against the pod emulator:
// 60 sessions selected across three pages, 3 of them refused by the emulator, retried; and a run cancelled
// in the middle. The confirmation shows the API call without the session's token.
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium();
let contexts: BrowserContext[] = [];

afterEach(async () => {
  running.server.emulator.faults.clear();
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function signedInAt(hash: string): Promise<WatchedPage> {
  const context = await running.browser.newContext();
  contexts.push(context);
  const watched = await openWatchedPage(context, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page);
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
  return watched;
}

/** Ticks every row of the current page, then of the next ones: a selection across pages. */
async function selectPages(page: Page, pages: number): Promise<void> {
  const grid = page.getByRole("grid", { name: "Sessions" });
  for (let index = 0; index < pages; index += 1) {
    await grid.getByRole("checkbox", { name: "Select row" }).first().waitFor();
    await grid.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    if (index < pages - 1) {
      const first = await grid.getByRole("row").nth(1).textContent();
      await page.getByRole("button", { name: "Next page" }).click();
      await expect.poll(() => grid.getByRole("row").nth(1).textContent()).not.toBe(first);
    }
  }
}

async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index) ?? "";
      if (key.startsWith("vdc.") && /accessToken/i.test(key)) return sessionStorage.getItem(key);
    }
    return null;
  });
  if (!token) throw new Error("no access token in sessionStorage");
  return JSON.parse(token) as string;
}

describe("bulk actions", () => {
  it("disconnects 60 sessions across pages, reports 3 refusals with the server's message and retries them", async () => {
    const { page, problems } = await signedInAt("#/main/sessions_list");
    const emulator = running.server.emulator;
    // Only connected sessions can be disconnected: the server filters the list by state.
    const grid = page.getByRole("grid", { name: "Sessions" });
    await grid.getByRole("checkbox", { name: "Select row" }).first().waitFor();
    await grid.getByRole("button", { name: "Filter State" }).click();
    await grid.getByRole("checkbox", { name: "Connected", exact: true }).check();
    await expect
      .poll(() => grid.getByRole("gridcell", { name: "Disconnected", exact: true }).count())
      .toBe(0);
    await page.keyboard.press("Escape");
    await selectPages(page, 3);
    await page
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Disconnect" })
      .click();

    const confirm = page.getByRole("dialog", { name: "Disconnect sessions" });
    await confirm.getByText("Disconnect these sessions (60)?").waitFor();
    expect(await confirm.getByRole("list", { name: "Affected items" }).getByRole("listitem").count()).toBe(
      25,
    );
    await confirm.getByText("…and 35 more").waitFor();

    // The preview shows the call as the browser sends it, with a placeholder in place of the token.
    await confirm.getByText("Show API call").click();
    await confirm.getByText("POST /rest/inventory/v1/sessions/action/disconnect", { exact: true }).waitFor();
    await confirm.getByText("3 requests of this form, one per batch of items").waitFor();
    const curl = (await confirm.getByLabel("curl command").textContent()) ?? "";
    expect(curl).toContain("$VDC_TOKEN");
    const token = await accessTokenOf(page);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(token);
    expect(curl).not.toContain(token);

    // Three of the selected sessions are refused once each by the emulator, as busy items are.
    const requested: string[][] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/sessions/action/disconnect"))
        requested.push(request.postDataJSON() as string[]);
    });
    const firstBatch = JSON.parse(
      (await confirm.getByLabel("Request body").textContent()) ?? "[]",
    ) as string[];
    const refused = firstBatch.slice(0, 3);
    emulator.faults.failItems(refused, { message: "Session is busy: try again", times: 1 });
    await confirm.getByRole("button", { name: "Disconnect" }).click();

    const results = page.getByRole("dialog", { name: "Disconnect: results" });
    await results.getByText("Succeeded: 57. Failed: 3.").waitFor();
    expect(await results.getByText("Failed: Session is busy: try again").count()).toBe(3);
    expect(requested.map((batch) => batch.length)).toEqual([20, 20, 20]);

    await results.getByRole("button", { name: "Retry failed" }).click();
    await results.getByText("Succeeded: 3. Failed: 0.").waitFor();
    expect(requested.at(-1)?.sort()).toEqual([...refused].sort());
    expect(problems).toEqual([]);
  });

  it("cancels a run in the middle, leaving the rest untouched, and says how many ran", async () => {
    const { page, problems } = await signedInAt("#/main/sessions_list");
    const emulator = running.server.emulator;
    await selectPages(page, 3);
    await page
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Send message" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Send a message" });
    await confirm.getByLabel("Message", { exact: true }).fill("Maintenance at 18:00");
    const sent: number[] = [];
    page.on("requestfinished", (request) => {
      if (request.url().endsWith("/sessions/action/send-message")) sent.push(Date.now());
    });
    // Slow answers leave time to cancel after the first batch.
    emulator.faults.latencyMs = 1500;
    await confirm.getByRole("button", { name: "Send message" }).click();
    await confirm.getByText("20 of 60 done").waitFor();
    await confirm.getByRole("button", { name: "Cancel the rest" }).click();

    const results = page.getByRole("dialog", { name: "Send message: results" });
    await results.getByText(/^Cancelled: \d+ ran, \d+ were left untouched\.$/).waitFor();
    const summary = (await results.getByText(/^Cancelled:/).textContent()) ?? "";
    const [, ran, untouched] = /Cancelled: (\d+) ran, (\d+) were/.exec(summary) ?? [];
    expect(Number(ran) + Number(untouched)).toBe(60);
    expect(Number(untouched)).toBeGreaterThan(0);
    // Only the batches that ran reached the server.
    expect(sent.length * 20).toBe(Number(ran));
    expect(await results.getByText("Not run (cancelled)").count()).toBe(Number(untouched));
    expect(problems).toEqual([]);
  });
});
