// Debian's Chromium through playwright-core; pages record errors and CSP violations for assertions.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  /** Uncaught exceptions, unhandled rejections, CSP violations and console errors seen on the page. */
  problems: string[];
  /** HTTP answers of 400 or more, as "STATUS METHOD /path": expected ones (a 401 probe) are asserted by name. */
  errorResponses: string[];
}

// Chromium's own console line for every HTTP error answer; it names no URL, so errorResponses records those.
const FAILED_LOAD = "Failed to load resource";

/** Opens a page that records what a test must prove did not happen. */
export async function openWatchedPage(context: BrowserContext | Browser, url: string): Promise<WatchedPage> {
  const page = await context.newPage();
  // A hang guard, not a speed limit: two flow files share two cores, and on a loaded machine a first grid
  // read took longer than playwright's 30 s default (the flow's own limit is the test timeout, 120 s).
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  const errorResponses: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith(FAILED_LOAD))
      problems.push(`console.error: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    errorResponses.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    window.addEventListener("unhandledrejection", (event) => {
      console.error(`unhandled rejection: ${String(event.reason)}`);
    });
  });
  await page.goto(url);
  return { page, problems, errorResponses };
}
