import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import { encryptPasswordFor } from "../../../core/auth/handshake";
import { isFeatureEnabled } from "../../../core/features/feature-flags";
import {
  isMaskedPassword,
  PASSWORD_MASK,
  prepareRecoveryPassword,
  type PasswordEncryptor,
} from "../../../core/settings/recovery-password";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getGlobalSettings } from "../api/get-global-settings";
import { getSecurityConfiguration } from "../api/get-security-configuration";
import { updateDataRecoveryPassword } from "../api/update-data-recovery-password";
import type { ComponentSecurity, GlobalSettings, SecurityProperties } from "../global-settings.model";
import { ErrorState, LoadingState } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";
import { EditDialog } from "./edit-dialog";

/** The view API key of the handshake encrypts the hash when the crypto feature is on. */
function recoveryPasswordEncryptor(): PasswordEncryptor | undefined {
  if (!isFeatureEnabled("cryptoSupport")) return undefined;
  return async (text) => (await encryptPasswordFor("view", text))?.encrypted;
}

/** The security tab: data recovery password and the connection server and gateway security configuration. */
export function SecurityTab({ canEdit }: { canEdit: boolean }) {
  return (
    <div className="gs-stack">
      <RecoveryPasswordPanel canEdit={canEdit} />
      <SecurityConfigurationPanel />
    </div>
  );
}

function RecoveryPasswordPanel({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getGlobalSettings);
  const [isEditing, setIsEditing] = useState(false);
  const titleId = useId();
  let body;
  if (state.status === "loading") body = <LoadingState />;
  else if (state.status === "error") body = <ErrorState onRetry={reload} />;
  else if (isEditing && canEdit)
    body = (
      <RecoveryPasswordForm
        settings={state.data}
        onCancel={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          reload();
        }}
      />
    );
  else
    body = (
      <>
        <dl className="gs-details">
          <div className="gs-details__row">
            <dt>{t("globalSettings.security.recoveryPassword")}</dt>
            <dd>
              {t(
                state.data.isRecoveryPasswordSet ? "globalSettings.value.set" : "globalSettings.value.notSet",
              )}
            </dd>
          </div>
          <div className="gs-details__row">
            <dt>{t("globalSettings.security.recoveryPasswordReminder")}</dt>
            <dd>{state.data.recoveryPasswordReminder || t("globalSettings.value.none")}</dd>
          </div>
        </dl>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={() => setIsEditing(true)}>
            {t("globalSettings.security.changeRecoveryPassword")}
          </button>
        </Privileged>
      </>
    );
  return (
    <section className="gs-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("globalSettings.security.recoveryPasswordTitle")}</h3>
      {body}
    </section>
  );
}

function RecoveryPasswordForm({
  settings,
  onCancel,
  onSaved,
}: {
  settings: GlobalSettings;
  onCancel: () => void;
  onSaved: () => void;
}) {
  useSignals();
  const t = useTranslation();
  const id = useId();
  const initial = settings.isRecoveryPasswordSet ? PASSWORD_MASK : "";
  const [password, setPassword] = useState(initial);
  const [confirmation, setConfirmation] = useState(initial);
  const [reminder, setReminder] = useState(settings.recoveryPasswordReminder);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    if (password === "" && !settings.isRecoveryPasswordSet)
      return setFieldError("globalSettings.validation.required");
    if (password !== confirmation) return setFieldError("globalSettings.validation.passwordMismatch");
    setFieldError(null);
    setIsSaving(true);
    setSaveError(null);
    try {
      const prepared = await prepareRecoveryPassword(password, recoveryPasswordEncryptor());
      await updateDataRecoveryPassword({
        ...(prepared === null ? {} : { recoveryPassword: prepared }),
        recoveryPasswordReminder: reminder,
      });
      onSaved();
    } catch (error) {
      setSaveError(settingsSaveError(error).key);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <EditDialog
      title={t("globalSettings.security.changeRecoveryPassword")}
      isSaving={isSaving}
      saveError={saveError}
      onCancel={onCancel}
      onSave={() => void save()}
    >
      <div className="vdc-field">
        <label htmlFor={`${id}-password`}>{t("globalSettings.security.recoveryPassword")}</label>
        <input
          id={`${id}-password`}
          className="vdc-input"
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onFocus={() => isMaskedPassword(password) && setPassword("")}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-confirm`}>{t("globalSettings.security.confirmRecoveryPassword")}</label>
        <input
          id={`${id}-confirm`}
          className="vdc-input"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          aria-invalid={fieldError ? true : undefined}
          onFocus={() => isMaskedPassword(confirmation) && setConfirmation("")}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {fieldError && (
          <span id={`${id}-error`} className="vdc-error-text">
            {t(fieldError)}
          </span>
        )}
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-reminder`}>{t("globalSettings.security.recoveryPasswordReminder")}</label>
        <input
          id={`${id}-reminder`}
          className="vdc-input"
          type="text"
          value={reminder}
          onChange={(event) => setReminder(event.target.value)}
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
    <section className="gs-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("globalSettings.security.configurationTitle")}</h3>
      {state.status === "loading" && <LoadingState />}
      {state.status === "error" && <ErrorState onRetry={reload} />}
      {state.status === "ready" && (
        <>
          <ComponentSecurityView
            titleKey="globalSettings.security.connectionServer"
            config={state.data.connectionServer}
          />
          <ComponentSecurityView titleKey="globalSettings.security.gateway" config={state.data.gateway} />
        </>
      )}
    </section>
  );
}

function ComponentSecurityView({ titleKey, config }: { titleKey: string; config: ComponentSecurity }) {
  const t = useTranslation();
  const listOrNone = (values: string[]) =>
    values.length === 0 ? t("globalSettings.value.none") : values.join(", ");
  const side = (sideKey: string, properties: SecurityProperties): [string, string][] => [
    [`${t(sideKey)}: ${t("globalSettings.security.cipherSuites")}`, listOrNone(properties.cipherSuites)],
    [`${t(sideKey)}: ${t("globalSettings.security.namedGroups")}`, listOrNone(properties.namedGroups)],
    [
      `${t(sideKey)}: ${t("globalSettings.security.signatureAlgorithms")}`,
      listOrNone(properties.signatureAlgorithms),
    ],
    [
      `${t(sideKey)}: ${t("globalSettings.security.thumbprintAlgorithms")}`,
      listOrNone(properties.thumbprintAlgorithms),
    ],
  ];
  const rows: [string, string][] = [
    ...side("globalSettings.security.client", config.client),
    ...side("globalSettings.security.server", config.server),
    [
      t("globalSettings.security.keyLength"),
      config.keyLength === null ? t("globalSettings.value.none") : String(config.keyLength),
    ],
    [
      t("globalSettings.security.validity"),
      config.validity === null
        ? t("globalSettings.value.none")
        : t("globalSettings.value.days", { count: config.validity }),
    ],
  ];
  return (
    <>
      <h4>{t(titleKey)}</h4>
      <dl className="gs-details">
        {rows.map(([name, value]) => (
          <div key={name} className="gs-details__row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
