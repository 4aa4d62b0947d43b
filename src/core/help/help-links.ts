import type { Locale } from "../i18n/locales";

/**
 * Where the product documentation lives: the one place to change when it moves. Pages are addressed as
 * <base>/<version>/<language>/<topic page>.html (spec 000 §9: language-specific help pages, version 7.10).
 */
export const HELP_BASE_URL = "https://docs.vdc-console.example.com/console";
/** The documentation version the console links to (spec 000 §9). */
export const HELP_DOCS_VERSION = "7.10";

/** The help topics the console links to: one per section that has a help page. */
export const HELP_TOPICS = ["dashboard", "desktopPools", "sessions", "globalSettings", "licensing"] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number];

/** Each topic's page name in the documentation. */
const TOPIC_PAGES: Readonly<Record<HelpTopic, string>> = {
  dashboard: "monitoring-the-dashboard",
  desktopPools: "managing-desktop-pools",
  sessions: "managing-sessions",
  globalSettings: "global-settings",
  licensing: "licensing-and-usage",
};

/** Each topic's name in the console: the translation key of its section title. */
export const HELP_TOPIC_TITLE_KEYS: Readonly<Record<HelpTopic, string>> = {
  dashboard: "dashboard.title",
  desktopPools: "desktopPools.title",
  sessions: "sessions.title",
  globalSettings: "globalSettings.title",
  licensing: "licensing.title",
};

/** The documentation's language folders: lower case, the Chinese variants by script region. */
const DOC_LANGUAGES: Readonly<Record<Locale, string>> = {
  en: "en",
  de: "de",
  es: "es",
  fr: "fr",
  ja: "ja",
  ko: "ko",
  "zh-CN": "zh-cn",
  "zh-TW": "zh-tw",
};

/** The help page of a topic in the administrator's language. */
export function helpUrl(topic: HelpTopic, locale: Locale): string {
  return `${HELP_BASE_URL}/${HELP_DOCS_VERSION}/${DOC_LANGUAGES[locale]}/${TOPIC_PAGES[topic]}.html`;
}
