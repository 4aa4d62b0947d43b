import { createInstance, type i18n as I18nInstance } from "i18next";
import { signal } from "@preact/signals-core";
import english from "../../locales/bundle_en.json";
import { DEFAULT_LOCALE, bundleLanguageCode, isSupportedLocale, type Locale } from "./locales";

/** Text keyed by translation key, as stored in bundle_{lang}.json. */
export type TranslationBundle = Record<string, string>;

/**
 * Loads a locale's texts; rejects when it cannot. Built pages load them by text set, the part of the bundle
 * one part of the page shows (decision 0036): the console's shell ("console"), a section, an element. A
 * loader without sets (unit tests, stories) answers every call with the whole bundle.
 */
export type BundleLoader = (locale: Locale, textSet?: string) => Promise<TranslationBundle>;

/** The console's own i18next instance: never the global singleton, so a host page's i18next is untouched. */
export const i18n: I18nInstance = createInstance();

// English is in memory, so initialisation completes synchronously and the first render has text. Built
// bundles carry only the English texts shown before any part loads (marked $partial); each part's texts,
// in every locale, come with it as its text set.
const isSplitIntoSets = "$partial" in english;
/** The text set the embedded English holds whole (the console's shell: "console"), if any. */
const embeddedSet = (english as Record<string, string>).$set;
/** Locales whose whole bundle is in memory: every text set of theirs is there. */
const completeLocales = new Set<Locale>(isSplitIntoSets ? [] : [DEFAULT_LOCALE]);
/** The text sets in memory, by locale. */
const loadedSets = new Map<Locale, Set<string>>();
/** Sets that could not be loaded: their parts show anyway (English or keys, logged), and a retry loads again. */
const failedSets = new Map<Locale, Set<string>>();
/** The sets the page's parts have asked for: a new locale loads them all before it shows. */
const wantedSets = new Set<string>();
if (embeddedSet !== undefined) {
  wantedSets.add(embeddedSet);
  loadedSets.set(DEFAULT_LOCALE, new Set([embeddedSet]));
}
let pageLoader: BundleLoader | undefined;
/** Settles when the page first says how it loads texts (its first changeLocale). */
let announceLoader: () => void = () => undefined;
const loaderAnnounced = new Promise<void>((resolve) => (announceLoader = resolve));
/** The last locale switch: parts loading meanwhile wait for it, then load their texts in its outcome. */
let localeSwitch: Promise<unknown> = Promise.resolve();

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

/**
 * Fetches bundle_{lang}.json from a base URL with the console version as cache-busting suffix; a text set's
 * is in the set's folder (locales/<set>/bundle_{lang}.json).
 */
export function fetchBundleLoader(baseUrl: string | URL, version: string): BundleLoader {
  return async (locale, textSet) => {
    const url = new URL(
      `${textSet === undefined ? "" : `${encodeURIComponent(textSet)}/`}bundle_${bundleLanguageCode(locale)}.json?v=${encodeURIComponent(version)}`,
      baseUrl,
    );
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new Error("bundle is not an object");
    return body as TranslationBundle;
  };
}

function isLoaded(locale: Locale, textSet: string | undefined): boolean {
  return (
    completeLocales.has(locale) || (textSet !== undefined && loadedSets.get(locale)?.has(textSet) === true)
  );
}

function mark(sets: Map<Locale, Set<string>>, locale: Locale, textSet: string, isMember: boolean): void {
  const members = sets.get(locale) ?? new Set<string>();
  if (isMember) members.add(textSet);
  else members.delete(textSet);
  sets.set(locale, members);
}

/** Loads under way, by locale and set: two parts asking for one set share one request. */
const pendingLoads = new Map<string, Promise<boolean>>();

/** Loads a locale's text set (or whole bundle); resolves with whether it is in memory. */
function loadTexts(locale: Locale, textSet: string | undefined, load: BundleLoader): Promise<boolean> {
  if (isLoaded(locale, textSet)) return Promise.resolve(true);
  const pendingKey = `${locale}/${textSet ?? ""}`;
  let pending = pendingLoads.get(pendingKey);
  if (!pending) {
    pending = fetchTexts(locale, textSet, load).finally(() => pendingLoads.delete(pendingKey));
    pendingLoads.set(pendingKey, pending);
  }
  return pending;
}

async function fetchTexts(locale: Locale, textSet: string | undefined, load: BundleLoader): Promise<boolean> {
  try {
    const texts = await load(locale, textSet);
    i18n.addResourceBundle(locale, "translation", texts, true, true);
    if (textSet === undefined) completeLocales.add(locale);
    else mark(loadedSets, locale, textSet, true);
    return true;
  } catch (error: unknown) {
    console.warn("Could not load bundles", error);
    return false;
  } finally {
    if (textSet !== undefined) mark(failedSets, locale, textSet, !isLoaded(locale, textSet));
  }
}

/** Loads what the page shows in a locale: every wanted text set, or the whole bundle on unsplit pages. */
async function loadPageTexts(locale: Locale, load: BundleLoader): Promise<boolean> {
  const parts = isSplitIntoSets ? [...wantedSets] : [undefined];
  const loaded = await Promise.all(parts.map((textSet) => loadTexts(locale, textSet, load)));
  return loaded.every(Boolean);
}

/**
 * Switches the console to a locale, loading its texts first. Texts that cannot be loaded are only logged
 * ("Could not load bundles") and English stays in use, as the spec requires.
 */
export function changeLocale(locale: Locale, loadBundle: BundleLoader): Promise<Locale> {
  pageLoader = loadBundle;
  announceLoader();
  const switched = localeSwitch.then(async () => {
    const isLocaleLoaded = await loadPageTexts(locale, loadBundle);
    // English shows where the locale could not be loaded, so its texts must be there.
    if (!isLocaleLoaded && locale !== DEFAULT_LOCALE) await loadPageTexts(DEFAULT_LOCALE, loadBundle);
    translationsVersion.value += 1;
    const shown = isLocaleLoaded ? locale : DEFAULT_LOCALE;
    await i18n.changeLanguage(shown);
    return shown;
  });
  localeSwitch = switched.catch(() => undefined);
  return switched;
}

/**
 * Loads a part's text set in the locale shown (after any switch under way), and in every locale the page
 * switches to later. Resolves when the texts are there, or could not be loaded (logged; English or the keys
 * show), so a part never waits forever. Pages that hold whole bundles resolve at once.
 */
export async function loadTextSet(textSet: string): Promise<void> {
  wantedSets.add(textSet);
  // A part loaded before the page chose its locale waits for that choice rather than showing keys.
  if (isSplitIntoSets && !pageLoader) await loaderAnnounced;
  await localeSwitch;
  const locale = shownLocale();
  if (!pageLoader || isLoaded(locale, textSet)) return;
  const isInMemory = await loadTexts(locale, textSet, pageLoader);
  // English shows where the locale's texts could not be loaded.
  if (!isInMemory && locale !== DEFAULT_LOCALE) await loadTexts(DEFAULT_LOCALE, textSet, pageLoader);
  translationsVersion.value += 1;
}

/** Whether a part's texts are there in the locale shown: a part renders only then (no key flashes). */
export function hasTextSet(textSet: string): boolean {
  void translationsVersion.value;
  const locale = shownLocale();
  return isLoaded(locale, textSet) || failedSets.get(locale)?.has(textSet) === true;
}

/**
 * A module loader (for LazyModule) that also loads the module's text set: the part renders once both are
 * there. The build makes the set from the module and all it imports (scripts/i18n-text-sets.mjs finds the
 * call by its shape: the set's name in quotes, then an arrow function returning import("…")).
 */
export function textSetLoader<Module>(textSet: string, load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadTextSet(textSet)]))[0];
}

function shownLocale(): Locale {
  return isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The locale the console currently shows; components re-render when it changes. */
export const currentLocale = signal<Locale>(DEFAULT_LOCALE);

i18n.on("languageChanged", (language) => {
  currentLocale.value = isSupportedLocale(language) ? language : DEFAULT_LOCALE;
});
