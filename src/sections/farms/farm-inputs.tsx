import { useEffect, useId, useState } from "react";
import type { ActionValues } from "../../ui/actions/section-action";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getRdsHosts } from "./api/get-rds-hosts";
import { chosenHosts } from "./farm-input-values";
import type { RdsHost } from "./farms.types";

type Set = (name: string, value: string | boolean) => void;

export interface HostPickerProps {
  values: ActionValues;
  set: Set;
  keep: (host: RdsHost) => boolean;
  /** What the picker says when no host qualifies (key). */
  emptyKey: string;
}

export interface MaintenanceInputProps {
  values: ActionValues;
  set: Set;
}

/**
 * A checklist of registered RDS hosts (those the filter keeps), loaded when the confirmation opens;
 * the chosen ids go in the action's `hostIds` value.
 */
export function HostPicker({ values, set, keep, emptyKey }: HostPickerProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const legendId = useId();
  const [hosts, setHosts] = useState<RdsHost[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let isCurrent = true;
    getRdsHosts().then(
      (all) => {
        if (isCurrent) setHosts(all.filter(keep));
      },
      (failure: unknown) => {
        if (isCurrent) setError(failure);
      },
    );
    return () => {
      isCurrent = false;
    };
    // The filter is fixed for one confirmation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (error !== null) return <p role="alert">{errorText(error)}</p>;
  if (hosts === null) return <p role="status">{t("farms.hosts.loading")}</p>;
  if (hosts.length === 0) return <p>{t(emptyKey)}</p>;
  const chosen = new Set(chosenHosts(values));
  return (
    <fieldset className="vdc-fieldset" aria-labelledby={legendId}>
      <legend id={legendId}>{t("farms.hosts.choose")}</legend>
      {hosts.map((host) => (
        <label key={host.id} className="vdc-checkbox">
          <input
            type="checkbox"
            checked={chosen.has(host.id)}
            onChange={(event) => {
              if (event.target.checked) chosen.add(host.id);
              else chosen.delete(host.id);
              set("hostIds", [...chosen].join(","));
            }}
          />
          {host.name}
        </label>
      ))}
    </fieldset>
  );
}

const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

/** Immediate or recurring maintenance: when, how often, and what happens to signed-in users. */
export function MaintenanceInput({ values, set }: MaintenanceInputProps) {
  const t = useTranslation();
  const ids = { mode: useId(), logoff: useId(), period: useId(), time: useId(), day: useId() };
  const select = (id: string, name: string, label: string, options: readonly string[], prefix: string) => (
    <div className="vdc-field">
      <label htmlFor={id}>{t(label)}</label>
      <select
        id={id}
        className="vdc-select"
        value={String(values[name])}
        onChange={(event) => set(name, event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${prefix}${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
  const isRecurring = values.mode === "RECURRING";
  return (
    <>
      {select(
        ids.mode,
        "mode",
        "farms.maintenance.mode",
        ["RECURRING", "IMMEDIATE"],
        "farms.maintenance.mode.",
      )}
      {isRecurring &&
        select(
          ids.period,
          "period",
          "farms.maintenance.period",
          ["DAILY", "WEEKLY", "MONTHLY"],
          "farms.maintenance.period.",
        )}
      {isRecurring && values.period === "WEEKLY" && (
        <div className="vdc-field">
          <label htmlFor={ids.day}>{t("farms.maintenance.weekday")}</label>
          <select
            id={ids.day}
            className="vdc-select"
            value={String(values.startIndex)}
            onChange={(event) => set("startIndex", event.target.value)}
          >
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={String(index + 1)}>
                {t(`farms.weekday.${day}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {isRecurring && values.period === "MONTHLY" && (
        <div className="vdc-field">
          <label htmlFor={ids.day}>{t("farms.maintenance.dayOfMonth")}</label>
          <input
            id={ids.day}
            className="vdc-input"
            type="number"
            min={1}
            max={31}
            value={String(values.startIndex)}
            onChange={(event) => set("startIndex", event.target.value)}
          />
        </div>
      )}
      {isRecurring && (
        <div className="vdc-field">
          <label htmlFor={ids.time}>{t("farms.maintenance.startTime")}</label>
          <input
            id={ids.time}
            className="vdc-input"
            type="time"
            value={String(values.startTime)}
            onChange={(event) => set("startTime", event.target.value)}
          />
        </div>
      )}
      {select(
        ids.logoff,
        "logoffPolicy",
        "farms.maintenance.logoffPolicy",
        ["WAIT_FOR_LOGOFF", "FORCE_LOGOFF"],
        "farms.maintenance.logoff.",
      )}
    </>
  );
}
