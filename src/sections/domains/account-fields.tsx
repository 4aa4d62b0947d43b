import { FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import type { FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { AccountCredentials } from "./domains.types";

/** A user name (unless fixed) and a write-only password: never pre-filled, never shown back. */
export function AccountFields<Form extends AccountCredentials>({
  formId,
  values,
  errors,
  setField,
  isUsernameFixed = false,
}: {
  formId: string;
  values: Form;
  errors: FieldErrors<Form>;
  setField: (field: keyof AccountCredentials, value: string) => void;
  isUsernameFixed?: boolean;
}) {
  const t = useTranslation();
  return (
    <>
      <div className="vdc-field">
        <label htmlFor={`${formId}-username`}>{t("domains.field.username")}</label>
        <input
          {...fieldIds(formId, "username", errors.username !== undefined)}
          className="vdc-input"
          autoComplete="off"
          readOnly={isUsernameFixed}
          value={values.username}
          onChange={(event) => setField("username", event.target.value)}
        />
        <FieldError formId={formId} field="username" message={errors.username && t(errors.username)} />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-password`}>{t("domains.field.password")}</label>
        <input
          {...fieldIds(formId, "password", errors.password !== undefined)}
          className="vdc-input"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setField("password", event.target.value)}
        />
        <FieldError formId={formId} field="password" message={errors.password && t(errors.password)} />
      </div>
    </>
  );
}

/** Both fields are needed (the user name is at most 64 characters). */
export function accountErrors(values: AccountCredentials): FieldErrors<AccountCredentials> {
  const errors: FieldErrors<AccountCredentials> = {};
  if (values.username.trim() === "" || values.username.length > 64)
    errors.username = "domains.validation.username";
  if (values.password === "") errors.password = "domains.validation.password";
  return errors;
}
