// Every screen of the console at 1440 px (a common laptop) in all eight locales: no text that reads like
// an API code, no serious axe violation, and on a list screen no header cut short for the default
// columns, with a screenshot of each list under test-results/screens/. The story layer runs it in the
// files of tests/screens/, each on its share of the story files, so that the layer's two workers share it.
//
// A screen is the first story of each section (and shell) story file, rendered without its play function
// (the plays assert English texts; the story layer runs every play in English). Each screen is rendered
// once and then switched through the locales in place, as the console's own locale switch does: eight
// renders of every story would cost eight times the story layer.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { composeStory } from "storybook/preview-api";
import { afterAll, beforeAll, expect, it } from "vitest";
import { commands, page } from "vitest/browser";
import { changeLocale } from "../../src/core/i18n/i18n";
import { SUPPORTED_LOCALES, type Locale } from "../../src/core/i18n/locales";
import { findRawCodes } from "../../src/ui/raw-codes/raw-codes";
import { storyShadowRoot } from "../../stories/support/story-canvas";
import { seriousAxeViolations } from "./axe";
import { describeRawCodes } from "./raw-codes";

/** The laptop width the console is laid out for. */
const SCREEN = { width: 1440, height: 900 } as const;

// A command of vitest.storybook.config.ts: the browser may not write files itself.
const { saveScreenshot } = commands as unknown as {
  saveScreenshot: (name: string) => Promise<void>;
};

export interface StoryModule {
  default: Meta;
  [exportName: string]: unknown;
}

/** Story modules by path, as `import.meta.glob(patterns, { eager: true })` gives them. */
export type StoryModules = Record<string, StoryModule>;
/** The same files' text by path, as `import.meta.glob(patterns, { eager: true, query: "?raw" })` gives it. */
export type StorySources = Record<string, string>;

const bundles = import.meta.glob<Record<string, string>>("../../src/locales/bundle_*.json", {
  import: "default",
});

async function loadBundle(locale: Locale): Promise<Record<string, string>> {
  const load = bundles[`../../src/locales/bundle_${locale}.json`];
  if (!load) throw new Error(`no bundle for ${locale}`);
  return load();
}

interface Screen {
  name: string;
  meta: Meta;
  story: StoryObj;
}

/** The first story of each file: the screen as an administrator first sees it. */
function firstStories(modules: StoryModules, sources: StorySources): Screen[] {
  return Object.entries(modules).map(([path, module]) => {
    const exportName = /^export const (\w+)/m.exec(sources[path] ?? "")?.[1];
    if (!exportName) throw new Error(`${path} names no story`);
    const file = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
    return { name: `${file} ${exportName}`, meta: module.default, story: module[exportName] as StoryObj };
  });
}

/** The page has loaded: nothing busy and its text unchanged between two looks. */
async function settled(root: ShadowRoot, interval: number): Promise<void> {
  let previous: string | undefined;
  await expect
    .poll(
      () => {
        const text = root.textContent ?? "";
        const isStill = text === previous && text.trim() !== "" && !root.querySelector('[aria-busy="true"]');
        previous = text;
        return isStill;
      },
      { timeout: 15_000, interval },
    )
    .toBe(true);
}

/** Each grid header whose label does not fit its column, with the grid's name. */
function cutHeaders(root: ShadowRoot): string[] {
  return [...root.querySelectorAll<HTMLElement>('[role="columnheader"] .vdc-grid__label')]
    .filter((label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight)
    .map(
      (label) =>
        `${label.closest('[role="grid"]')?.getAttribute("aria-label") ?? "grid"}: ${label.textContent}`,
    );
}

/**
 * Axe in the locales other than English runs the rules a translation can break: the page's elements,
 * roles and colours are the same in every locale, its texts are not (an empty name, a label, a heading,
 * a language, a region that a longer text makes scroll). English runs every rule, in
 * .storybook/vitest.setup.ts's afterEach once the test has switched back; all of axe in every locale
 * would take eight times as long for rules whose outcome cannot change.
 */
const TEXT_RULES = [
  "aria-command-name",
  "aria-dialog-name",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-tab-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "aria-treeitem-name",
  "button-name",
  "empty-heading",
  "empty-table-header",
  "image-alt",
  "input-button-name",
  "label",
  "link-name",
  "role-img-alt",
  "scrollable-region-focusable",
  "select-name",
  "summary-name",
  "svg-img-alt",
  "valid-lang",
];
const AXE_TEXT_RULES = { runOnly: { type: "rule", values: TEXT_RULES } } as const;

/**
 * Checks the first story of each story file in `modules` (with each file's text in `sources`, as
 * import.meta.glob gives both): one test per screen, every locale in turn.
 */
export function checkEveryScreen(modules: StoryModules, sources: StorySources): void {
  const canvasElement = document.createElement("div");

  beforeAll(async () => {
    await page.viewport(SCREEN.width, SCREEN.height);
    document.body.append(canvasElement);
  });

  afterAll(() => canvasElement.remove());

  it.each(firstStories(modules, sources))(
    "$name at 1440 px in eight locales",
    { timeout: 120_000 },
    async (screen) => {
      const composed = composeStory({ ...screen.story, play: undefined }, screen.meta);
      await composed.run({ canvasElement });
      const root = storyShadowRoot(canvasElement);
      await settled(root, 200);
      const findings: Record<string, unknown> = {};
      const isList = root.querySelector('[role="grid"]') !== null;
      // English last, so the page is left in English for the full axe run after the test.
      for (const locale of [...SUPPORTED_LOCALES.filter((other) => other !== "en"), "en" as const]) {
        await changeLocale(locale, loadBundle);
        await settled(root, 50);
        const rawCodes = describeRawCodes(findRawCodes(root));
        const cut = cutHeaders(root);
        const axe = locale === "en" ? [] : await seriousAxeViolations(document.body, AXE_TEXT_RULES);
        // The picture of each list in English, and of any list whose headers are cut in any locale.
        if (isList && (locale === "en" || cut.length > 0)) {
          await saveScreenshot(`${locale}/${screen.name.replace(/\W+/g, "-")}`);
        }
        for (const [check, found] of Object.entries({ rawCodes, cut, axe })) {
          if (found.length > 0) findings[`${locale} ${check}`] = found;
        }
      }
      expect(findings).toEqual({});
    },
  );
}
