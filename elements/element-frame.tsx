import { use, useEffect, type ReactNode } from "react";
import { changeLocale, fetchBundleLoader, hasTextSet, loadTextSet } from "../src/core/i18n/i18n";
import { resolveLocale } from "../src/core/i18n/locales";
import { CONSOLE_VERSION } from "../src/core/version";
import { DialogScopeContext } from "../src/ui/dialog/dialog-scope";
import { useTranslation } from "../src/ui/i18n/use-translation";
import { VdcRoot, type Theme } from "../src/ui/root/vdc-root";
import { ElementTextSetContext } from "./element-text-set";

// The build puts every element module and chunk in one folder with locales/ beside them.
const loadElementBundle = fetchBundleLoader(new URL("./locales/", import.meta.url), CONSOLE_VERSION);

export interface ElementFrameProps {
  /** The locale attribute; absent means the browser's language. */
  locale?: string | undefined;
  theme?: string | undefined;
  styles?: readonly string[];
  children: ReactNode;
}

function toTheme(value: string | undefined): Theme {
  return value === "dark" || value === "auto" ? value : "light";
}

/**
 * What every vdc element renders around its section: theme, stylesheets and locale. The section shows once
 * the element's texts are there in the page's locale (or could not be loaded): never as raw keys.
 */
export function ElementFrame({ locale, theme, styles, children }: ElementFrameProps) {
  const textSet = use(ElementTextSetContext);
  // Subscribes the frame to text arrivals and locale switches, which hasTextSet reads.
  useTranslation();
  useEffect(() => {
    void changeLocale(resolveLocale(locale ?? navigator.language), loadElementBundle);
    // After changeLocale, so the set is loaded once, in the locale the page switches to.
    if (textSet !== undefined) void loadTextSet(textSet);
  }, [locale, textSet]);
  const hasTexts = textSet === undefined || hasTextSet(textSet);
  return (
    // Dialogs of an element are modal to the element, never to the portal's page.
    <DialogScopeContext value="element">
      <VdcRoot theme={toTheme(theme)} {...(styles ? { styles } : {})}>
        {/* Any word here would be English on a page in another locale: an empty, busy region instead. */}
        {hasTexts ? children : <div className="vdc-element-waiting" part="waiting" aria-busy="true" />}
      </VdcRoot>
    </DialogScopeContext>
  );
}
