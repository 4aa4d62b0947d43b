import { isMaskedPassword } from "../../../core/settings/recovery-password";
import { FieldError, fieldIds } from "../../../ui/edit-form/edit-dialog";
import type { EditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";

/** The form fields whose value has the given type. */
type FieldsOf<Form, Value> = { [Key in keyof Form]: Form[Key] extends Value ? Key : never }[keyof Form] &
  string;

interface FieldProps<Form extends object, Value> {
  form: EditForm<Form>;
  /** Ties labels and messages to the inputs (useId of the form). */
  formId: string;
  field: FieldsOf<Form, Value>;
  label: string;
}

function useFieldError<Form extends object>(form: EditForm<Form>, field: keyof Form): string | undefined {
  const t = useTranslation();
  const key = form.errors[field];
  return key === undefined ? undefined : t(key);
}

/** A text (or password, number) input with its label and validation message. */
export function TextField<Form extends object>({
  form,
  formId,
  field,
  label,
  type = "text",
  multiline = false,
  hint,
}: FieldProps<Form, string> & { type?: "text" | "password"; multiline?: boolean; hint?: string }) {
  const t = useTranslation();
  const message = useFieldError(form, field);
  const value = form.values[field] as string;
  const ids = fieldIds(formId, field, message !== undefined);
  const set = (next: string) => form.setField(field, next as Form[typeof field]);
  return (
    <div className="vdc-field">
      <label htmlFor={ids.id}>{t(label)}</label>
      {multiline ? (
        <textarea
          {...ids}
          className="vdc-input vdc-textarea"
          rows={3}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      ) : (
        <input
          {...ids}
          className="vdc-input"
          type={type}
          autoComplete={type === "password" ? "new-password" : "off"}
          value={value}
          // A stored password shows as the mask: typing replaces it, leaving it keeps the password.
          onFocus={() => type === "password" && isMaskedPassword(value) && set("")}
          onChange={(event) => set(event.target.value)}
        />
      )}
      {hint && <span className="vdc-evconf__hint">{t(hint)}</span>}
      <FieldError formId={formId} field={field} message={message} />
    </div>
  );
}

/** A choice among fixed values, each labelled by `optionLabel(value)` (a key). */
export function SelectField<Form extends object>({
  form,
  formId,
  field,
  label,
  options,
  optionLabel,
}: FieldProps<Form, string> & { options: readonly string[]; optionLabel: (value: string) => string }) {
  const t = useTranslation();
  const message = useFieldError(form, field);
  const ids = fieldIds(formId, field, message !== undefined);
  return (
    <div className="vdc-field">
      <label htmlFor={ids.id}>{t(label)}</label>
      <select
        {...ids}
        className="vdc-select"
        value={form.values[field] as string}
        onChange={(event) => form.setField(field, event.target.value as Form[typeof field])}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(optionLabel(option))}
          </option>
        ))}
      </select>
      <FieldError formId={formId} field={field} message={message} />
    </div>
  );
}
