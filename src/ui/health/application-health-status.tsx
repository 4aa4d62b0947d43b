import {
  applicationHealthLevel,
  applicationHealthText,
  type ApplicationHealth,
} from "../../core/inventory/application-health";
import { useTranslation } from "../i18n/use-translation";
import { StatusIcon } from "../status-icon/status-icon";

/** The status text and, when there is one, the details text (hosts named) of an application's health. */
export function useApplicationHealthText(): (health: ApplicationHealth) => string {
  const t = useTranslation();
  return (health) => {
    const status = t(`applicationHealth.status.${health.status}`);
    const details = applicationHealthText(health);
    return details ? `${status}: ${t(details.key, details.values)}` : status;
  };
}

/**
 * An application's health (spec 001 §4): the status icon with the status and the details text beside it,
 * wherever an application's health is shown (the application list and page, a farm's applications).
 */
export function ApplicationHealthStatus({ health }: { health: ApplicationHealth }) {
  const t = useTranslation();
  const details = applicationHealthText(health);
  return (
    <span className="vdc-health">
      <StatusIcon
        status={applicationHealthLevel(health.status)}
        isLabelVisible
        label={t(`applicationHealth.status.${health.status}`)}
      />
      {details && <span className="vdc-health__reasons">{t(details.key, details.values)}</span>}
    </span>
  );
}
