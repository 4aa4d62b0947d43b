import { createInstance, type TFunction } from "i18next";
import { localeForBrowser, PORTAL_MESSAGES, type PortalLocale } from "./portal-messages";

// The portal's own i18next instance (never the global one, as the console elements never use it either).
const i18n = createInstance();

const resources = Object.fromEntries(
  Object.entries(PORTAL_MESSAGES).map(([locale, messages]) => [locale, { translation: messages }]),
);

/** Starts the portal's texts in the browser's language; returns the locale chosen. */
export function startPortalI18n(languages: readonly string[]): PortalLocale {
  const locale = localeForBrowser(languages);
  void i18n.init({
    resources,
    lng: locale,
    fallbackLng: "en",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return locale;
}

/** Switches the portal's texts (resources are bundled, so the switch is immediate). */
export function changePortalLocale(locale: PortalLocale): void {
  void i18n.changeLanguage(locale);
}

/** The portal's translation function, in its current language. */
export const portalText: TFunction = ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction;
