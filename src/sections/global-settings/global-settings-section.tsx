import { useSignals } from "@preact/signals-react/runtime";
import { enabledTabs } from "../../core/features/feature-flags";
import type { FeatureKey } from "../../core/features/feature-keys";
import { canEditGlobalSettings, canViewGlobalConfiguration } from "../../core/privileges/privileges.model";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";
import { Tabs } from "../../ui/tabs/tabs";
import { AgentRestrictionTab } from "./components/agent-restriction-tab";
import { ClientDesiredSettingsTab } from "./components/client-desired-settings-tab";
import { ClientRestrictionTab } from "./components/client-restriction-tab";
import { GeneralSettingsTab } from "./components/general-settings-tab";
import { SecurityTab } from "./components/security-tab";

/** The tabs of global settings (spec 000 section 2). */
export const GLOBAL_SETTINGS_TABS = [
  "general",
  "security",
  "clientRestriction",
  "agentRestriction",
  "clientDesired",
] as const;

export type GlobalSettingsTabId = (typeof GLOBAL_SETTINGS_TABS)[number];

/** Tabs that exist only while their feature flag is on. */
const TAB_FEATURES: Partial<Record<GlobalSettingsTabId, FeatureKey>> = {
  clientRestriction: "horizonClientRestrictions",
  clientDesired: "horizonClientRestrictions",
  agentRestriction: "agentRestrictions",
};

/** The tabs shown under the current feature flags. */
export function visibleGlobalSettingsTabs(): GlobalSettingsTabId[] {
  return enabledTabs(GLOBAL_SETTINGS_TABS, TAB_FEATURES);
}

export interface GlobalSettingsSectionProps {
  /** The tab the route names (global_settings/<tab>); the first visible tab otherwise. */
  initialTab?: GlobalSettingsTabId;
  /** Puts the chosen tab in the route (standalone); without it the page keeps the choice itself. */
  onTabChange?: (tab: GlobalSettingsTabId) => void;
}

/** The global settings section (route global_settings): five tabs, editable with GLOBAL_CONFIG_MANAGEMENT. */
export function GlobalSettingsSection({ initialTab, onTabChange }: GlobalSettingsSectionProps) {
  useSignals();
  const t = useTranslation();
  const tabs = visibleGlobalSettingsTabs();
  const [tab, setTab] = useRoutedTab({ tabs, tab: initialTab, onTabChange });
  const canEdit = canEditGlobalSettings();
  return (
    <SectionPage
      title={t("globalSettings.title")}
      part="global-settings"
      status={canViewGlobalConfiguration() ? { kind: "ready" } : { kind: "noPermission" }}
    >
      <Tabs
        label={t("globalSettings.title")}
        tabs={tabs.map((id) => ({ id, label: t(`globalSettings.tab.${id}`) }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === "general" && <GeneralSettingsTab canEdit={canEdit} />}
        {tab === "security" && <SecurityTab canEdit={canEdit} />}
        {tab === "clientRestriction" && <ClientRestrictionTab canEdit={canEdit} />}
        {tab === "agentRestriction" && <AgentRestrictionTab canEdit={canEdit} />}
        {tab === "clientDesired" && <ClientDesiredSettingsTab />}
      </Tabs>
    </SectionPage>
  );
}
