import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { isFeatureEnabled } from "../../core/features/feature-flags";
import type { FeatureKey } from "../../core/features/feature-keys";
import { canEditGlobalSettings, hasPrivilege, isHelpdeskAdmin } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { AgentRestrictionTab } from "./components/agent-restriction-tab";
import { ClientDesiredSettingsTab } from "./components/client-desired-settings-tab";
import { ClientRestrictionTab } from "./components/client-restriction-tab";
import { GeneralSettingsTab } from "./components/general-settings-tab";
import { NoPermissionState } from "./components/section-states";
import { SecurityTab } from "./components/security-tab";
import { Tabs } from "../../ui/tabs/tabs";
import { globalSettingsStyles } from "./global-settings.styles";

const GLOBAL_SETTINGS_STYLES = [globalSettingsStyles];

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
  return GLOBAL_SETTINGS_TABS.filter((id) => {
    const feature = TAB_FEATURES[id];
    return feature === undefined || isFeatureEnabled(feature);
  });
}

export interface GlobalSettingsSectionProps {
  initialTab?: GlobalSettingsTabId;
}

/** Whether the signed-in admin may open global settings: GLOBAL_CONFIG_VIEW, and not a helpdesk-only admin. */
export function canViewGlobalSettings(): boolean {
  return !isHelpdeskAdmin.value && hasPrivilege("GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT");
}

/** The global settings section (route global_settings): five tabs, editable with GLOBAL_CONFIG_MANAGEMENT. */
export function GlobalSettingsSection({ initialTab = "general" }: GlobalSettingsSectionProps) {
  useSignals();
  const t = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleSheets(rootRef, GLOBAL_SETTINGS_STYLES);
  const [chosenTab, setTab] = useState<GlobalSettingsTabId>(initialTab);
  const tabs = visibleGlobalSettingsTabs();
  const tab = tabs.includes(chosenTab) ? chosenTab : "general";
  const canView = canViewGlobalSettings();
  const canEdit = canEditGlobalSettings();
  return (
    <div ref={rootRef} className="gs-section" part="global-settings">
      <h2>{t("globalSettings.title")}</h2>
      {canView ? (
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
      ) : (
        <NoPermissionState />
      )}
    </div>
  );
}
