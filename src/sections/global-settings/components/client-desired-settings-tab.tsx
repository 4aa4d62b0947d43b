import { useTranslation } from "../../../ui/i18n/use-translation";
import { getClientSettings } from "../api/get-client-settings";
import { clientDesiredSettings } from "../global-settings.model";
import { usePolicyLabel } from "./client-restriction-tab";
import { ErrorState, LoadingState } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";

/** The client desired settings tab: for each client type, the monitored policies it is asked to follow. */
export function ClientDesiredSettingsTab() {
  const t = useTranslation();
  const policyLabel = usePolicyLabel();
  const { state, reload } = useResource(getClientSettings);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  const perClient = clientDesiredSettings(state.data);
  return (
    <section className="gs-view" aria-label={t("globalSettings.tab.clientDesired")}>
      <table className="gs-table">
        <caption>{t("globalSettings.tab.clientDesired")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("globalSettings.clientPolicies.clientType")}</th>
            <th scope="col">{t("globalSettings.clientPolicies.desired")}</th>
          </tr>
        </thead>
        <tbody>
          {perClient.map(({ clientType, policies }) => (
            <tr key={clientType}>
              <th scope="row">{t(`globalSettings.clientType.${clientType}`)}</th>
              <td>
                {policies.length === 0
                  ? t("globalSettings.clientPolicies.noDesired")
                  : policies
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
    </section>
  );
}
