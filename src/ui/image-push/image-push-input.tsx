import { useId } from "react";
import type { ActionValues } from "../actions/section-action";
import { useTranslation } from "../i18n/use-translation";
import { ImageSnapshotPicker } from "../vcenter/image-snapshot-picker";
import { LOGOFF_POLICIES } from "./image-push.model";

type Set = (name: string, value: string | boolean) => void;

export interface ImagePushInputProps {
  /** The form's values (start from `imagePushInitial()`). */
  values: ActionValues;
  /** Changes one value. */
  set: Set;
  /** The vCenter of the pool or farm: its golden images and snapshots are offered. */
  vcenterId: string;
  /** vSphere refusals that do not apply here (e.g. UNSUPPORTED_OS_FOR_FARM for a desktop pool). */
  ignoredReasons?: readonly string[];
}

/**
 * A new golden image for an instant-clone pool or farm: the image and its snapshot (the pickers the wizards
 * use), when to start (now, or at a date and time), what happens to signed-in users and whether to stop at
 * the first error. 2212's push image has no blackout times, so none are asked.
 */
export function ImagePushInput({ values, set, vcenterId, ignoredReasons }: ImagePushInputProps) {
  const t = useTranslation();
  const ids = { when: useId(), startAt: useId(), logoff: useId() };
  const chosen = (
    id: string | boolean | undefined,
    label: string | boolean | undefined,
    datacenterId?: string | boolean,
  ) =>
    id === ""
      ? null
      : {
          id: String(id),
          label: String(label),
          ...(typeof datacenterId === "string" && datacenterId !== "" ? { datacenterId } : {}),
        };
  return (
    <>
      <ImageSnapshotPicker
        vcenterId={vcenterId}
        baseVm={chosen(values.parentVmId, values.parentVmLabel, values.datacenterId)}
        snapshot={chosen(values.snapshotId, values.snapshotLabel)}
        {...(ignoredReasons ? { ignoredReasons } : {})}
        onChange={({ baseVm, snapshot }) => {
          set("parentVmId", baseVm?.id ?? "");
          set("parentVmLabel", baseVm?.label ?? "");
          set("datacenterId", baseVm?.datacenterId ?? "");
          set("snapshotId", snapshot?.id ?? "");
          set("snapshotLabel", snapshot?.label ?? "");
        }}
      />
      <fieldset className="vdc-fieldset" aria-labelledby={ids.when}>
        <legend id={ids.when}>{t("ui.image.push.when")}</legend>
        {(["now", "later"] as const).map((when) => (
          <label key={when} className="vdc-checkbox">
            <input
              type="radio"
              name={ids.when}
              value={when}
              checked={values.when === when}
              onChange={() => set("when", when)}
            />
            {t(`ui.image.push.when.${when}`)}
          </label>
        ))}
      </fieldset>
      {values.when === "later" && (
        <div className="vdc-field">
          <label htmlFor={ids.startAt}>{t("ui.image.push.startAt")}</label>
          <input
            id={ids.startAt}
            className="vdc-input"
            type="datetime-local"
            value={String(values.startAt)}
            onChange={(event) => set("startAt", event.target.value)}
          />
        </div>
      )}
      <div className="vdc-field">
        <label htmlFor={ids.logoff}>{t("ui.image.push.logoffPolicy")}</label>
        <select
          id={ids.logoff}
          className="vdc-select"
          value={String(values.logoffPolicy)}
          onChange={(event) => set("logoffPolicy", event.target.value)}
        >
          {LOGOFF_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`ui.image.push.logoff.${policy}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="vdc-checkbox">
        <input
          type="checkbox"
          checked={values.stopOnFirstError !== false}
          onChange={(event) => set("stopOnFirstError", event.target.checked)}
        />
        {t("ui.image.push.stopOnFirstError")}
      </label>
    </>
  );
}
