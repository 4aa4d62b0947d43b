import {
  applicationHealthLevel,
  applicationHealthText,
  type ApplicationHealth,
} from "../../core/inventory/application-health";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon } from "../../ui/status-icon/status-icon";

/** The status text and, when there is one, the details text (hosts named) of an application's health. */
export function useApplicationHealthText(): (health: ApplicationHealth) => string {
  const t = useTranslation();
  return (health) => {
    const status = t(`applicationHealth.status.${health.status}`);
    const details = applicationHealthText(health);
    return details ? `${status}: ${t(details.key, details.values)}` : status;
  };
}

/** An application's health: the status icon with the status and the details text beside it. */
export function ApplicationHealthStatus({ health }: { health: ApplicationHealth }) {
  const t = useTranslation();
  const details = applicationHealthText(health);
  return (
    <span className="vdc-apppools__health">
      <StatusIcon
        status={applicationHealthLevel(health.status)}
        isLabelVisible
        label={t(`applicationHealth.status.${health.status}`)}
      />
      {details && <span className="vdc-apppools__health-details">{t(details.key, details.values)}</span>}
    </span>
  );
}
