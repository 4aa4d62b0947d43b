import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { canEditGlobalSettings, hasPrivilege, isHelpdeskAdmin } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { CeipTab } from "./components/ceip-tab";
import { LicenseTab } from "./components/license-tab";
import { NoPermissionState } from "./components/section-states";
import { Tabs } from "../../ui/tabs/tabs";
import { UsageTab } from "./components/usage-tab";
import { licensingStyles } from "./licensing.styles";

const LICENSING_STYLES = [licensingStyles];

/** The tabs of product licensing and usage (spec 000 section 2). */
export const LICENSING_TABS = ["licensing", "usage", "ceip"] as const;

export type LicensingTabId = (typeof LICENSING_TABS)[number];

export interface LicensingSectionProps {
  initialTab?: LicensingTabId;
}

/** The product licensing and usage section (route product_licensing_usage); changes need GLOBAL_CONFIG_MANAGEMENT. */
export function LicensingSection({ initialTab = "licensing" }: LicensingSectionProps) {
  useSignals();
  const t = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleSheets(rootRef, LICENSING_STYLES);
  const [tab, setTab] = useState<LicensingTabId>(initialTab);
  const canView = !isHelpdeskAdmin.value && hasPrivilege("GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT");
  const canEdit = canEditGlobalSettings();
  return (
    <div ref={rootRef} className="lic-section" part="licensing">
      <h2>{t("licensing.title")}</h2>
      {canView ? (
        <Tabs
          label={t("licensing.title")}
          tabs={LICENSING_TABS.map((id) => ({ id, label: t(`licensing.tab.${id}`) }))}
          selected={tab}
          onSelect={setTab}
        >
          {tab === "licensing" && <LicenseTab canEdit={canEdit} />}
          {tab === "usage" && <UsageTab canEdit={canEdit} />}
          {tab === "ceip" && <CeipTab canEdit={canEdit} />}
        </Tabs>
      ) : (
        <NoPermissionState />
      )}
    </div>
  );
}
