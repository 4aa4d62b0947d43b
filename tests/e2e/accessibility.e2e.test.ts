// axe-core over the standalone console as built, in Chromium, shadow roots included: the login page, the
// dashboard and a few screens of each kind inside the console's own shell.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Serious and critical violations on the page, as "impact id at targets". */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

const running = useConsoleInChromium();

/** A section is ready when its heading shows and nothing in it is still loading. */
async function sectionReady(page: Page, title: string): Promise<void> {
  await page.getByRole("heading", { name: title, exact: true }).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"], [role="status"]:has(progress)').count()).toBe(0);
}

// Every section is checked by axe in its stories, in eight locales (tests/screens/every-screen-*.test.tsx);
// here the built console's shell around a few of each kind: lists, tabs, a section the pod does not offer,
// a directory search.
const SCREENS: [string, (page: Page) => Promise<void>][] = [
  [
    "#/main/desktops",
    (p) => p.getByRole("grid", { name: "Desktop pools" }).getByRole("row").nth(1).waitFor(),
  ],
  [
    "#/main/sessions_list",
    (p) => p.getByRole("grid", { name: "Sessions" }).getByRole("row").nth(1).waitFor(),
  ],
  ["#/main/global_settings", (p) => p.getByRole("tab", { name: "General" }).waitFor()],
  [
    "#/main/persistent_disks/attached",
    // 2212 has no call for persistent disks: the section says so.
    (p) => p.locator('[data-state="not-offered"]').first().waitFor(),
  ],
  ["#/main/usersGroups", (p) => sectionReady(p, "Users and Groups")],
];

describe("accessibility of the standalone console", () => {
  // One signed-in page for every screen, each screen a test of its own: a slow screen has its own time
  // limit, and a failure names the screen.
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The strict CSP is tested elsewhere; here it would keep axe-core out of the page.
    context = await running.browser.newContext({ bypassCSP: true });
    ({ page } = await openWatchedPage(context, "about:blank"));
  });

  afterAll(async () => {
    await context.close();
  });

  it("finds no serious or critical violation on the login page and the dashboard", async () => {
    await page.goto(`${running.server.origin}/`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await seriousViolations(page), "login page").toEqual([]);

    await page.getByLabel("User name", { exact: true }).fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("vdc-demo");
    await page.getByLabel("Domain").selectOption("EXAMPLE");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("list", { name: "Summary" }).waitFor();
    // Every panel has answered: none is still busy.
    await page.waitForFunction(() => {
      const busy = (root: Document | ShadowRoot): boolean =>
        root.querySelector('[aria-busy="true"]') !== null ||
        [...root.querySelectorAll("*")].some(
          (element) => element.shadowRoot !== null && busy(element.shadowRoot),
        );
      return !busy(document);
    });
    expect(await seriousViolations(page), "dashboard").toEqual([]);
  });

  it.each(SCREENS)("finds no serious or critical violation on %s", async (hash, ready) => {
    await page.evaluate((target) => (window.location.hash = target), hash);
    await ready(page);
    expect(await seriousViolations(page), hash).toEqual([]);
  });

  it("finds no serious or critical violation on a desktop pool's page", async () => {
    await page.evaluate(() => (window.location.hash = "#/main/desktops"));
    await page.getByRole("grid", { name: "Desktop pools" }).getByRole("button").first().waitFor();
    await page.getByRole("grid", { name: "Desktop pools" }).locator("button.vdc-link").first().click();
    await page.getByRole("tab", { name: "Summary" }).waitFor();
    expect(await seriousViolations(page), "desktop pool page").toEqual([]);
  });
});
