// Machines grid figure at large scale (issue 12): the vCenter machines grid of the built standalone console
// in headless Chromium, from a Next page click to the new rows painted (the events bench's measure).
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "../e2e/support/browser";
import { startConsole, type ConsoleUnderTest } from "../e2e/support/console-under-test";
import { percentiles, recordFigures } from "./support/figures";
import { gridPageChanges, signIn } from "./support/grid-page-changes";

const SAMPLES = 20;
const GRID_LABEL = "vCenter machines";
const round = (value: number) => Math.round(value * 10) / 10;

let console_: ConsoleUnderTest;

beforeAll(async () => {
  console_ = await startConsole({ emulator: { scale: "large" } });
});

afterAll(async () => {
  await console_?.stop();
});

it("measures the machines grid's page change at large scale", async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, console_.origin, "admin");
    await page.evaluate(() => {
      window.location.hash = "#/main/machines";
    });
    await page.getByRole("grid", { name: GRID_LABEL }).getByRole("gridcell").first().waitFor();
    const samples = await gridPageChanges(page, GRID_LABEL, SAMPLES);
    expect(samples).toHaveLength(SAMPLES);
    const { median, p95 } = percentiles(samples);
    recordFigures([
      {
        group: "machines",
        metric: "machines grid at large scale: page change to rows painted, median",
        value: round(median),
        unit: "ms",
      },
      {
        group: "machines",
        metric: "machines grid at large scale: page change to rows painted, p95",
        value: round(p95),
        unit: "ms",
        target: "< 150",
      },
    ]);
  } finally {
    await browser.close();
  }
});
