// Events figures at large scale (100,000 events, issue 15): the events grid of the built standalone console
// in headless Chromium (Next page click to the new rows painted), and the whole-result export of 50,000
// events with their names, written to ExcelReport.xlsx in process (time, progress reports, peak memory).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { buildExcelReport } from "../../src/core/export/excel-report";
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { accessToken } from "../../src/core/session/session.model";
import { EventSource } from "../../src/sections/events/events.model";
import { launchBrowser } from "../e2e/support/browser";
import { startConsole, type ConsoleUnderTest } from "../e2e/support/console-under-test";
import { percentiles, recordFigures, type Figure } from "./support/figures";

const SAMPLES = 20;
const EXPORTED_EVENTS = 50_000;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

let console_: ConsoleUnderTest;

beforeAll(async () => {
  console_ = await startConsole({ emulator: { scale: "large" } });
});

afterAll(async () => {
  await console_?.stop();
});

/** Milliseconds from a Next page click to the next frame after the first row changed, per click. */
function pageChanges(page: Page, samples: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    // The console renders in a shadow root; the grid is found by its accessible name.
    const find = (root: Document | ShadowRoot, selector: string): Element | null => {
      const direct = root.querySelector(selector);
      if (direct) return direct;
      for (const element of root.querySelectorAll("*")) {
        const found = element.shadowRoot ? find(element.shadowRoot, selector) : null;
        if (found) return found;
      }
      return null;
    };
    const grid = () => find(document, '[role=grid][aria-label="Events"]');
    const firstCell = () => grid()?.querySelector("[role=row] [role=gridcell]")?.textContent ?? "";
    const nextFrame = () =>
      new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const area = () => grid()?.closest("[part]") ?? document;
    while (firstCell() === "") await nextFrame();
    const times: number[] = [];
    for (let sample = 0; sample < count; sample += 1) {
      const before = firstCell();
      const next = (area() as ParentNode).querySelector<HTMLButtonElement>('button[aria-label="Next page"]');
      if (!next) throw new Error("no Next page button");
      await nextFrame();
      const started = performance.now();
      next.click();
      while (firstCell() === before || firstCell() === "") await nextFrame();
      times.push((await nextFrame()) - started);
    }
    return times;
  }, samples);
}

it("measures the events grid's page change and a 50,000-event export at large scale", async () => {
  const figures: Figure[] = [];
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${console_.origin}/`);
    await page.getByLabel("User name", { exact: true }).fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("vdc-demo");
    const domain = page.getByLabel("Domain");
    if ((await domain.evaluate((element) => element.tagName)) === "SELECT")
      await domain.selectOption("EXAMPLE");
    else await domain.fill("EXAMPLE");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await page.evaluate(() => {
      window.location.hash = "#/main/events?period=1m";
    });
    await page.getByRole("grid", { name: "Events" }).getByRole("gridcell").first().waitFor();
    const { median, p95 } = percentiles(await pageChanges(page, SAMPLES));
    figures.push(
      { group: "events", metric: "grid page change median (large)", value: round(median), unit: "ms" },
      {
        group: "events",
        metric: "grid page change p95 (large)",
        value: round(p95),
        unit: "ms",
        target: "< 150",
      },
    );
  } finally {
    await browser.close();
  }

  // The export, in process: the console's own event source and spreadsheet writer over the REST API.
  const emulator = createEmulator({ scale: "large" });
  const client = new EmulatorClient(emulator);
  accessToken.value = (await client.restLogin("admin")).access_token;
  // The period is chosen to hold exactly the newest 50,000 events: it starts at the 50,000th one.
  const lastPage = await client.rest(
    "GET",
    `/rest/external/v1/audit-events?sort_by=time&order_by=DESC&page=${EXPORTED_EVENTS / 1000}&size=1000`,
    accessToken.value,
  );
  const oldest = ((await lastPage.json()) as { time: number }[]).at(-1)?.time ?? 0;
  let requests = 0;
  setApiFetch(
    handlerFetch((request) => {
      requests += 1;
      return emulator.fetch(request);
    }),
  );
  let peakHeap = process.memoryUsage().heapUsed;
  const baselineHeap = peakHeap;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 5);
  let progressReports = 0;
  let lastProgress = 0;
  const started = performance.now();
  const rows = await new EventSource({ period: "3w", now: () => oldest + 21 * DAY_MS }).fetchAll(
    { filters: [], page: { current: 1, size: 20 } },
    {
      onProgress: (loaded) => {
        progressReports += 1;
        lastProgress = loaded;
      },
    },
  );
  const fetchedMs = performance.now() - started;
  const bytes = await buildExcelReport(
    ["Time", "Severity", "Module", "User", "Machine", "Pool", "Message"],
    rows.map((row) => [
      new Date(row.time).toISOString(),
      row.severity,
      row.module,
      row.userName ?? "",
      row.machineName ?? "",
      row.desktop_pool_name ?? "",
      row.message,
    ]),
  );
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  expect(rows.length).toBe(EXPORTED_EVENTS);
  expect(bytes.byteLength).toBeGreaterThan(0);
  figures.push(
    { group: "events", metric: "export rows", value: rows.length, unit: "rows", target: "= 50000" },
    { group: "events", metric: "export list + names", value: Math.round(fetchedMs), unit: "ms" },
    { group: "events", metric: "export list + names + xlsx", value: Math.round(totalMs), unit: "ms" },
    { group: "events", metric: "export progress reports", value: progressReports, unit: "" },
    { group: "events", metric: "export last progress", value: lastProgress, unit: "rows" },
    { group: "events", metric: "export requests", value: requests, unit: "" },
    { group: "events", metric: "export xlsx size", value: round(bytes.byteLength / MB), unit: "MB" },
    { group: "events", metric: "export peak heap", value: round(peakHeap / MB), unit: "MB" },
    {
      group: "events",
      metric: "export peak heap over start",
      value: round((peakHeap - baselineHeap) / MB),
      unit: "MB",
    },
  );
  recordFigures(figures);
});
