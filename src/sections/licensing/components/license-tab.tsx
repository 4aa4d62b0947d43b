import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useState } from "react";
import { ApiError } from "../../../core/http/api-error";
import { currentLocale } from "../../../core/i18n/i18n";
import {
  isGracePeriodExpired,
  licenseErrorKeyFor,
  licenseProblem,
  type LicenseInfo,
} from "../../../core/licensing/license.model";
import { license, loadLicense, reloadLicense } from "../../../core/licensing/license.service";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { setLicenseKey } from "../api/set-license-key";
import { normaliseLicenseKey } from "../licensing.model";
import { EditDialog } from "./edit-dialog";
import { LoadingState } from "./section-states";

const SWITCHES = [
  ["desktopLaunchingEnabled", "licensing.feature.desktopLaunching"],
  ["applicationLaunchingEnabled", "licensing.feature.applicationLaunching"],
  ["instantCloneEnabled", "licensing.feature.instantClone"],
  ["helpDeskEnabled", "licensing.feature.helpDesk"],
  ["collaborationEnabled", "licensing.feature.collaboration"],
] as const;

/** The licensing tab: key, edition, mode, health, expiry or grace, enabled features; the key can be replaced. */
export function LicenseTab({ canEdit }: { canEdit: boolean }) {
  useSignals();
  const t = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  useEffect(() => {
    void loadLicense();
  }, []);
  const info = license.value;
  if (info === null) return <LoadingState />;
  if (info.licenseMode === "ERROR") {
    return (
      <LoadFailed
        message={t("LICENSE_LOAD_ERROR")}
        onRetry={() => void reloadLicense()}
        className="lic-state"
      />
    );
  }
  if (isEditing && canEdit) {
    return (
      <LicenseKeyForm
        onCancel={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          void reloadLicense();
        }}
      />
    );
  }
  return <LicenseView info={info} canEdit={canEdit} onEdit={() => setIsEditing(true)} />;
}

function LicenseView({ info, canEdit, onEdit }: { info: LicenseInfo; canEdit: boolean; onEdit: () => void }) {
  useSignals();
  const t = useTranslation();
  const problem = licenseProblem(info);
  const orNone = (value: string) => (value === "" ? t("licensing.value.none") : value);
  const expiry =
    info.expirationTime === null
      ? t("licensing.value.none")
      : new Intl.DateTimeFormat(currentLocale.value, { dateStyle: "medium" }).format(
          new Date(info.expirationTime),
        );
  const rows: [string, string][] = [
    ["licensing.field.licensed", t(info.licensed ? "licensing.value.yes" : "licensing.value.no")],
    ["licensing.field.licenseKey", orNone(info.licenseKey)],
    ["licensing.field.edition", orNone(info.licenseEdition)],
    [
      "licensing.field.mode",
      info.licenseMode === "" ? t("licensing.value.none") : t(`licensing.mode.${info.licenseMode}`),
    ],
    ["licensing.field.usageModel", orNone(info.usageModel)],
    [
      "licensing.field.health",
      info.licenseHealth === "" ? t("licensing.value.none") : t(`licensing.health.${info.licenseHealth}`),
    ],
    ["licensing.field.expiration", expiry],
    [
      "licensing.field.gracePeriod",
      isGracePeriodExpired(info)
        ? t("licensing.value.graceExpired")
        : t("licensing.value.days", { count: info.gracePeriodDays }),
    ],
  ];
  return (
    <section className="lic-view" aria-label={t("licensing.tab.licensing")}>
      {problem && (
        <p className="lic-warning" role="status">
          {t(problem)}
        </p>
      )}
      <div className="lic-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={onEdit}>
            {t("licensing.action.editKey")}
          </button>
        </Privileged>
      </div>
      <dl className="lic-details">
        {rows.map(([key, value]) => (
          <div key={key} className="lic-details__row">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t("licensing.field.features")}</h3>
      <ul className="lic-features">
        {SWITCHES.map(([field, key]) => (
          <li key={field}>
            {t(key)}: {t(info[field] ? "licensing.value.enabled" : "licensing.value.disabled")}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LicenseKeyForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const t = useTranslation();
  const id = useId();
  const [key, setKey] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    const normalised = normaliseLicenseKey(key);
    if (normalised === null) return setFieldError("licensing.validation.key");
    setFieldError(null);
    setIsSaving(true);
    setSaveError(null);
    try {
      await setLicenseKey(normalised);
      onSaved();
    } catch (error) {
      setSaveError(licenseErrorKeyFor(error instanceof ApiError ? error.errorKey : undefined));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <EditDialog
      title={t("licensing.action.editKey")}
      isSaving={isSaving}
      saveError={saveError}
      onCancel={onCancel}
      onSave={() => void save()}
    >
      <div className="vdc-field">
        <label htmlFor={`${id}-key`}>{t("licensing.field.licenseKey")}</label>
        <input
          id={`${id}-key`}
          className="vdc-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={key}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-key-error` : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        {fieldError && (
          <span id={`${id}-key-error`} className="vdc-error-text">
            {t(fieldError)}
          </span>
        )}
      </div>
    </EditDialog>
  );
}
