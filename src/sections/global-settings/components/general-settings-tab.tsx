import { useId, useState } from "react";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getGlobalSettings } from "../api/get-global-settings";
import { updateGlobalSettings } from "../api/update-global-settings";
import {
  generalSettingsUpdate,
  minuteLimits,
  validateGeneralSettings,
  type FieldErrors,
  type GeneralSettingsForm,
  type GlobalSettings,
} from "../global-settings.model";
import { EditDialog } from "./edit-dialog";
import { ErrorState, LoadingState } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";

type BooleanField = {
  [K in keyof GeneralSettingsForm]: GeneralSettingsForm[K] extends boolean ? K : never;
}[keyof GeneralSettingsForm];
type NumberField = {
  [K in keyof GeneralSettingsForm]: GeneralSettingsForm[K] extends number ? K : never;
}[keyof GeneralSettingsForm];
type TextField = {
  [K in keyof GeneralSettingsForm]: GeneralSettingsForm[K] extends string ? K : never;
}[keyof GeneralSettingsForm];

const CHECKBOXES: readonly BooleanField[] = [
  "enableUIUsernameCaching",
  "enableServerInSingleUserMode",
  "storeCALOnBroker",
  "storeCALOnClient",
  "hideServerInformationInClient",
  "hideDomainListInClient",
  "enableSendingDomainList",
  "enableAutomaticStatusUpdates",
];

const label = (field: keyof GeneralSettingsForm) => `globalSettings.general.${field}`;

/** The general tab: session timeouts, single sign-on, messages, the pre-login banner and client options. */
export function GeneralSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { state, reload } = useResource(getGlobalSettings);
  const [isEditing, setIsEditing] = useState(false);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  return (
    <>
      <GeneralSettingsView form={state.data.general} canEdit={canEdit} onEdit={() => setIsEditing(true)} />
      {isEditing && canEdit && (
        <GeneralSettingsEditor
          settings={state.data}
          onCancel={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            reload();
          }}
        />
      )}
    </>
  );
}

function GeneralSettingsView({
  form,
  canEdit,
  onEdit,
}: {
  form: GeneralSettingsForm;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const t = useTranslation();
  const yesNo = (value: boolean) => t(value ? "globalSettings.value.yes" : "globalSettings.value.no");
  const minutes = (value: number) => t("globalSettings.value.minutes", { count: value });
  const orNone = (value: string) => (value.trim() === "" ? t("globalSettings.value.none") : value);
  const timeout = (policy: string, value: number) =>
    policy === "NEVER" ? t("globalSettings.value.never") : minutes(value);
  const sso =
    form.singleSignOnPolicy === "DISABLED"
      ? t("globalSettings.sso.disabled")
      : form.singleSignOnValue === "NEVER"
        ? t("globalSettings.sso.alwaysEnabled")
        : t("globalSettings.sso.disableAfter", { count: form.desktopSsoTimeoutMinutes });
  const rows: [string, string][] = [
    [label("consoleSessionTimeoutMinutes"), minutes(form.consoleSessionTimeoutMinutes)],
    [
      label("clientMaxSessionTimeoutMinutes"),
      timeout(form.clientMaxSessionTimeoutPolicy, form.clientMaxSessionTimeoutMinutes),
    ],
    [
      label("clientIdleSessionTimeoutMinutes"),
      timeout(form.clientIdleSessionTimeoutPolicy, form.clientIdleSessionTimeoutMinutes),
    ],
    [label("clientSessionTimeoutMinutes"), minutes(form.clientSessionTimeoutMinutes)],
    ["globalSettings.general.singleSignOn", sso],
    [label("displayWarningBeforeForcedLogoff"), yesNo(form.displayWarningBeforeForcedLogoff)],
    [label("forcedLogoffTimeoutMinutes"), minutes(form.forcedLogoffTimeoutMinutes)],
    [label("forcedLogoffMessage"), orNone(form.forcedLogoffMessage)],
    [label("displayPreLoginMessage"), yesNo(form.displayPreLoginMessage)],
    [label("preLoginMessage"), orNone(form.preLoginMessage)],
    [label("displayPreLoginAdminBanner"), yesNo(form.displayPreLoginAdminBanner)],
    [label("preLoginAdminBannerHeader"), orNone(form.preLoginAdminBannerHeader)],
    [label("preLoginAdminBannerMessage"), orNone(form.preLoginAdminBannerMessage)],
    ...CHECKBOXES.map((field): [string, string] => [label(field), yesNo(form[field])]),
  ];
  return (
    <section className="gs-view" aria-label={t("globalSettings.tab.general")}>
      <div className="gs-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={onEdit}>
            {t("globalSettings.action.edit")}
          </button>
        </Privileged>
      </div>
      <dl className="gs-details">
        {rows.map(([key, value]) => (
          <div key={key} className="gs-details__row">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function GeneralSettingsEditor({
  settings,
  onCancel,
  onSaved,
}: {
  settings: GlobalSettings;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const [form, setForm] = useState<GeneralSettingsForm>(settings.general);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  function update<K extends keyof GeneralSettingsForm>(field: K, value: GeneralSettingsForm[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
  }

  async function save() {
    const found = validateGeneralSettings(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      await updateGlobalSettings(generalSettingsUpdate(settings, form));
      onSaved();
    } catch (error) {
      setSaveError(settingsSaveError(error).key);
    } finally {
      setIsSaving(false);
    }
  }

  const minutesInput = (field: NumberField, disabled = false) => {
    const limits = minuteLimits(field);
    const value = form[field];
    const errorKey = errors[field];
    return (
      <div className="vdc-field">
        <label htmlFor={`${id}-${field}`}>{t(label(field))}</label>
        <input
          id={`${id}-${field}`}
          className="vdc-input"
          type="number"
          inputMode="numeric"
          min={limits?.[0]}
          max={limits?.[1]}
          disabled={disabled}
          value={Number.isNaN(value) ? "" : value}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-${field}-error` : undefined}
          onChange={(event) =>
            update(field, event.target.value === "" ? Number.NaN : Number(event.target.value))
          }
        />
        {errorKey && (
          <span id={`${id}-${field}-error`} className="vdc-error-text">
            {t(errorKey, { min: limits?.[0], max: limits?.[1] })}
          </span>
        )}
      </div>
    );
  };

  const checkbox = (field: BooleanField) => (
    <label key={field} className="vdc-checkbox">
      <input
        type="checkbox"
        checked={form[field]}
        onChange={(event) => update(field, event.target.checked)}
      />
      {t(label(field))}
    </label>
  );

  const textInput = (field: TextField, multiline = false) => {
    const errorKey = errors[field];
    const common = {
      id: `${id}-${field}`,
      value: form[field],
      "aria-invalid": errorKey ? true : undefined,
      "aria-describedby": errorKey ? `${id}-${field}-error` : undefined,
    };
    return (
      <div className="vdc-field">
        <label htmlFor={`${id}-${field}`}>{t(label(field))}</label>
        {multiline ? (
          <textarea
            {...common}
            className="vdc-input gs-textarea"
            rows={3}
            onChange={(event) => update(field, event.target.value)}
          />
        ) : (
          <input
            {...common}
            className="vdc-input"
            type="text"
            onChange={(event) => update(field, event.target.value)}
          />
        )}
        {errorKey && (
          <span id={`${id}-${field}-error`} className="vdc-error-text">
            {t(errorKey)}
          </span>
        )}
      </div>
    );
  };

  const timeoutPolicySelect = (field: "clientMaxSessionTimeoutPolicy" | "clientIdleSessionTimeoutPolicy") => (
    <div className="vdc-field">
      <label htmlFor={`${id}-${field}`}>{t(label(field))}</label>
      <select
        id={`${id}-${field}`}
        className="vdc-select"
        value={form[field]}
        onChange={(event) => update(field, event.target.value === "NEVER" ? "NEVER" : "TIMEOUT_AFTER")}
      >
        <option value="TIMEOUT_AFTER">{t("globalSettings.value.timeoutAfter")}</option>
        <option value="NEVER">{t("globalSettings.value.never")}</option>
      </select>
    </div>
  );

  return (
    <EditDialog
      title={t("globalSettings.general.editTitle")}
      isSaving={isSaving}
      saveError={saveError}
      onCancel={onCancel}
      onSave={() => void save()}
    >
      <fieldset className="gs-fieldset">
        <legend>{t("globalSettings.general.sessions")}</legend>
        {minutesInput("consoleSessionTimeoutMinutes")}
        {timeoutPolicySelect("clientMaxSessionTimeoutPolicy")}
        {minutesInput("clientMaxSessionTimeoutMinutes", form.clientMaxSessionTimeoutPolicy === "NEVER")}
        {timeoutPolicySelect("clientIdleSessionTimeoutPolicy")}
        {minutesInput("clientIdleSessionTimeoutMinutes", form.clientIdleSessionTimeoutPolicy === "NEVER")}
        {minutesInput("clientSessionTimeoutMinutes")}
      </fieldset>
      <fieldset className="gs-fieldset">
        <legend>{t("globalSettings.general.singleSignOn")}</legend>
        <div className="vdc-field">
          <label htmlFor={`${id}-sso-policy`}>{t("globalSettings.sso.policy")}</label>
          <select
            id={`${id}-sso-policy`}
            className="vdc-select"
            value={form.singleSignOnPolicy}
            onChange={(event) =>
              update("singleSignOnPolicy", event.target.value === "ENABLED" ? "ENABLED" : "DISABLED")
            }
          >
            <option value="DISABLED">{t("globalSettings.sso.policyDisabled")}</option>
            <option value="ENABLED">{t("globalSettings.sso.policyEnabled")}</option>
          </select>
        </div>
        {form.singleSignOnPolicy === "ENABLED" && (
          <div className="vdc-field">
            <label htmlFor={`${id}-sso-value`}>{t("globalSettings.sso.value")}</label>
            <select
              id={`${id}-sso-value`}
              className="vdc-select"
              value={form.singleSignOnValue}
              onChange={(event) =>
                update("singleSignOnValue", event.target.value === "NEVER" ? "NEVER" : "TIMEOUT_AFTER")
              }
            >
              <option value="TIMEOUT_AFTER">{t("globalSettings.value.timeoutAfter")}</option>
              <option value="NEVER">{t("globalSettings.value.never")}</option>
            </select>
          </div>
        )}
        {form.singleSignOnPolicy === "ENABLED" &&
          form.singleSignOnValue === "TIMEOUT_AFTER" &&
          minutesInput("desktopSsoTimeoutMinutes")}
      </fieldset>
      <fieldset className="gs-fieldset">
        <legend>{t("globalSettings.general.messages")}</legend>
        {checkbox("displayWarningBeforeForcedLogoff")}
        {minutesInput("forcedLogoffTimeoutMinutes", !form.displayWarningBeforeForcedLogoff)}
        {textInput("forcedLogoffMessage", true)}
        {checkbox("displayPreLoginMessage")}
        {textInput("preLoginMessage", true)}
      </fieldset>
      <fieldset className="gs-fieldset">
        <legend>{t("globalSettings.general.console")}</legend>
        {checkbox("displayPreLoginAdminBanner")}
        {textInput("preLoginAdminBannerHeader")}
        {textInput("preLoginAdminBannerMessage", true)}
      </fieldset>
      <fieldset className="gs-fieldset">
        <legend>{t("globalSettings.general.clients")}</legend>
        {CHECKBOXES.map(checkbox)}
      </fieldset>
    </EditDialog>
  );
}
