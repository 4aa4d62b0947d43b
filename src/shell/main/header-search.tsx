import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { features } from "../../core/features/feature-flags";
import { restPrivileges, viewPrivileges } from "../../core/privileges/privileges.model";
import { textSetLoader } from "../../core/i18n/i18n";
import type { PalettePlace } from "../../sections/command-palette/command-palette.types";
import { usePaletteShortcut } from "../../ui/command-palette/command-palette";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { navigate } from "../router/hash-location";
import { sectionLinkRoute } from "../router/section-links";
import { NAV_ITEMS, isNavItemVisible } from "./nav-items";

// The palette and its texts are not part of the login page's first load: main.tsx preloads them after it,
// so Ctrl+K right after sign-in finds the search box.
export const loadCommandPalette = textSetLoader(
  "command-palette",
  () => import("../../sections/command-palette/command-palette-section"),
);

/** The header's search box over everything; Ctrl+K (Cmd+K) reaches it from anywhere in the console. */
export function HeaderSearch() {
  useSignals();
  const t = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // The places follow what the menu shows (read here so a change of features or privileges re-renders).
  void features.value;
  void viewPrivileges.value;
  void restPrivileges.value;
  const places: PalettePlace[] = NAV_ITEMS.filter(isNavItemVisible).map((item) => ({
    label: t(`shell.section.${item.section}`),
    target: { section: item.section },
  }));

  usePaletteShortcut(input);

  return (
    <div role="search" className="shell-search">
      <LazyModule
        load={loadCommandPalette}
        render={({ CommandPaletteSection }) => (
          <CommandPaletteSection
            places={places}
            inputRef={input}
            onNavigate={(target) => navigate(sectionLinkRoute(target))}
          />
        )}
      />
    </div>
  );
}
