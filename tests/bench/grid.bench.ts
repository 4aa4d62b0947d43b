// Data grid figures (issue 5), in headless Chromium: a client-side grid of 20,000 and 100,000 rows (sort
// click and filter keystroke to the next frame, scroll frame times, DOM nodes, heap) and a server-driven
// grid over the pod emulator at large scale (page change to rows painted).
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import { rollup } from "rollup";
import { afterAll, beforeAll, expect, it } from "vitest";
import { browserPlugins } from "../../rollup.config.mjs";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { launchBrowser } from "../e2e/support/browser";
import { percentiles, recordFigures, type Figure } from "./support/figures";

const SAMPLES = 20;
/** How long the grid is left alone after it appears, as a user reads it before clicking. */
const SETTLE_MS = 1000;
const round = (value: number) => Math.round(value * 10) / 10;

let browser: Browser;
let server: ServerType;
let origin: string;
let token: string;

/** Bundles the bench pages (vdc's grid, and its peer) with the console's own browser plugins. */
async function buildBenchPages(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "vdc-grid-bench-"));
  const bundle = await rollup({
    input: {
      "grid-bench-page": "tests/bench/pages/grid-bench-page.tsx",
      "peer-grid-bench-page": "tests/bench/pages/peer-grid-bench-page.ts",
    },
    // The pages' English texts built in, as the console's shell has its own (decision 0036): the bench
    // serves no text sets, and the server-driven grid's pager is found by its "Next page" name.
    plugins: browserPlugins({ texts: { coreSet: "grid-bench" } }),
    onwarn: () => undefined,
  });
  await bundle.write({ dir: outDir, format: "es", entryFileNames: "[name].js" });
  await bundle.close();
  return outDir;
}

beforeAll(async () => {
  const [pageDir, launched] = await Promise.all([buildBenchPages(), launchBrowser()]);
  browser = launched;
  const emulator = createEmulator({ scale: "large" });
  token = (await new EmulatorClient(emulator).restLogin("admin")).access_token;
  const app = new Hono();
  app.all("/rest/*", (c) => emulator.fetch(c.req.raw));
  app.get("/", (c) =>
    c.html(
      '<!doctype html><div id="bench-host"></div><div id="peer-host"></div>' +
        '<script type="module" src="/grid-bench-page.js"></script>' +
        '<script type="module" src="/peer-grid-bench-page.js"></script>',
    ),
  );
  app.get("/:script{.+\\.js}", (c) =>
    c.body(readFileSync(join(pageDir, c.req.param("script"))), 200, { "Content-Type": "text/javascript" }),
  );
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function openBenchPage(): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
  await page.waitForFunction(() => "benchGrid" in window && "peerGrid" in window);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  return { page, cdp };
}

/** Elements in the document and in every shadow root. */
function domNodeCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const count = (root: Document | ShadowRoot): number =>
      [...root.querySelectorAll("*")].reduce(
        (sum, element) => sum + 1 + (element.shadowRoot ? count(element.shadowRoot) : 0),
        0,
      );
    return count(document);
  });
}

async function heapMegabytes(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? NaN;
  return round(used / 1024 / 1024);
}

/**
 * Where a client grid's parts are, so vdc's grid and its peer run the same workload: the same rows, the
 * same two sort columns in turn (a text and a number column), the same filter texts, the same scroll.
 */
interface GridUnderBench {
  name: string;
  hostId: string;
  /** The controls clicked in turn to sort: the name column's, then the sessions column's. */
  sortTargets: readonly [SortTarget, SortTarget];
  /** The element whose rows change when the grid sorts or filters. */
  rows: string;
  /** The element that scrolls the rows. */
  scroller: string;
  /**
   * "typed": the grid's own filter field, whose 500 ms debounce is taken off the figure; "api": the
   * peer's filter model, applied at once.
   */
  filter: "typed" | "api";
}

interface SortTarget {
  selector: string;
  index: number;
}

const VDC_GRID: GridUnderBench = {
  name: "vdc",
  hostId: "bench-host",
  sortTargets: [
    { selector: ".vdc-grid__sort", index: 0 },
    { selector: ".vdc-grid__sort", index: 3 },
  ],
  rows: ".vdc-grid__body",
  scroller: ".vdc-grid__body",
  filter: "typed",
};

const PEER_GRID: GridUnderBench = {
  name: "AG Grid Community",
  hostId: "peer-host",
  sortTargets: [
    { selector: '.ag-header-cell[col-id="name"] .ag-header-cell-label', index: 0 },
    { selector: '.ag-header-cell[col-id="sessions"] .ag-header-cell-label', index: 0 },
  ],
  rows: ".ag-grid-scrolling-rows",
  scroller: ".ag-grid-viewport",
  filter: "api",
};

/** Mounts a client grid (the other one unmounted), waits for its first rows, then leaves it alone a moment. */
async function mountClientGrid(page: Page, grid: GridUnderBench, rows: number): Promise<void> {
  await page.evaluate(
    ({ count, isPeer }) => {
      if (isPeer) {
        window.benchGrid.unmount();
        window.peerGrid.mount(count);
      } else {
        window.peerGrid.unmount();
        window.benchGrid.client(count);
      }
    },
    { count: rows, isPeer: grid === PEER_GRID },
  );
  await page.waitForFunction(
    ({ hostId, rowsSelector }) => {
      const host = document.getElementById(hostId);
      const root = host?.shadowRoot ?? host;
      return (root?.querySelector(rowsSelector)?.querySelectorAll("[role=row]").length ?? 0) > 0;
    },
    { hostId: grid.hostId, rowsSelector: grid.rows },
  );
  await page.waitForTimeout(SETTLE_MS);
}

/** Milliseconds from clicking a sort control to the next animation frame after the rows changed. */
function sortClicks(page: Page, grid: GridUnderBench, samples: number): Promise<number[]> {
  return page.evaluate(
    async ({ count, grid }) => {
      const host = document.getElementById(grid.hostId)!;
      const root = host.shadowRoot ?? host;
      const nextFrame = () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      const rowsChange = () =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(root.querySelector(grid.rows)!, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        });
      const times: number[] = [];
      for (let sample = 0; sample < count; sample += 1) {
        const { selector, index } = grid.sortTargets[sample % 2]!;
        const target = root.querySelectorAll<HTMLElement>(selector)[index]!;
        await nextFrame();
        const changed = rowsChange();
        const started = performance.now();
        target.click();
        await changed;
        times.push((await nextFrame()) - started);
      }
      return times;
    },
    { count: samples, grid },
  );
}

/**
 * Milliseconds from the moment a filter text applies (for vdc's grid: the keystroke plus the 500 ms
 * debounce it waits for) to the next animation frame after the rows changed.
 */
function filterKeystrokes(page: Page, grid: GridUnderBench, samples: number): Promise<number[]> {
  return page.evaluate(
    async ({ count, grid }) => {
      const host = document.getElementById(grid.hostId)!;
      const root = host.shadowRoot ?? host;
      const nextFrame = () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      let typeText = (text: string) => window.peerGrid.filterName(text);
      let debounceMs = 0;
      if (grid.filter === "typed") {
        root.querySelector<HTMLButtonElement>(".vdc-grid__filter-toggle")!.click();
        // The filter panel is a chunk of its own (decision 0037), usually loaded by now: wait for its field.
        let field: HTMLInputElement | null = null;
        while (!field) {
          await nextFrame();
          field = root.querySelector<HTMLInputElement>(".vdc-grid__filter-panel input");
        }
        const input = field;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        typeText = (text) => {
          setValue.call(input, text);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        };
        debounceMs = 500;
      }
      const body = root.querySelector(grid.rows)!;
      const texts = ["machine-1", "machine-12", "machine-3", "machine-", "machine-45", "machine-7"];
      const times: number[] = [];
      for (let sample = 0; sample < count; sample += 1) {
        const changed = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(body, { childList: true, subtree: true, characterData: true });
        });
        await nextFrame();
        const typedAt = performance.now();
        typeText(texts[sample % texts.length]!);
        await changed;
        times.push((await nextFrame()) - typedAt - debounceMs);
      }
      return times;
    },
    { count: samples, grid },
  );
}

/** Frame intervals while the grid's rows scroll 240 px per frame. */
function scrollFrames(page: Page, grid: GridUnderBench): Promise<number[]> {
  return page.evaluate(async (grid) => {
    const host = document.getElementById(grid.hostId)!;
    const root = host.shadowRoot ?? host;
    const scroller = root.querySelector<HTMLElement>(grid.scroller)!;
    const intervals: number[] = [];
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    for (let frame = 0; frame < 150; frame += 1) {
      scroller.scrollTop += 240;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      intervals.push(now - last);
      last = now;
    }
    return intervals;
  }, grid);
}

function summary(group: string, metric: string, samples: number[], target?: string): Figure[] {
  const { median, p95 } = percentiles(samples);
  return [
    { group, metric: `${metric} median`, value: round(median), unit: "ms" },
    { group, metric: `${metric} p95`, value: round(p95), unit: "ms", ...(target ? { target } : {}) },
  ];
}

/** The p95 of each workload on one grid at one size, for the peer comparison. */
interface WorkloadP95 {
  sort: number;
  filter: number;
  scroll: number;
}

/** Sorts, filters and scrolls one client grid of `rows` rows; records its figures, returns its p95s. */
async function runClientWorkload(
  page: Page,
  grid: GridUnderBench,
  rows: number,
  figures: Figure[],
  group: string,
): Promise<WorkloadP95> {
  // The targets are vdc's; the peer's figures are for comparison only.
  const isVdc = grid === VDC_GRID;
  const sortTarget = !isVdc ? undefined : rows === 20_000 ? "< 100" : "< 300";
  const filterTarget = !isVdc ? undefined : rows === 20_000 ? "< 100" : "< 600";
  const sorts = await sortClicks(page, grid, SAMPLES);
  const filters = await filterKeystrokes(page, grid, SAMPLES);
  figures.push(
    ...summary(group, `sort click to rows painted, ${rows} rows`, sorts, sortTarget),
    ...summary(group, `filter applied to rows painted, ${rows} rows`, filters, filterTarget),
  );
  // Scrolled from the top of an unfiltered grid.
  await mountClientGrid(page, grid, rows);
  const scroll = percentiles(await scrollFrames(page, grid)).p95;
  figures.push({
    group,
    metric: `scroll frame time p95, ${rows} rows`,
    value: round(scroll),
    unit: "ms",
    target: "< 33",
  });
  return { sort: percentiles(sorts).p95, filter: percentiles(filters).p95, scroll };
}

it("measures the client-side grid at 20,000 and 100,000 rows, its peer, and the server-driven grid", async () => {
  const figures: Figure[] = [];
  const { page, cdp } = await openBenchPage();
  const vdcP95 = new Map<number, WorkloadP95>();

  for (const rows of [1000, 20_000, 100_000]) {
    await mountClientGrid(page, VDC_GRID, rows);
    figures.push({
      group: "grid",
      metric: `DOM elements, ${rows} rows`,
      value: await domNodeCount(page),
      unit: "",
    });
    if (rows === 1000) continue;
    vdcP95.set(rows, await runClientWorkload(page, VDC_GRID, rows, figures, "grid"));
    figures.push({
      group: "grid",
      metric: `JS heap used, ${rows} rows`,
      value: await heapMegabytes(cdp),
      unit: "MB",
    });
  }

  // The same workload on the peer, in the same browser; the ratio is vdc's p95 over the peer's (< 1: vdc faster).
  for (const rows of [20_000, 100_000]) {
    await mountClientGrid(page, PEER_GRID, rows);
    const peer = await runClientWorkload(page, PEER_GRID, rows, figures, "grid peer (AG Grid Community)");
    const vdc = vdcP95.get(rows)!;
    for (const workload of ["sort", "filter", "scroll"] as const) {
      figures.push({
        group: "grid vs peer",
        metric: `${workload} p95 ratio vdc / AG Grid, ${rows} rows (${round(vdc[workload])} / ${round(peer[workload])} ms)`,
        value: Math.round((vdc[workload] / peer[workload]) * 100) / 100,
        unit: "x",
        // Issue 25: vdc's sort and filter at most half of AG Grid Community's.
        ...(workload === "scroll" ? {} : { target: "<= 0.5" }),
      });
    }
  }
  await page.evaluate(() => window.peerGrid.unmount());

  // The 100,000-row grid's garbage belongs to the phase above, not to the server-driven grid's timings.
  await page.evaluate(() => window.benchGrid.unmount());
  await cdp.send("HeapProfiler.collectGarbage");
  await page.evaluate(() => window.benchGrid.server());
  const pageChanges = await page.evaluate(async (count) => {
    const shadow = () => document.getElementById("bench-host")!.shadowRoot!;
    const nextFrame = () =>
      new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const firstCell = () =>
      shadow().querySelector(".vdc-grid__body [role=row] [role=gridcell]")?.textContent ?? "";
    while (firstCell() === "") await nextFrame();
    const times: number[] = [];
    for (let sample = 0; sample < count; sample += 1) {
      const before = firstCell();
      const next = shadow().querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!;
      await nextFrame();
      const started = performance.now();
      next.click();
      while (firstCell() === before || firstCell() === "") await nextFrame();
      times.push((await nextFrame()) - started);
    }
    return times;
  }, SAMPLES);
  figures.push(...summary("grid", "server-driven page change to rows painted (large scale)", pageChanges));
  expect(figures.length).toBeGreaterThan(10);
  await page.close();
  recordFigures(figures);
  // The peer's 100,000-row sorts take seconds each: on a loaded machine the run outlasts the default timeout.
}, 900_000);
