/// <reference types="vite/client" />
import type { Preview } from "@storybook/react-vite";
import { changeLocale } from "../src/core/i18n/i18n";
import { isSupportedLocale, SUPPORTED_LOCALES } from "../src/core/i18n/locales";
import type { Theme } from "../src/ui/root/vdc-root";
import { signOutOfEmulator } from "../stories/support/story-emulator";
import { ShadowFrame } from "./shadow-frame";

// Stories load bundles straight from the sources; the console fetches them from its server.
const bundles = import.meta.glob<Record<string, string>>("../src/locales/bundle_*.json", {
  import: "default",
});

async function loadBundle(locale: string): Promise<Record<string, string>> {
  const load = bundles[`../src/locales/bundle_${locale}.json`];
  if (!load) throw new Error(`no bundle for ${locale}`);
  return load();
}

// Autodocs is opted into per meta (`tags: ["autodocs"]` on the widget, section-kit and design stories), not
// set here for all: a docs page renders every story of a file at once, and the section and element stories
// each sign in to the one in-browser pod as a different administrator in beforeEach, so their pages would
// race for one session and show designers nothing the stories themselves do not.
const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Console locale",
      toolbar: { title: "Locale", icon: "globe", items: [...SUPPORTED_LOCALES], dynamicTitle: true },
    },
    theme: {
      description: "Theme defaults",
      toolbar: { title: "Theme", icon: "contrast", items: ["light", "dark", "auto"], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: "en", theme: "light" },
  // Every story leaves the page as a fresh one is: no session, no roles, and no pod but the page's own origin.
  // Stories share one page (Storybook's preview, and each worker of the story tests), so what a story signed
  // in to or stood in for the pod must not answer for the next. Done as the story's cleanup, because loaders
  // (which sign a story in) run before beforeEach.
  beforeEach: () => signOutOfEmulator,
  loaders: [
    async ({ globals }) => {
      const locale = String(globals.locale ?? "en");
      await changeLocale(isSupportedLocale(locale) ? locale : "en", loadBundle);
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <ShadowFrame theme={(globals.theme as Theme | undefined) ?? "light"}>
        <Story />
      </ShadowFrame>
    ),
  ],
};

export default preview;
