import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";

/**
 * The global policies and where pools override them. The public REST API 2212 has no call for them (no
 * /config/v1/policies, no overrides) and no later version is known to add one, so the console sends none and
 * says this pod does not offer them.
 */
export function PoliciesSection() {
  const t = useTranslation();
  return (
    <SectionPage
      title={t("policies.title")}
      part="policies"
      status={{ kind: "notOffered", message: t("policies.state.notOffered") }}
    />
  );
}
