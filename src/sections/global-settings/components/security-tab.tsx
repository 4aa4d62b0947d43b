import { useId } from "react";
import { isMaskedPassword, PASSWORD_MASK } from "../../../core/settings/recovery-password";
import { KeyValuePanel } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog, FieldError, fieldIds } from "../../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getGlobalSettings } from "../api/get-global-settings";
import { getSecurityConfiguration } from "../api/get-security-configuration";
import { saveDataRecoveryPassword } from "../api/update-data-recovery-password";
import type { ComponentSecurity, GlobalSettings, SecurityProperties } from "../global-settings.model";

/** The security tab: data recovery password and the connection server and gateway security configuration. */
export function SecurityTab({ canEdit }: { canEdit: boolean }) {
  return (
    <div className="vdc-stack">
      <RecoveryPasswordPanel canEdit={canEdit} />
      <SecurityConfigurationPanel />
    </div>
  );
}

function RecoveryPasswordPanel({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getGlobalSettings);
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("globalSettings.security.recoveryPasswordTitle")}</h3>
      <ResourceContent resource={state} onRetry={reload}>
        {(settings) => (
          <>
            <KeyValuePanel
              label={t("globalSettings.security.recoveryPasswordTitle")}
              entries={[
                [
                  "globalSettings.security.recoveryPassword",
                  t(
                    settings.isRecoveryPasswordSet
                      ? "globalSettings.value.set"
                      : "globalSettings.value.notSet",
                  ),
                ],
                [
                  "globalSettings.security.recoveryPasswordReminder",
                  settings.recoveryPasswordReminder || t("globalSettings.value.none"),
                ],
              ]}
            />
            <EditButton
              label={t("globalSettings.security.changeRecoveryPassword")}
              privilege="GLOBAL_CONFIG_MANAGEMENT"
              isAllowed={canEdit}
              onSaved={reload}
              editor={(controls) => <RecoveryPasswordForm settings={settings} {...controls} />}
            />
          </>
        )}
      </ResourceContent>
    </section>
  );
}

interface RecoveryPasswordFields {
  password: string;
  confirmation: string;
  reminder: string;
}

function RecoveryPasswordForm({
  settings,
  onCancel,
  onSaved,
}: EditorControls & { settings: GlobalSettings }) {
  const t = useTranslation();
  const id = useId();
  // A password that is set shows as a mask; an unchanged mask is not sent.
  const mask = settings.isRecoveryPasswordSet ? PASSWORD_MASK : "";
  const form = useEditForm<RecoveryPasswordFields>({
    initial: { password: mask, confirmation: mask, reminder: settings.recoveryPasswordReminder },
    validate: ({ password, confirmation }) => {
      const errors: FieldErrors<RecoveryPasswordFields> = {};
      if (password === "" && !settings.isRecoveryPasswordSet)
        errors.password = "globalSettings.validation.required";
      else if (password !== confirmation) errors.confirmation = "globalSettings.validation.passwordMismatch";
      return errors;
    },
    // Hashed, and sealed with an agreed key when the crypto feature is on; never sent in clear.
    save: ({ password, reminder }) => saveDataRecoveryPassword({ password, reminder }),
    onSaved,
    errorOptions: { serverText: false },
  });
  const { values, errors, setField } = form;

  const passwordInput = (field: "password" | "confirmation", labelKey: string) => (
    <div className="vdc-field">
      <label htmlFor={`${id}-${field}`}>{t(labelKey)}</label>
      <input
        {...fieldIds(id, field, errors[field] !== undefined)}
        className="vdc-input"
        type="password"
        autoComplete="new-password"
        value={values[field]}
        onFocus={() => isMaskedPassword(values[field]) && setField(field, "")}
        onChange={(event) => setField(field, event.target.value)}
      />
      <FieldError formId={id} field={field} message={errors[field] && t(errors[field])} />
    </div>
  );

  return (
    <EditDialog title={t("globalSettings.security.changeRecoveryPassword")} form={form} onCancel={onCancel}>
      {passwordInput("password", "globalSettings.security.recoveryPassword")}
      {passwordInput("confirmation", "globalSettings.security.confirmRecoveryPassword")}
      <div className="vdc-field">
        <label htmlFor={`${id}-reminder`}>{t("globalSettings.security.recoveryPasswordReminder")}</label>
        <input
          id={`${id}-reminder`}
          className="vdc-input"
          type="text"
          value={values.reminder}
          onChange={(event) => setField("reminder", event.target.value)}
        />
      </div>
    </EditDialog>
  );
}

function SecurityConfigurationPanel() {
  const t = useTranslation();
  const { state, reload } = useResource(getSecurityConfiguration);
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("globalSettings.security.configurationTitle")}</h3>
      <ResourceContent resource={state} onRetry={reload}>
        {(configuration) => (
          <>
            <ComponentSecurityView
              titleKey="globalSettings.security.connectionServer"
              config={configuration.connectionServer}
            />
            <ComponentSecurityView
              titleKey="globalSettings.security.gateway"
              config={configuration.gateway}
            />
          </>
        )}
      </ResourceContent>
    </section>
  );
}

function ComponentSecurityView({ titleKey, config }: { titleKey: string; config: ComponentSecurity }) {
  const t = useTranslation();
  const listOrNone = (values: string[]) =>
    values.length === 0 ? t("globalSettings.value.none") : values.join(", ");
  const side = (sideKey: string, properties: SecurityProperties) => (
    <KeyValuePanel
      label={`${t(titleKey)}: ${t(sideKey)}`}
      entries={[
        ["globalSettings.security.cipherSuites", listOrNone(properties.cipherSuites)],
        ["globalSettings.security.namedGroups", listOrNone(properties.namedGroups)],
        ["globalSettings.security.signatureAlgorithms", listOrNone(properties.signatureAlgorithms)],
        ["globalSettings.security.thumbprintAlgorithms", listOrNone(properties.thumbprintAlgorithms)],
      ]}
    />
  );
  return (
    <>
      <h4>{t(titleKey)}</h4>
      <h5>{t("globalSettings.security.client")}</h5>
      {side("globalSettings.security.client", config.client)}
      <h5>{t("globalSettings.security.server")}</h5>
      {side("globalSettings.security.server", config.server)}
      <KeyValuePanel
        label={t(titleKey)}
        entries={[
          [
            "globalSettings.security.keyLength",
            config.keyLength === null ? t("globalSettings.value.none") : String(config.keyLength),
          ],
          [
            "globalSettings.security.validity",
            config.validity === null
              ? t("globalSettings.value.none")
              : t("globalSettings.value.days", { count: config.validity }),
          ],
        ]}
      />
    </>
  );
}
