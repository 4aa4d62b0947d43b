import { useSignals } from "@preact/signals-react/runtime";
import type { TFunction } from "i18next";
import { currentLocale, i18n, translationsVersion } from "../../core/i18n/i18n";

/** The console's translate function; the calling component re-renders when the locale changes. */
export function useTranslation(): TFunction {
  useSignals();
  // Reading the signal subscribes this component to locale changes.
  void currentLocale.value;
  void translationsVersion.value;
  return i18n.t;
}
