import { createInstance, type i18n as I18nInstance } from "i18next";
import { signal } from "@preact/signals-core";
import english from "../../locales/bundle_en.json";
import { DEFAULT_LOCALE, bundleLanguageCode, isSupportedLocale, type Locale } from "./locales";

/** Text keyed by translation key, as stored in bundle_{lang}.json. */
export type TranslationBundle = Record<string, string>;

/** Loads one locale's bundle; rejects when it cannot. */
export type BundleLoader = (locale: Locale) => Promise<TranslationBundle>;

/** The console's own i18next instance: never the global singleton, so a host page's i18next is untouched. */
export const i18n: I18nInstance = createInstance();

// English is in memory, so initialisation completes synchronously and the first render has text. Built
// bundles carry only the core English texts (marked $partial); the sections' come with bundle_en.json.
const isEmbeddedEnglishPartial = "$partial" in english;
const completeBundles = new Set<Locale>(isEmbeddedEnglishPartial ? [] : [DEFAULT_LOCALE]);

/** Bumped whenever texts are added, so components that show texts render again. */
export const translationsVersion = signal(0);

void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // Keys are flat strings such as "login.form.userName": dots are part of the key, not nesting.
  keySeparator: false,
  nsSeparator: false,
  // React escapes on render; admin-entered text never becomes HTML anyway.
  interpolation: { escapeValue: false },
  resources: { en: { translation: english } },
  returnNull: false,
  initAsync: false,
});

/** Fetches bundle_{lang}.json from a base URL with the console version as cache-busting suffix. */
export function fetchBundleLoader(baseUrl: string | URL, version: string): BundleLoader {
  return async (locale) => {
    const url = new URL(
      `bundle_${bundleLanguageCode(locale)}.json?v=${encodeURIComponent(version)}`,
      baseUrl,
    );
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new Error("bundle is not an object");
    return body as TranslationBundle;
  };
}

/**
 * Switches the console to a locale, loading its bundle first. A bundle that cannot be loaded is only
 * logged ("Could not load bundles") and English stays in use, as the spec requires.
 */
export async function changeLocale(locale: Locale, loadBundle: BundleLoader): Promise<Locale> {
  // Other locales fall back to English, so English is completed first, in parallel with the locale's.
  const needed = [DEFAULT_LOCALE, locale].filter(
    (wanted, index, all) => all.indexOf(wanted) === index && !completeBundles.has(wanted),
  );
  const loaded = await Promise.all(
    needed.map((wanted) =>
      loadBundle(wanted).then(
        (bundle) => {
          i18n.addResourceBundle(wanted, "translation", bundle, true, true);
          completeBundles.add(wanted);
          return true;
        },
        (error: unknown) => {
          console.warn("Could not load bundles", error);
          return false;
        },
      ),
    ),
  );
  if (needed.length > 0) translationsVersion.value += 1;
  const isLocaleLoaded = locale === DEFAULT_LOCALE || completeBundles.has(locale) || loaded.at(-1) === true;
  const shown = isLocaleLoaded ? locale : DEFAULT_LOCALE;
  await i18n.changeLanguage(shown);
  return shown;
}

/** The locale the console currently shows; components re-render when it changes. */
export const currentLocale = signal<Locale>(DEFAULT_LOCALE);

i18n.on("languageChanged", (language) => {
  currentLocale.value = isSupportedLocale(language) ? language : DEFAULT_LOCALE;
});
