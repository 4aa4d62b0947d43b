import { useId } from "react";
import { KeyValuePanel, type KeyValueEntry } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getCeip } from "../api/get-ceip";
import { updateCeip } from "../api/update-ceip";
import { CEIP_COMPANY_SIZES, CEIP_GEOGRAPHIES, CEIP_VERTICALS, type CeipSettings } from "../licensing.model";

const CHOICES = [
  ["geolocation", "licensing.ceip.geolocation", CEIP_GEOGRAPHIES, "licensing.ceip.geo."],
  ["companySize", "licensing.ceip.companySize", CEIP_COMPANY_SIZES, "licensing.ceip.size."],
  ["vertical", "licensing.ceip.vertical", CEIP_VERTICALS, "licensing.ceip.vertical."],
] as const;

/** The customer experience program tab: opt in with geography, company size and vertical, or opt out. */
export function CeipTab({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getCeip);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(settings) => (
        <>
          <p>{t("licensing.ceip.description")}</p>
          <div className="vdc-toolbar">
            <EditButton
              label={t("licensing.action.edit")}
              privilege="GLOBAL_CONFIG_MANAGEMENT"
              isAllowed={canEdit}
              onSaved={reload}
              editor={(controls) => <CeipForm settings={settings} {...controls} />}
            />
          </div>
          <KeyValuePanel
            label={t("licensing.tab.ceip")}
            entries={[
              [
                "licensing.ceip.status",
                t(settings.enabled ? "licensing.ceip.joined" : "licensing.ceip.notJoined"),
              ],
              ...(settings.enabled
                ? CHOICES.map(([field, labelKey, , prefix]): KeyValueEntry => [
                    labelKey,
                    settings[field] ? t(prefix + settings[field]) : t("licensing.value.none"),
                  ])
                : []),
            ]}
          />
        </>
      )}
    </ResourceContent>
  );
}

function CeipForm({ settings, onCancel, onSaved }: EditorControls & { settings: CeipSettings }) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm<CeipSettings>({
    initial: settings,
    save: updateCeip,
    onSaved,
    errorOptions: { serverText: false },
  });
  const { values, setField } = form;
  return (
    <EditDialog title={t("licensing.ceip.editTitle")} form={form} onCancel={onCancel}>
      <label className="vdc-checkbox">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => setField("enabled", event.target.checked)}
        />
        {t("licensing.ceip.join")}
      </label>
      {CHOICES.map(([field, labelKey, options, prefix]) => (
        <div key={field} className="vdc-field">
          <label htmlFor={`${id}-${field}`}>{t(labelKey)}</label>
          <select
            id={`${id}-${field}`}
            className="vdc-select"
            disabled={!values.enabled}
            value={values[field]}
            onChange={(event) => setField(field, event.target.value)}
          >
            <option value="">{t("licensing.ceip.choose")}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(prefix + option)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </EditDialog>
  );
}
