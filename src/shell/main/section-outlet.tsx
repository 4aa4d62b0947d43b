import { DashboardSection } from "../../sections/dashboard/dashboard-section";
import { DesktopPoolSection } from "../../sections/desktop-pools/desktop-pool-section";
import { DesktopPoolsSection } from "../../sections/desktop-pools/desktop-pools-section";
import {
  GLOBAL_SETTINGS_TABS,
  GlobalSettingsSection,
  type GlobalSettingsTabId,
} from "../../sections/global-settings/global-settings-section";
import { navigate } from "../router/hash-location";
import type { SectionName } from "../router/routes";
import { sectionLinkRoute, type SectionLinkTarget } from "../router/section-links";
import { SectionPlaceholder } from "./section-placeholder";

export interface SectionOutletProps {
  section: SectionName;
  /** Path segments after the section: an item id or a named tab. */
  rest: readonly string[];
}

function openLink(target: SectionLinkTarget): void {
  navigate(sectionLinkRoute(target));
}

function isGlobalSettingsTab(value: string | undefined): value is GlobalSettingsTabId {
  return (GLOBAL_SETTINGS_TABS as readonly string[]).includes(value ?? "");
}

/** The content of a /main route: the section's root when it is built, else a placeholder naming it. */
export function SectionOutlet({ section, rest }: SectionOutletProps) {
  const [first] = rest;
  switch (section) {
    case "dashboard":
      return <DashboardSection onNavigate={openLink} />;
    case "desktops":
      return first === undefined ? (
        <DesktopPoolsSection onNavigate={openLink} />
      ) : (
        <DesktopPoolSection key={first} poolId={decodeURIComponent(first)} onNavigate={openLink} />
      );
    case "global_settings":
      return <GlobalSettingsSection initialTab={isGlobalSettingsTab(first) ? first : "general"} />;
    default:
      return <SectionPlaceholder section={section} reason="notBuilt" />;
  }
}
