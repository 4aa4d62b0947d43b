import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getClientSettings } from "../api/get-client-settings";
import { clientDesiredSettings } from "../global-settings.model";
import { usePolicyLabel } from "./client-restriction-tab";

/** The client desired settings tab: for each client type, the monitored policies it is asked to follow. */
export function ClientDesiredSettingsTab() {
  const t = useTranslation();
  const policyLabel = usePolicyLabel();
  const { state, reload } = useResource(getClientSettings);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(policies) => (
        <table className="vdc-table">
          <caption>{t("globalSettings.tab.clientDesired")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("globalSettings.clientPolicies.clientType")}</th>
              <th scope="col">{t("globalSettings.clientPolicies.desired")}</th>
            </tr>
          </thead>
          <tbody>
            {clientDesiredSettings(policies).map(({ clientType, policies: desired }) => (
              <tr key={clientType}>
                <th scope="row">{t(`globalSettings.clientType.${clientType}`)}</th>
                <td>
                  {desired.length === 0
                    ? t("globalSettings.clientPolicies.noDesired")
                    : desired
                        .map(
                          (policy) =>
                            `${policyLabel(policy.policy)} (${t(`globalSettings.enforcement.${policy.enforcementState}`)})`,
                        )
                        .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceContent>
  );
}
