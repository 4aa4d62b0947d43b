import { useSignals } from "@preact/signals-react/runtime";
import { canEditGlobalSettings, canViewGlobalConfiguration } from "../../core/privileges/privileges.model";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";
import { Tabs } from "../../ui/tabs/tabs";
import { CeipTab } from "./components/ceip-tab";
import { LicenseTab } from "./components/license-tab";
import { UsageTab } from "./components/usage-tab";
import { licensingStyles } from "./licensing.styles";

const LICENSING_STYLES = [licensingStyles];

/** The tabs of product licensing and usage (spec 000 section 2). */
export const LICENSING_TABS = ["licensing", "usage", "ceip"] as const;

export type LicensingTabId = (typeof LICENSING_TABS)[number];

export interface LicensingSectionProps {
  /** The tab the route names (product_licensing_usage/<tab>); the licence tab otherwise. */
  initialTab?: LicensingTabId;
  /** Puts the chosen tab in the route (standalone); without it the page keeps the choice itself. */
  onTabChange?: (tab: LicensingTabId) => void;
}

/** The product licensing and usage section (route product_licensing_usage); changes need GLOBAL_CONFIG_MANAGEMENT. */
export function LicensingSection({ initialTab, onTabChange }: LicensingSectionProps) {
  useSignals();
  const t = useTranslation();
  const [tab, setTab] = useRoutedTab({ tabs: LICENSING_TABS, tab: initialTab, onTabChange });
  const canEdit = canEditGlobalSettings();
  return (
    <SectionPage
      title={t("licensing.title")}
      part="licensing"
      styles={LICENSING_STYLES}
      helpTopic="licensing"
      status={canViewGlobalConfiguration() ? { kind: "ready" } : { kind: "noPermission" }}
    >
      <Tabs
        label={t("licensing.title")}
        tabs={LICENSING_TABS.map((id) => ({ id, label: t(`licensing.tab.${id}`) }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === "licensing" && <LicenseTab canEdit={canEdit} />}
        {tab === "usage" && <UsageTab canEdit={canEdit} />}
        {tab === "ceip" && <CeipTab />}
      </Tabs>
    </SectionPage>
  );
}
