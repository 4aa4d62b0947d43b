import { KeyValuePanel, type KeyValueEntry } from "../../../ui/detail-page/key-value-panel";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getCeip } from "../api/get-ceip";
import { CEIP_COMPANY_SIZES, CEIP_GEOGRAPHIES, CEIP_VERTICALS } from "../licensing.model";

const CHOICES = [
  ["geolocation", "licensing.ceip.geolocation", CEIP_GEOGRAPHIES, "licensing.ceip.geo."],
  ["companySize", "licensing.ceip.companySize", CEIP_COMPANY_SIZES, "licensing.ceip.size."],
  ["vertical", "licensing.ceip.vertical", CEIP_VERTICALS, "licensing.ceip.vertical."],
] as const;

/**
 * The customer experience program tab: whether the pod takes part, with geography, company size and
 * vertical. Read-only: 2212 reads the enrolment (GET config/v1/ceip) and has no call to change it.
 */
export function CeipTab() {
  const t = useTranslation();
  const { state, reload } = useResource(getCeip);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(settings) => (
        <>
          <p>{t("licensing.ceip.description")}</p>
          <p>{t("licensing.ceip.changesNotOffered")}</p>
          <KeyValuePanel
            label={t("licensing.tab.ceip")}
            entries={[
              [
                "licensing.ceip.status",
                t(settings.enabled ? "licensing.ceip.joined" : "licensing.ceip.notJoined"),
              ],
              ...(settings.enabled
                ? CHOICES.map(([field, labelKey, , prefix]): KeyValueEntry => [
                    labelKey,
                    settings[field] ? t(prefix + settings[field]) : t("licensing.value.none"),
                  ])
                : []),
            ]}
          />
        </>
      )}
    </ResourceContent>
  );
}
