import { useId } from "react";
import { KeyValuePanel, type KeyValueEntry } from "../../../ui/detail-page/key-value-panel";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { SettingsEditButton } from "./settings-edit-button";
import { EditDialog, FieldError, fieldIds } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getGlobalSettings } from "../api/get-global-settings";
import { updateGlobalSettings } from "../api/update-global-settings";
import {
  generalSettingsUpdate,
  minuteLimits,
  validateGeneralSettings,
  type GeneralSettingsForm,
  type GlobalSettings,
} from "../global-settings.model";

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

/** The settings whose effect their name alone does not tell, each with its explanation. */
const EXPLAINED: ReadonlySet<keyof GeneralSettingsForm> = new Set([
  "clientMaxSessionTimeoutMinutes",
  "clientIdleSessionTimeoutMinutes",
  "clientSessionTimeoutMinutes",
  "enableServerInSingleUserMode",
  "storeCALOnBroker",
  "storeCALOnClient",
  "enableSendingDomainList",
  "hideDomainListInClient",
]);

/** A row of the general settings, with its explanation where it has one. */
const row = (field: keyof GeneralSettingsForm, value: string): KeyValueEntry =>
  EXPLAINED.has(field) ? [label(field), value, `globalSettings.info.${field}`] : [label(field), value];

/** The general tab: session timeouts, single sign-on, messages, the pre-login banner and client options. */
export function GeneralSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { state, reload } = useResource(getGlobalSettings);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(settings) => (
        <>
          <SettingsEditButton
            canEdit={canEdit}
            onSaved={reload}
            editor={(controls) => <GeneralSettingsEditor settings={settings} {...controls} />}
          />
          <GeneralSettingsView form={settings.general} />
        </>
      )}
    </ResourceContent>
  );
}

function GeneralSettingsView({ form }: { form: GeneralSettingsForm }) {
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
  const entries: KeyValueEntry[] = [
    row("consoleSessionTimeoutMinutes", minutes(form.consoleSessionTimeoutMinutes)),
    row(
      "clientMaxSessionTimeoutMinutes",
      timeout(form.clientMaxSessionTimeoutPolicy, form.clientMaxSessionTimeoutMinutes),
    ),
    row(
      "clientIdleSessionTimeoutMinutes",
      timeout(form.clientIdleSessionTimeoutPolicy, form.clientIdleSessionTimeoutMinutes),
    ),
    row("clientSessionTimeoutMinutes", minutes(form.clientSessionTimeoutMinutes)),
    ["globalSettings.general.singleSignOn", sso],
    row("displayWarningBeforeForcedLogoff", yesNo(form.displayWarningBeforeForcedLogoff)),
    row("forcedLogoffTimeoutMinutes", minutes(form.forcedLogoffTimeoutMinutes)),
    row("forcedLogoffMessage", orNone(form.forcedLogoffMessage)),
    row("displayPreLoginMessage", yesNo(form.displayPreLoginMessage)),
    row("preLoginMessage", orNone(form.preLoginMessage)),
    row("displayPreLoginAdminBanner", yesNo(form.displayPreLoginAdminBanner)),
    row("preLoginAdminBannerHeader", orNone(form.preLoginAdminBannerHeader)),
    row("preLoginAdminBannerMessage", orNone(form.preLoginAdminBannerMessage)),
    ...CHECKBOXES.map((field) => row(field, yesNo(form[field]))),
  ];
  return <KeyValuePanel label={t("globalSettings.tab.general")} entries={entries} />;
}

function GeneralSettingsEditor({
  settings,
  onCancel,
  onSaved,
}: EditorControls & { settings: GlobalSettings }) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm<GeneralSettingsForm>({
    initial: settings.general,
    validate: validateGeneralSettings,
    save: (values) => updateGlobalSettings(generalSettingsUpdate(settings, values)),
    onSaved,
    // Global settings show only the server's marker messages (spec 000 section 8).
    errorOptions: { serverText: false },
  });
  const { values, errors, setField } = form;

  const minutesInput = (field: NumberField, disabled = false) => {
    const limits = minuteLimits(field);
    const value = values[field];
    const errorKey = errors[field];
    return (
      <div className="vdc-field">
        <label htmlFor={`${id}-${field}`}>{t(label(field))}</label>
        <input
          {...fieldIds(id, field, errorKey !== undefined)}
          className="vdc-input"
          type="number"
          inputMode="numeric"
          min={limits?.[0]}
          max={limits?.[1]}
          disabled={disabled}
          value={Number.isNaN(value) ? "" : value}
          onChange={(event) =>
            setField(field, event.target.value === "" ? Number.NaN : Number(event.target.value))
          }
        />
        <FieldError
          formId={id}
          field={field}
          message={errorKey && t(errorKey, { min: limits?.[0], max: limits?.[1] })}
        />
      </div>
    );
  };

  const checkbox = (field: BooleanField) => (
    <label key={field} className="vdc-checkbox">
      <input
        type="checkbox"
        checked={values[field]}
        onChange={(event) => setField(field, event.target.checked)}
      />
      {t(label(field))}
    </label>
  );

  const textInput = (field: TextField, multiline = false) => {
    const errorKey = errors[field];
    const common = { ...fieldIds(id, field, errorKey !== undefined), value: values[field] };
    return (
      <div className="vdc-field">
        <label htmlFor={`${id}-${field}`}>{t(label(field))}</label>
        {multiline ? (
          <textarea
            {...common}
            className="vdc-input vdc-textarea"
            rows={3}
            onChange={(event) => setField(field, event.target.value)}
          />
        ) : (
          <input
            {...common}
            className="vdc-input"
            type="text"
            onChange={(event) => setField(field, event.target.value)}
          />
        )}
        <FieldError formId={id} field={field} message={errorKey && t(errorKey)} />
      </div>
    );
  };

  const choice = <
    Field extends "clientMaxSessionTimeoutPolicy" | "clientIdleSessionTimeoutPolicy" | "singleSignOnValue",
  >(
    field: Field,
    labelKey: string,
  ) => (
    <div className="vdc-field">
      <label htmlFor={`${id}-${field}`}>{t(labelKey)}</label>
      <select
        id={`${id}-${field}`}
        className="vdc-select"
        value={values[field]}
        onChange={(event) => setField(field, event.target.value === "NEVER" ? "NEVER" : "TIMEOUT_AFTER")}
      >
        <option value="TIMEOUT_AFTER">{t("globalSettings.value.timeoutAfter")}</option>
        <option value="NEVER">{t("globalSettings.value.never")}</option>
      </select>
    </div>
  );

  return (
    <EditDialog title={t("globalSettings.general.editTitle")} form={form} onCancel={onCancel}>
      <fieldset className="vdc-fieldset">
        <legend>{t("globalSettings.general.sessions")}</legend>
        {minutesInput("consoleSessionTimeoutMinutes")}
        {choice("clientMaxSessionTimeoutPolicy", label("clientMaxSessionTimeoutPolicy"))}
        {minutesInput("clientMaxSessionTimeoutMinutes", values.clientMaxSessionTimeoutPolicy === "NEVER")}
        {choice("clientIdleSessionTimeoutPolicy", label("clientIdleSessionTimeoutPolicy"))}
        {minutesInput("clientIdleSessionTimeoutMinutes", values.clientIdleSessionTimeoutPolicy === "NEVER")}
        {minutesInput("clientSessionTimeoutMinutes")}
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("globalSettings.general.singleSignOn")}</legend>
        <div className="vdc-field">
          <label htmlFor={`${id}-singleSignOnPolicy`}>{t("globalSettings.sso.policy")}</label>
          <select
            id={`${id}-singleSignOnPolicy`}
            className="vdc-select"
            value={values.singleSignOnPolicy}
            onChange={(event) =>
              setField("singleSignOnPolicy", event.target.value === "ENABLED" ? "ENABLED" : "DISABLED")
            }
          >
            <option value="DISABLED">{t("globalSettings.sso.policyDisabled")}</option>
            <option value="ENABLED">{t("globalSettings.sso.policyEnabled")}</option>
          </select>
        </div>
        {values.singleSignOnPolicy === "ENABLED" && choice("singleSignOnValue", "globalSettings.sso.value")}
        {values.singleSignOnPolicy === "ENABLED" &&
          values.singleSignOnValue === "TIMEOUT_AFTER" &&
          minutesInput("desktopSsoTimeoutMinutes")}
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("globalSettings.general.messages")}</legend>
        {checkbox("displayWarningBeforeForcedLogoff")}
        {minutesInput("forcedLogoffTimeoutMinutes", !values.displayWarningBeforeForcedLogoff)}
        {textInput("forcedLogoffMessage", true)}
        {checkbox("displayPreLoginMessage")}
        {textInput("preLoginMessage", true)}
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("globalSettings.general.console")}</legend>
        {checkbox("displayPreLoginAdminBanner")}
        {textInput("preLoginAdminBannerHeader")}
        {textInput("preLoginAdminBannerMessage", true)}
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("globalSettings.general.clients")}</legend>
        {CHECKBOXES.map(checkbox)}
      </fieldset>
    </EditDialog>
  );
}
