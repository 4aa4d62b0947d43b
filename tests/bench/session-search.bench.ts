// Search sessions at scale (issue 14): the federation's global sessions (250,000 over 6 pods) in the built
// standalone console in headless Chromium, from a Next page click to the new rows painted (median, p95),
// unfiltered and filtered on the server (connected sessions).
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "../e2e/support/browser";
import { startConsole, type ConsoleUnderTest } from "../e2e/support/console-under-test";
import { percentiles, recordFigures, type Figure } from "./support/figures";
import { gridPageChanges, signIn } from "./support/grid-page-changes";

const SAMPLES = 20;
const GLOBAL_SESSIONS = 250_000;
const GRID_LABEL = "Sessions of the federation";
const round = (value: number) => Math.round(value * 10) / 10;

let console_: ConsoleUnderTest;

beforeAll(async () => {
  console_ = await startConsole({ emulator: { scale: "federation", globalSessions: GLOBAL_SESSIONS } });
});

afterAll(async () => {
  await console_?.stop();
});

it("measures the session search's page change over 250,000 global sessions", async () => {
  const browser = await launchBrowser();
  const figures: Figure[] = [];
  const record = (what: string, samples: number[]) => {
    const { median, p95 } = percentiles(samples);
    figures.push(
      {
        group: "session search",
        metric: `${what}: page change to rows painted, median`,
        value: round(median),
        unit: "ms",
      },
      {
        group: "session search",
        metric: `${what}: page change to rows painted, p95`,
        value: round(p95),
        unit: "ms",
        target: "< 150",
      },
    );
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, console_.origin, "admin");
    await page.evaluate(() => {
      window.location.hash = "#/main/search_sessions";
    });
    const grid = page.getByRole("grid", { name: GRID_LABEL });
    await grid.getByRole("gridcell").first().waitFor();
    const all = await gridPageChanges(page, GRID_LABEL, SAMPLES);
    expect(all).toHaveLength(SAMPLES);
    record(`${GLOBAL_SESSIONS.toLocaleString("en")} sessions, every pod`, all);

    // Filtered on the server: connected sessions only.
    await grid.getByRole("button", { name: "Filter State" }).click();
    await grid.getByRole("checkbox", { name: "Connected", exact: true }).check();
    await page.keyboard.press("Escape");
    await expect
      .poll(() => grid.getByText("Disconnected", { exact: true }).count(), { timeout: 30_000 })
      .toBe(0);
    await grid.getByRole("gridcell").first().waitFor();
    const filtered = await gridPageChanges(page, GRID_LABEL, SAMPLES);
    record("connected sessions, every pod", filtered);
    recordFigures(figures);
  } finally {
    await browser.close();
  }
});
