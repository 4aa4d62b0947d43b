import type { TFunction } from "i18next";
import {
  farmHealthReasonText,
  type FarmHealthStatus as FarmHealthValue,
  type FarmHealthSummary,
} from "../../core/inventory/farm-health-summary";
import { enumText } from "../i18n/enum-text";
import { useTranslation } from "../i18n/use-translation";
import { StatusIcon, type StatusValue } from "../status-icon/status-icon";

/** The status icon of each farm health (a disabled farm is neither good nor bad). */
export const FARM_HEALTH_ICON: Readonly<Record<FarmHealthValue, StatusValue>> = {
  OK: "OK",
  WARNING: "WARN",
  ERROR: "ERROR",
  DISABLED: "UNKNOWN",
};

/** Why a farm has its health, one sentence per reason ("" for a healthy farm with nothing to say). */
export function farmHealthReasons(t: TFunction, health: FarmHealthSummary): string {
  return health.reasons
    .map((reason) => {
      const { key, values } = farmHealthReasonText(reason);
      return t(key, values);
    })
    .join(" ");
}

/** A farm's health and its reasons as one text: what a grid exports and tooltips, and a summary shows. */
export function farmHealthText(t: TFunction, health: FarmHealthSummary): string {
  const status = enumText(t, "farmHealth", health.status);
  const reasons = farmHealthReasons(t, health);
  return reasons ? `${status}: ${reasons}` : status;
}

/** A farm's health: the status icon with the status, and beside it why (spec 001 §4: the reason where the state is). */
export function FarmHealthStatus({ health }: { health: FarmHealthSummary }) {
  const t = useTranslation();
  const reasons = farmHealthReasons(t, health);
  return (
    <span className="vdc-health" data-health={health.status}>
      <StatusIcon
        status={FARM_HEALTH_ICON[health.status]}
        isLabelVisible
        label={enumText(t, "farmHealth", health.status)}
      />
      {reasons && <span className="vdc-health__reasons">{reasons}</span>}
    </span>
  );
}
