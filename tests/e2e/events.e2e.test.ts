// The events list of the standalone console against a large-scale pod emulator (100,000 events):
// filtered by severity and module, every filtered row exported to ExcelReport.xlsx with a message that
// starts like a formula neutralised, and a machine's events tab linking to the pre-filtered list.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { worksheetsOf } from "../support/saved-downloads";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium({ emulator: { scale: "large" } });
const AUDIT_EVENTS = "/rest/external/v1/audit-events";

async function signIn(): Promise<WatchedPage & { eventFilters: string[] }> {
  const context = await running.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const watched = await openWatchedPage(context, `${running.server.origin}/`);
  const eventFilters: string[] = [];
  watched.page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(AUDIT_EVENTS)) eventFilters.push(url.searchParams.get("filter") ?? "");
  });
  const { page } = watched;
  await signInStandalone(page);
  return { ...watched, eventFilters };
}

async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

/** The texts of one column (0-based) of the events grid's body rows on the page. */
async function columnTexts(page: Page, index: number): Promise<string[]> {
  const rows = page
    .getByRole("grid", { name: "Events" })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  return rows.evaluateAll(
    (elements, column) =>
      elements.map((row) => row.querySelectorAll("[role=gridcell]")[column]?.textContent ?? ""),
    index,
  );
}

/** How many events the REST API lists for a filter expression, paging as a script would. */
async function countEvents(filter: string): Promise<number> {
  const client = new EmulatorClient(running.server.emulator);
  const { access_token: token } = await client.restLogin("admin");
  let count = 0;
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), size: "1000", filter });
    const response = await client.rest("GET", `${AUDIT_EVENTS}?${query}`, token);
    count += ((await response.json()) as unknown[]).length;
    if (response.headers.get("HAS_MORE_RECORDS") !== "true") return count;
  }
}

describe("events at large scale", () => {
  it("filters by severity and module, exports every filtered row neutralised, and lands from a machine's events tab", async () => {
    const { page, problems, eventFilters } = await signIn();
    await go(page, "#/main/events");
    const grid = page.getByRole("grid", { name: "Events" });
    await grid.getByRole("gridcell").first().waitFor();

    await page.getByRole("button", { name: "Filter Severity" }).click();
    await page.getByRole("checkbox", { name: "Error", exact: true }).check();
    await page.keyboard.press("Escape");
    await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(["Error"]));
    await page.getByRole("button", { name: "Filter Module" }).click();
    await page.getByRole("checkbox", { name: "Broker", exact: true }).check();
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => eventFilters.at(-1) ?? "")
      .toContain('{"type":"Equals","name":"module","value":"Broker"}');
    await expect.poll(async () => new Set(await columnTexts(page, 2))).toEqual(new Set(["Broker"]));
    expect(new Set(await columnTexts(page, 1))).toEqual(new Set(["Error"]));

    // What the server lists for the very filter the console sent (period, severity and module).
    const expected = await countEvents(eventFilters.at(-1) ?? "");
    expect(expected).toBeGreaterThan(1000);

    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("ExcelReport.xlsx");
    const bytes = await readFile(await download.path());
    const [sheet] = await worksheetsOf(new Blob([bytes]));
    // The first row is the header.
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(expected);
    const texts: string[] = [];
    sheet?.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === "string") texts.push(cell.value);
      }),
    );
    expect(texts.filter((text) => text.startsWith("="))).toEqual([]);
    expect(texts.some((text) => text.startsWith(`'=HYPERLINK(`))).toBe(true);

    // A machine's events tab links to the events list filtered to that machine.
    const client = new EmulatorClient(running.server.emulator);
    const { access_token: token } = await client.restLogin("admin");
    const newest = (await (await client.rest("GET", `${AUDIT_EVENTS}?size=200`, token)).json()) as {
      machine_id?: string;
    }[];
    const machineId = newest.find((event) => event.machine_id)?.machine_id ?? "";
    expect(machineId).not.toBe("");
    const machine = (await (
      await client.rest("GET", `/rest/inventory/v4/machines/${machineId}`, token)
    ).json()) as {
      name: string;
    };
    await go(page, `#/main/machines/${machineId}/events`);
    await page
      .getByRole("grid", { name: `Events of ${machine.name}` })
      .getByRole("gridcell")
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Show this machine's events in the events list" }).click();
    await page.getByText("One machine's events").waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/main/events?machine_id=${machineId}&period=1m`);
    await grid.getByRole("gridcell").first().waitFor();
    expect(new Set(await columnTexts(page, 4))).toEqual(new Set([machine.name]));
    expect(eventFilters.at(-1)).toContain(`{"type":"Equals","name":"machine_id","value":"${machineId}"}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
