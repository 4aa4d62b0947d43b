import { useId, useState } from "react";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getCeip } from "../api/get-ceip";
import { updateCeip } from "../api/update-ceip";
import { CEIP_COMPANY_SIZES, CEIP_GEOGRAPHIES, CEIP_VERTICALS, type CeipSettings } from "../licensing.model";
import { EditDialog } from "./edit-dialog";
import { ErrorState, LoadingState } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";

const CHOICES = [
  ["geolocation", "licensing.ceip.geolocation", CEIP_GEOGRAPHIES, "licensing.ceip.geo."],
  ["companySize", "licensing.ceip.companySize", CEIP_COMPANY_SIZES, "licensing.ceip.size."],
  ["vertical", "licensing.ceip.vertical", CEIP_VERTICALS, "licensing.ceip.vertical."],
] as const;

/** The customer experience program tab: opt in with geography, company size and vertical, or opt out. */
export function CeipTab({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getCeip);
  const [isEditing, setIsEditing] = useState(false);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  if (isEditing && canEdit) {
    return (
      <CeipForm
        settings={state.data}
        onCancel={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          reload();
        }}
      />
    );
  }
  const settings = state.data;
  return (
    <section className="lic-view" aria-label={t("licensing.tab.ceip")}>
      <p>{t("licensing.ceip.description")}</p>
      <div className="lic-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={() => setIsEditing(true)}>
            {t("licensing.action.edit")}
          </button>
        </Privileged>
      </div>
      <dl className="lic-details">
        <div className="lic-details__row">
          <dt>{t("licensing.ceip.status")}</dt>
          <dd>{t(settings.enabled ? "licensing.ceip.joined" : "licensing.ceip.notJoined")}</dd>
        </div>
        {settings.enabled &&
          CHOICES.map(([field, labelKey, , prefix]) => (
            <div key={field} className="lic-details__row">
              <dt>{t(labelKey)}</dt>
              <dd>{settings[field] ? t(prefix + settings[field]) : t("licensing.value.none")}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function CeipForm({
  settings,
  onCancel,
  onSaved,
}: {
  settings: CeipSettings;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const [form, setForm] = useState(settings);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setIsSaving(true);
    setSaveError(null);
    try {
      await updateCeip(form);
      onSaved();
    } catch (error) {
      setSaveError(settingsSaveError(error).key);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <EditDialog
      title={t("licensing.ceip.editTitle")}
      isSaving={isSaving}
      saveError={saveError}
      onCancel={onCancel}
      onSave={() => void save()}
    >
      <label className="vdc-checkbox">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(event) => setForm((previous) => ({ ...previous, enabled: event.target.checked }))}
        />
        {t("licensing.ceip.join")}
      </label>
      {CHOICES.map(([field, labelKey, options, prefix]) => (
        <div key={field} className="vdc-field">
          <label htmlFor={`${id}-${field}`}>{t(labelKey)}</label>
          <select
            id={`${id}-${field}`}
            className="vdc-select"
            disabled={!form.enabled}
            value={form[field]}
            onChange={(event) => setForm((previous) => ({ ...previous, [field]: event.target.value }))}
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
