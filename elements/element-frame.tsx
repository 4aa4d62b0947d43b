import { useEffect, type ReactNode } from "react";
import { changeLocale, fetchBundleLoader } from "../src/core/i18n/i18n";
import { resolveLocale } from "../src/core/i18n/locales";
import { CONSOLE_VERSION } from "../src/core/version";
import { DialogScopeContext } from "../src/ui/dialog/dialog-scope";
import { VdcRoot, type Theme } from "../src/ui/root/vdc-root";

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

/** What every vdc element renders around its section: theme, stylesheets and locale. */
export function ElementFrame({ locale, theme, styles, children }: ElementFrameProps) {
  useEffect(() => {
    void changeLocale(resolveLocale(locale ?? navigator.language), loadElementBundle);
  }, [locale]);
  return (
    // Dialogs of an element are modal to the element, never to the portal's page.
    <DialogScopeContext value="element">
      <VdcRoot theme={toTheme(theme)} {...(styles ? { styles } : {})}>
        {children}
      </VdcRoot>
    </DialogScopeContext>
  );
}
