import { useId, useState, type FormEvent } from "react";
import type { DomainOption, LoginFormValues } from "../../core/auth/sign-in.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ADMIN_TEXT_ATTRIBUTE } from "../../ui/raw-codes/raw-codes";

export type { DomainOption, LoginFormValues };

export interface LoginFormProps {
  domains: readonly DomainOption[];
  /** The server's enableUIUsernameCaching: only then is "Remember user" offered. */
  canRememberUser: boolean;
  /** False until the start-up handshake is done. */
  isReady: boolean;
  /** True while a sign-in request is in flight. */
  isBusy: boolean;
  initialValues?: Partial<LoginFormValues>;
  onSubmit: (values: LoginFormValues) => void;
}

/** User name, password, domain and Remember user; Sign in is enabled only when the form can be sent. */
export function LoginForm({
  domains,
  canRememberUser,
  isReady,
  isBusy,
  initialValues,
  onSubmit,
}: LoginFormProps) {
  const t = useTranslation();
  const id = useId();
  const [values, setValues] = useState<LoginFormValues>({
    username: initialValues?.username ?? "",
    password: "",
    domain:
      initialValues?.domain !== undefined &&
      (domains.length === 0 || domains.some((domain) => domain.value === initialValues.domain))
        ? initialValues.domain
        : (domains[0]?.value ?? ""),
    rememberUser: initialValues?.rememberUser ?? false,
  });
  const isComplete = values.username.trim() !== "" && values.password !== "";
  const canSubmit = isReady && !isBusy && isComplete;

  function update<K extends keyof LoginFormValues>(key: K, value: LoginFormValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit)
      onSubmit({
        ...values,
        username: values.username.trim(),
        domain: values.domain.trim(),
        rememberUser: canRememberUser && values.rememberUser,
      });
  }

  return (
    <form className="login-form" onSubmit={handleSubmit} aria-busy={isBusy} noValidate>
      <div className="vdc-field">
        <label htmlFor={`${id}-username`}>{t("login.form.username")}</label>
        <input
          id={`${id}-username`}
          className="vdc-input"
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={(event) => update("username", event.target.value)}
        />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-password`}>{t("login.form.password")}</label>
        <input
          id={`${id}-password`}
          className="vdc-input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => update("password", event.target.value)}
        />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-domain`}>{t("login.form.domain")}</label>
        {domains.length > 0 ? (
          <select
            id={`${id}-domain`}
            className="vdc-select"
            name="domain"
            // NetBIOS domain names as the pod's administrator named them (EXAMPLE), not API codes.
            {...{ [ADMIN_TEXT_ATTRIBUTE]: "" }}
            value={values.domain}
            onChange={(event) => update("domain", event.target.value)}
          >
            {domains.map((domain) => (
              <option key={domain.value} value={domain.value}>
                {domain.label}
              </option>
            ))}
          </select>
        ) : (
          // Without a domain list (the pod did not give one before sign-in) the domain is typed.
          <input
            id={`${id}-domain`}
            className="vdc-input"
            name="domain"
            autoComplete="off"
            value={values.domain}
            onChange={(event) => update("domain", event.target.value)}
          />
        )}
      </div>
      {canRememberUser && (
        <label className="vdc-checkbox">
          <input
            type="checkbox"
            name="rememberUser"
            checked={values.rememberUser}
            onChange={(event) => update("rememberUser", event.target.checked)}
          />
          {t("login.form.rememberUser")}
        </label>
      )}
      <button className="vdc-button" data-variant="primary" type="submit" disabled={!canSubmit}>
        {isBusy ? t("login.form.signingIn") : t("login.form.signIn")}
      </button>
    </form>
  );
}
