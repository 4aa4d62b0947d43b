import type { InputHTMLAttributes } from "react";
import { useTranslation } from "../i18n/use-translation";
import { FieldError, fieldIds } from "./edit-dialog";
import { REQUIRED_MARK, useFieldMessageShown } from "./field-messages";
import type { FieldErrors } from "./use-edit-form";

// Labelled form fields on an EditForm (or a wizard's state of the same shape), with their messages.

/** What the fields need of a form: its values, errors and setter (an EditForm, or a wizard's state). */
export interface FieldForm<Form> {
  values: Form;
  errors: FieldErrors<Form>;
  setField: <Field extends keyof Form>(field: Field, value: Form[Field]) => void;
}

/** The entries of a form whose values are of a type (the fields a kind of input can edit). */
export type FieldOfType<Form, Type> = {
  [Field in keyof Form]: Form[Field] extends Type ? Field : never;
}[keyof Form] &
  string;
type StringField<Form> = FieldOfType<Form, string>;
type BooleanField<Form> = FieldOfType<Form, boolean>;

/** What every form field takes: its form, the form's id, its entry and its label. */
export interface FieldProps<Form, Field> {
  form: FieldForm<Form>;
  formId: string;
  field: Field;
  /** Translation key of the label. */
  label: string;
}

/**
 * A labelled text input whose message (translated) shows once the administrator left it or pressed Save,
 * Next or Finish; `required` marks the label and the input (aria-required), without the browser's own
 * bubble.
 */
export function TextField<Form>({
  form,
  formId,
  field,
  label,
  help,
  required = false,
  ...input
}: FieldProps<Form, StringField<Form>> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "form"> & {
    /** Translation key of a line under the input that says what it takes. */
    help?: string | undefined;
  }) {
  const t = useTranslation();
  const shown = useFieldMessageShown();
  const key = form.errors[field];
  const message = key && shown.isShown ? t(key) : undefined;
  const ids = fieldIds(formId, field, message !== undefined);
  const helpId = `${formId}-${field}-help`;
  const describedBy = [help ? helpId : undefined, ids["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className="vdc-field">
      <label htmlFor={`${formId}-${field}`} {...(required ? REQUIRED_MARK : {})}>
        {t(label)}
      </label>
      <input
        {...input}
        {...ids}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        className="vdc-input"
        value={form.values[field] as string}
        onChange={(event) => form.setField(field, event.target.value as Form[typeof field])}
        onBlur={(event) => {
          shown.onBlur(event);
          input.onBlur?.(event);
        }}
      />
      {help && <p id={helpId}>{t(help)}</p>}
      <FieldError formId={formId} field={field} message={message} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField<Form>({ form, formId, field, label }: FieldProps<Form, BooleanField<Form>>) {
  const t = useTranslation();
  return (
    <label className="vdc-checkbox">
      <input
        id={`${formId}-${field}`}
        type="checkbox"
        checked={form.values[field] as boolean}
        onChange={(event) => form.setField(field, event.target.checked as Form[typeof field])}
      />
      {t(label)}
    </label>
  );
}

/**
 * A labelled choice among values, each shown with the text of `<prefix>.<value>`, or with `optionLabel`
 * for values that are names rather than keys (a domain's DNS name).
 */
export function SelectField<Form>({
  form,
  formId,
  field,
  label,
  values,
  prefix,
  optionLabel,
  disabled,
}: FieldProps<Form, StringField<Form>> & {
  values: readonly string[];
  disabled?: boolean;
} & (
    | { prefix: string; optionLabel?: undefined }
    | { prefix?: undefined; optionLabel: (value: string) => string }
  )) {
  const t = useTranslation();
  return (
    <div className="vdc-field">
      <label htmlFor={`${formId}-${field}`}>{t(label)}</label>
      <select
        id={`${formId}-${field}`}
        className="vdc-input"
        disabled={disabled}
        value={form.values[field] as string}
        onChange={(event) => form.setField(field, event.target.value as Form[typeof field])}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabel ? optionLabel(value) : t(`${prefix}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A whole number from min to max, as typed text. */
export function isWholeNumber(text: string, min: number, max: number): boolean {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= min && value <= max;
}
