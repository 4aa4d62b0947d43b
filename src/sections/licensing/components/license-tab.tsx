import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId } from "react";
import type { ApiError } from "../../../core/http/api-error";
import { formatDate } from "../../../core/i18n/formats";
import { currentLocale } from "../../../core/i18n/i18n";
import {
  isGracePeriodExpired,
  licenseErrorKeyFor,
  licenseProblem,
  type LicenseInfo,
} from "../../../core/licensing/license.model";
import { license, loadLicense, reloadLicense } from "../../../core/licensing/license.service";
import { KeyValuePanel, type KeyValueEntry } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog, FieldError, fieldIds } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { SectionState } from "../../../ui/section-page/section-page";
import { setLicenseKey } from "../api/set-license-key";
import { normaliseLicenseKey } from "../licensing.model";
import { enumText } from "../../../ui/i18n/enum-text";

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
  // The licence is the session's (core/licensing), shared with the sections that read its switches.
  useEffect(() => {
    void loadLicense();
  }, []);
  const info = license.value;
  if (info === null) return <SectionState status={{ kind: "loading" }} />;
  if (info.licenseMode === "ERROR")
    return (
      <SectionState
        status={{ kind: "failed", message: t("LICENSE_LOAD_ERROR"), onRetry: () => void reloadLicense() }}
      />
    );
  return <LicenseView info={info} canEdit={canEdit} />;
}

function LicenseView({ info, canEdit }: { info: LicenseInfo; canEdit: boolean }) {
  useSignals();
  const t = useTranslation();
  const problem = licenseProblem(info);
  const orNone = (value: string) => (value === "" ? t("licensing.value.none") : value);
  const expiry =
    info.expirationTime === null
      ? t("licensing.value.none")
      : formatDate(info.expirationTime, currentLocale.value);
  const entries: KeyValueEntry[] = [
    ["licensing.field.licensed", t(info.licensed ? "licensing.value.yes" : "licensing.value.no")],
    ["licensing.field.licenseKey", orNone(info.licenseKey)],
    ["licensing.field.edition", orNone(enumText(t, "licenseEdition", info.licenseEdition))],
    [
      "licensing.field.mode",
      info.licenseMode === "" ? t("licensing.value.none") : t(`licensing.mode.${info.licenseMode}`),
    ],
    ["licensing.field.usageModel", orNone(enumText(t, "licenseUsageModel", info.usageModel))],
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
    <>
      {problem && (
        <p className="vdc-warning" role="status">
          {t(problem)}
        </p>
      )}
      <div className="vdc-toolbar">
        <EditButton
          label={t("licensing.action.editKey")}
          privilege="GLOBAL_CONFIG_MANAGEMENT"
          isAllowed={canEdit}
          // A new key changes the session's licence, which other sections read too.
          onSaved={() => void reloadLicense()}
          editor={(controls) => <LicenseKeyForm {...controls} />}
        />
      </div>
      <KeyValuePanel label={t("licensing.tab.licensing")} entries={entries} />
      <h3>{t("licensing.field.features")}</h3>
      <ul className="lic-features">
        {SWITCHES.map(([field, key]) => (
          <li key={field}>
            {t(key)}: {t(info[field] ? "licensing.value.enabled" : "licensing.value.disabled")}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A refused key shows the licence error the server named (spec 000 section 8), LICENSE_UNKNOWN otherwise. */
const licenseKeyErrorOptions = { ownKey: (error: ApiError) => licenseErrorKeyFor(error.errorKey) };

function LicenseKeyForm({ onCancel, onSaved }: EditorControls) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm({
    initial: { key: "" },
    // An empty field is the unchanged form (Save stays off); only a typed key that cannot be one is flagged.
    validate: ({ key }) =>
      key !== "" && normaliseLicenseKey(key) === null ? { key: "licensing.validation.key" } : {},
    // Save is offered only for a valid key, so the normalised form exists.
    save: ({ key }) => setLicenseKey(normaliseLicenseKey(key) ?? key),
    onSaved,
    errorOptions: licenseKeyErrorOptions,
  });
  const fieldError = form.errors.key;
  return (
    <EditDialog title={t("licensing.action.editKey")} form={form} onCancel={onCancel} size="medium">
      <div className="vdc-field">
        <label htmlFor={`${id}-key`}>{t("licensing.field.licenseKey")}</label>
        <input
          {...fieldIds(id, "key", fieldError !== undefined)}
          className="vdc-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={form.values.key}
          onChange={(event) => form.setField("key", event.target.value)}
        />
        <FieldError formId={id} field="key" message={fieldError && t(fieldError)} />
      </div>
    </EditDialog>
  );
}
