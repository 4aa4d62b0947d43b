import { useSignals } from "@preact/signals-react/runtime";
import { features } from "../../core/features/feature-flags";
import { restPrivileges, viewPrivileges } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { menuItemPrivilegeState } from "../../ui/privileges/use-privilege";
import { NAV_ITEMS, isNavItemVisible, type NavGroup } from "./nav-items";

const GROUPS: readonly NavGroup[] = ["monitor", "inventory", "settings"];

export interface NavMenuProps {
  /** The section shown now, marked as the current page. */
  currentSection: string | null;
}

/** The console's navigation: one link per section the admin's features and privileges allow. */
export function NavMenu({ currentSection }: NavMenuProps) {
  useSignals();
  const t = useTranslation();
  // Subscribe to what visibility depends on.
  void features.value;
  void viewPrivileges.value;
  void restPrivileges.value;
  return (
    <nav className="shell-nav" aria-label={t("shell.nav.label")} part="nav">
      {GROUPS.map((group) => {
        const items = NAV_ITEMS.filter((item) => item.group === group).filter(
          (item) => !menuItemPrivilegeState(isNavItemVisible(item), "hide").hidden,
        );
        if (items.length === 0) return null;
        return (
          <section key={group} className="shell-nav__group">
            <h2 className="shell-nav__heading">{t(`shell.nav.group.${group}`)}</h2>
            <ul>
              {items.map((item) => (
                <li key={item.section}>
                  <a
                    className="shell-nav__link"
                    href={`#/main/${item.section}`}
                    aria-current={currentSection === item.section ? "page" : undefined}
                  >
                    {t(`shell.section.${item.section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
