/** The console's eight locales, as BCP 47 tags. English is the default and the fallback. */
export const SUPPORTED_LOCALES = ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Whether a string is one of the supported locale tags, exactly. */
export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a browser locale (navigator.language, an Accept-Language entry, a portal's locale attribute)
 * to a console locale: de, es, fr, ja, ko, zh-CN, zh-TW, else en.
 */
export function resolveLocale(browserLocale: string | null | undefined): Locale {
  if (!browserLocale) return DEFAULT_LOCALE;
  const tag = browserLocale.trim().replace(/_/g, "-").toLowerCase();
  if (tag.startsWith("zh")) {
    // Traditional script or the regions that write it; everything else Chinese is simplified.
    return /^zh-(tw|hk|mo|hant)/.test(tag) ? "zh-TW" : "zh-CN";
  }
  const language = tag.split("-")[0] ?? "";
  return isSupportedLocale(language) ? language : DEFAULT_LOCALE;
}

/** The language part of a translation bundle's name: the spec writes the Chinese variants zh_CN, zh_TW. */
export function bundleLanguageCode(locale: Locale): string {
  return locale.replace("-", "_");
}
