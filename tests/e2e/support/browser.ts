// Debian's Chromium through playwright-core; pages record errors and CSP violations for assertions.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { RawCodeFinding } from "../../../src/ui/raw-codes/raw-codes";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium.mjs";
import { describeRawCodes, RAW_CODES_IN_PAGE_SCRIPT } from "../../support/raw-codes";

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
  checkRawCodesAfterEachTest(page);
  await page.goto(url);
  return { page, problems, errorResponses };
}

// The raw-code check of every flow: no text on a watched page may read like an API code (every enum value
// shown is a translated text; what the administrator typed is marked data-admin-text). Each page is
// scanned at the end of every test while it is open, and just before a flow (or its afterEach) closes the
// page or its context, as those may close before raw-codes.setup.ts's afterEach runs (after hooks run
// last-registered first, and a setup file registers before the test file does).
const watchedPages = new Set<Page>();
const patchedContexts = new WeakSet<BrowserContext>();
let findingsOfTheTest: string[] = [];

async function scanPage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  let findings: RawCodeFinding[];
  try {
    findings = await page.evaluate<RawCodeFinding[]>(RAW_CODES_IN_PAGE_SCRIPT);
  } catch {
    // A page between two documents (a navigation under way) has nothing to scan yet: look once more.
    await page.waitForLoadState().catch(() => undefined);
    if (page.isClosed()) return;
    findings = await page.evaluate<RawCodeFinding[]>(RAW_CODES_IN_PAGE_SCRIPT);
  }
  const address = page.url();
  findingsOfTheTest.push(...describeRawCodes(findings).map((finding) => `${address}: ${finding}`));
}

/** Scans `page` for raw codes at the end of each test and before it or its context closes. */
export function checkRawCodesAfterEachTest(page: Page): void {
  watchedPages.add(page);
  const closePage = page.close.bind(page);
  page.close = async (options) => {
    await scanPage(page);
    watchedPages.delete(page);
    return closePage(options);
  };
  const context = page.context();
  if (patchedContexts.has(context)) return;
  patchedContexts.add(context);
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    const pages = [...watchedPages].filter((watched) => watched.context() === context);
    await Promise.all(pages.map((watched) => scanPage(watched)));
    for (const watched of pages) watchedPages.delete(watched);
    return closeContext(options);
  };
}

/**
 * Starts a test's raw-code check afresh. A page scanned as a file's afterAll closed it was scanned by the
 * last test's check already; with the files of a worker sharing this module, what that scan found would
 * otherwise fail the next file's first test.
 */
export function startRawCodeCheck(): void {
  findingsOfTheTest = [];
}

/**
 * Fails the test that just ended when a watched page showed raw codes. Registered after each test by
 * raw-codes.setup.ts: test files share this module, and a hook registered here would hold for the first
 * file only.
 */
export async function failOnRawCodesOfTheTest(): Promise<void> {
  for (const page of watchedPages) if (page.isClosed()) watchedPages.delete(page);
  await Promise.all([...watchedPages].map((page) => scanPage(page)));
  const found = findingsOfTheTest;
  findingsOfTheTest = [];
  if (found.length > 0)
    throw new Error(
      `The flow shows ${found.length} text(s) that read like API codes, not translated texts:\n${found.join("\n")}`,
    );
}
