// Events figures at large scale (100,000 events, issue 15): the events grid of the built standalone console
// in headless Chromium (Next page click to the new rows painted). The 50,000-event export is measured in
// export.bench.ts.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, it } from "vitest";
import { launchBrowser } from "../e2e/support/browser";
import { startConsole, type ConsoleUnderTest } from "../e2e/support/console-under-test";
import { percentiles, recordFigures, type Figure } from "./support/figures";

const SAMPLES = 20;
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

it("measures the events grid's page change at large scale", async () => {
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

  recordFigures(figures);
});
