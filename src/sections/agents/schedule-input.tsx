import { useId } from "react";
import type { ActionValues } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { InstallerPackage } from "./agents.types";

/** How long an upgrade may run after its start time. */
export const UPGRADE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The start time typed in a datetime-local field, as epoch ms (NaN when incomplete). */
export function startTimeOf(values: ActionValues): number {
  return typeof values.start === "string" && values.start !== ""
    ? new Date(values.start).getTime()
    : Number.NaN;
}

/** A package and a valid start time are chosen. */
export function isScheduleComplete(values: ActionValues): boolean {
  return (
    typeof values.packageId === "string" && values.packageId !== "" && Number.isFinite(startTimeOf(values))
  );
}

/** The schedule's fields in the confirmation: package, start time, skip machines with a user logged in. */
export function ScheduleInput({
  values,
  set,
  packages,
}: {
  values: ActionValues;
  set: (name: string, value: string | boolean) => void;
  packages: readonly InstallerPackage[];
}) {
  const t = useTranslation();
  const id = useId();
  return (
    <div className="vdc-form">
      <div className="vdc-field">
        <label htmlFor={`${id}-package`}>{t("agents.schedule.package")}</label>
        <select
          id={`${id}-package`}
          className="vdc-input"
          value={typeof values.packageId === "string" ? values.packageId : ""}
          onChange={(event) => set("packageId", event.target.value)}
        >
          <option value="">{t("agents.schedule.choosePackage")}</option>
          {packages.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.version} (${item.build_number})`}
            </option>
          ))}
        </select>
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-start`}>{t("agents.schedule.start")}</label>
        <input
          id={`${id}-start`}
          className="vdc-input"
          type="datetime-local"
          value={typeof values.start === "string" ? values.start : ""}
          onChange={(event) => set("start", event.target.value)}
        />
      </div>
      <label className="vdc-checkbox">
        <input
          type="checkbox"
          checked={values.skipLoggedIn === true}
          onChange={(event) => set("skipLoggedIn", event.target.checked)}
        />
        {t("agents.schedule.skipLoggedIn")}
      </label>
    </div>
  );
}
