import type { TFunction } from "i18next";
import { apiErrorMessage, type ApiErrorMessageOptions } from "../../core/http/error-message";
import { displayText } from "../../core/i18n/display-message";
import { useTranslation } from "./use-translation";

export type ErrorTextOptions = ApiErrorMessageOptions;

/**
 * The one text for a failed call (spec 000 and 001 section 8): a {# key #} marker's translation, the
 * permission pair, UNABLE_TO_ACCESS_DOMAIN, the connection messages, the catalogue's text for the
 * server's code or vCenter message, or the generic fallback; always in the administrator's language (the
 * server's sentence is `errorDetails`).
 */
export function errorText(error: unknown, t: TFunction, options?: ErrorTextOptions): string {
  return displayText(apiErrorMessage(error, options), (key, values) => t(key, values));
}

/** The server's own sentence behind a translated error text, for its "Details" (ErrorDetails). */
export function errorDetails(error: unknown, options?: ErrorTextOptions): string | undefined {
  const message = apiErrorMessage(error, options);
  return "key" in message ? message.details : undefined;
}

/** errorText bound to the console's translations; the component re-renders when the locale changes. */
export function useErrorText(): (error: unknown, options?: ErrorTextOptions) => string {
  const t = useTranslation();
  return (error, options) => errorText(error, t, options);
}
