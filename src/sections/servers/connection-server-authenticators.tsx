import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { getAuthenticators, type Authenticators } from "./api/get-authenticators";
import type { ConnectionServerRow } from "./servers.types";

/**
 * The authenticators a connection server uses, as the Horizon Console shows them on its settings: the SAML
 * authenticators and the RADIUS authenticator it names, and the pod's True SSO enrollment servers.
 */
export function ConnectionServerAuthenticators({ server }: { server: ConnectionServerRow }) {
  const t = useTranslation();
  const { state, reload } = useResource(getAuthenticators);
  const none = t("servers.authenticators.none");
  const hidden = t("servers.authenticators.notVisible");
  const labels = (list: Authenticators["saml"], ids: readonly string[]) =>
    list === null
      ? hidden
      : list
          .filter((authenticator) => ids.includes(authenticator.id))
          .map((authenticator) => authenticator.label)
          .join(", ") || none;
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(authenticators) => (
        <KeyValuePanel
          label={t("servers.authenticators.label")}
          entries={[
            [
              "servers.authenticators.saml",
              labels(authenticators.saml, server.saml_info?.saml_authenticator_ids ?? []),
            ],
            [
              "servers.authenticators.radius",
              labels(
                authenticators.radius,
                server.radius_info?.radius_authenticator_id
                  ? [server.radius_info.radius_authenticator_id]
                  : [],
              ),
            ],
            [
              "servers.authenticators.trueSso",
              authenticators.trueSso === null
                ? hidden
                : authenticators.trueSso
                    .map((enrollment) =>
                      enrollment.status
                        ? `${enrollment.name} (${t(`servers.authenticators.status.${enrollment.status}`)})`
                        : enrollment.name,
                    )
                    .join(", ") || none,
            ],
          ]}
        />
      )}
    </ResourceContent>
  );
}
