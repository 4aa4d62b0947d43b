import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";

/**
 * The log collector (collecting log bundles, log levels). The public REST API 2212 has no troubleshooting
 * calls and no later version is known to add these, so the console sends none and says this pod does not
 * offer them.
 */
export function LogCollectorSection() {
  const t = useTranslation();
  return (
    <SectionPage
      title={t("logCollector.title")}
      part="log-collector"
      status={{ kind: "notOffered", message: t("logCollector.state.notOffered") }}
    />
  );
}
