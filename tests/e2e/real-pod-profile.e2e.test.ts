// Every section and every detail page of the standalone console against the emulator's real-pod profile
// (`--api 2212`): the public REST API 2212 and the spec's first-generation calls, nothing else. Each screen
// works, or says in the administrator's words that this pod does not offer it; none shows a failure.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";
import { NAMED_SUB_ROUTES, SECTION_NAMES } from "../../src/shell/router/routes";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const document = readOpenApiDocument();
if (!document) throw new Error("The real-pod profile needs ../shared/reference/horizon-rest-openapi.yaml");
const running = useConsoleInChromium({
  // The federation scale: a pod in a federation, so global entitlements and sites have items to open.
  emulator: {
    scale: "federation",
    globalSessions: 200,
    api: "2212",
    openApiContract: createOpenApiContract(document),
  },
});

/** Every section route, and each named tab of the sections that have them. */
const SECTION_ROUTES = SECTION_NAMES.flatMap((name) => [
  `#/main/${name}`,
  ...(NAMED_SUB_ROUTES[name] ?? []).map((tab) => `#/main/${name}/${tab}`),
]);

/** The detail pages: each opened on the first item its list call answers (ids are the pod's own). */
const DETAIL_LISTS: [route: string, listPath: string][] = [
  ["desktops", "/rest/inventory/v1/desktop-pools"],
  ["apppools", "/rest/inventory/v1/application-pools"],
  ["farms", "/rest/inventory/v1/farms"],
  ["machines", "/rest/inventory/v1/machines"],
  ["global_entitlements", "/rest/inventory/v1/global-desktop-entitlements"],
];

let watched: WatchedPage;
let detailRoutes: string[] = [];

/** Waits until nothing on the page is loading: no busy region, no loading line, no spinner. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"], .vdc-grid__loading, .vdc-section__state[aria-live="polite"]')
          .count(),
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** What on screen reads as a failure: a failed load with Retry, or an error banner. */
async function failuresOnScreen(page: Page): Promise<string[]> {
  const failed = page.locator('[role="alert"]');
  const texts = await failed.allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => text !== "");
}

beforeAll(async () => {
  const client = new EmulatorClient(running.server.emulator);
  const { access_token: token } = await client.restLogin("admin");
  detailRoutes = [];
  for (const [route, listPath] of DETAIL_LISTS) {
    const rows = (await (await client.rest("GET", listPath, token)).json()) as { id: string }[];
    const first = rows[0];
    if (first) detailRoutes.push(`#/main/${route}/${encodeURIComponent(first.id)}`);
  }
  const user = (await (
    await client.rest("GET", "/rest/external/v1/ad-users-or-groups?group_only=false", token)
  ).json()) as { id: string }[];
  if (user[0]) detailRoutes.push(`#/main/usersGroups/${encodeURIComponent(user[0].id)}`);
  watched = await openWatchedPage(running.browser, `${running.server.origin}/`);
  await signInStandalone(watched.page);
});

describe("the console against a pod of API 2212 and nothing more", () => {
  it("opens every section and every tab with no failure on screen", async () => {
    const { page, problems } = watched;
    const failures: string[] = [];
    for (const route of SECTION_ROUTES) {
      await page.evaluate((target) => {
        window.location.hash = target;
      }, route);
      await page.locator("main h1, main h2").first().waitFor();
      await settled(page);
      for (const text of await failuresOnScreen(page)) failures.push(`${route}: ${text}`);
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("opens a detail page of every kind with no failure on screen", async () => {
    const { page, problems } = watched;
    expect(detailRoutes.length).toBe(DETAIL_LISTS.length + 1);
    const failures: string[] = [];
    for (const route of detailRoutes) {
      await page.evaluate((target) => {
        window.location.hash = target;
      }, route);
      await page.locator("main h1, main h2").first().waitFor();
      await settled(page);
      for (const text of await failuresOnScreen(page)) failures.push(`${route}: ${text}`);
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  });
});
