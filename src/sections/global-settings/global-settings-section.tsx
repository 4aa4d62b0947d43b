import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { canEditGlobalSettings, hasPrivilege, isHelpdeskAdmin } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AgentRestrictionTab } from "./components/agent-restriction-tab";
import { ClientDesiredSettingsTab } from "./components/client-desired-settings-tab";
import { ClientRestrictionTab } from "./components/client-restriction-tab";
import { GeneralSettingsTab } from "./components/general-settings-tab";
import { NoPermissionState } from "./components/section-states";
import { SecurityTab } from "./components/security-tab";
import { SettingsTabs } from "./components/settings-tabs";

/** The tabs of global settings (spec 000 section 2). */
export const GLOBAL_SETTINGS_TABS = [
  "general",
  "security",
  "clientRestriction",
  "agentRestriction",
  "clientDesired",
] as const;

export type GlobalSettingsTabId = (typeof GLOBAL_SETTINGS_TABS)[number];

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
  const [tab, setTab] = useState<GlobalSettingsTabId>(initialTab);
  const canView = canViewGlobalSettings();
  const canEdit = canEditGlobalSettings();
  return (
    <div className="gs-section" part="global-settings">
      <h2>{t("globalSettings.title")}</h2>
      {canView ? (
        <SettingsTabs
          label={t("globalSettings.title")}
          tabs={GLOBAL_SETTINGS_TABS.map((id) => ({ id, label: t(`globalSettings.tab.${id}`) }))}
          selected={tab}
          onSelect={setTab}
        >
          {tab === "general" && <GeneralSettingsTab canEdit={canEdit} />}
          {tab === "security" && <SecurityTab canEdit={canEdit} />}
          {tab === "clientRestriction" && <ClientRestrictionTab canEdit={canEdit} />}
          {tab === "agentRestriction" && <AgentRestrictionTab canEdit={canEdit} />}
          {tab === "clientDesired" && <ClientDesiredSettingsTab />}
        </SettingsTabs>
      ) : (
        <NoPermissionState />
      )}
    </div>
  );
}
