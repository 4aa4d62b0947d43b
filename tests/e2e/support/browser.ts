// Debian's Chromium through playwright-core; pages record errors and CSP violations for assertions.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  /** Uncaught exceptions, unhandled rejections and console errors seen on the page. */
  problems: string[];
}

/** Opens a page that records what a test must prove did not happen. */
export async function openWatchedPage(context: BrowserContext | Browser, url: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
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
  return { page, problems };
}
