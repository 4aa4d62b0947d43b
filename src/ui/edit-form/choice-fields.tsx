import { useTranslation } from "../i18n/use-translation";
import { FieldError, fieldIds } from "./edit-dialog";
import { useFieldMessageShown } from "./field-messages";
import type { FieldOfType, FieldProps } from "./form-fields";

// The form fields a wizard's declarations need beside the text, check and select fields: one choice among
// a few values shown at once (radio buttons), several lines of text, and a whole number kept as a number.

/** The kit's field props (the label of radio buttons is their legend), and whether the field is locked. */
type ChoiceFieldProps<Form, Field> = FieldProps<Form, Field> & { disabled?: boolean | undefined };

/** Radio buttons in a fieldset, each value shown with the text of `<prefix>.<value>`. */
export function RadioField<Form>({
  form,
  formId,
  field,
  label,
  values,
  prefix,
  disabled,
}: ChoiceFieldProps<Form, FieldOfType<Form, string>> & { values: readonly string[]; prefix: string }) {
  const t = useTranslation();
  return (
    <fieldset className="vdc-choice-list__group" id={`${formId}-${field}`}>
      <legend>{t(label)}</legend>
      {values.map((value) => (
        <label key={value} className="vdc-checkbox">
          <input
            type="radio"
            name={`${formId}-${field}`}
            value={value}
            disabled={disabled}
            checked={form.values[field] === value}
            onChange={() => form.setField(field, value as Form[typeof field])}
          />{" "}
          {t(`${prefix}.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A labelled multi-line text (a description, a list one a line) with its message once the administrator
 * left it or pressed Save, Next or Finish.
 */
export function TextAreaField<Form>({
  form,
  formId,
  field,
  label,
  disabled,
  maxLength,
}: ChoiceFieldProps<Form, FieldOfType<Form, string>> & { maxLength?: number | undefined }) {
  const t = useTranslation();
  const shown = useFieldMessageShown();
  const key = form.errors[field];
  const message = key && shown.isShown ? t(key) : undefined;
  return (
    <div className="vdc-field">
      <label htmlFor={`${formId}-${field}`}>{t(label)}</label>
      <textarea
        {...fieldIds(formId, field, message !== undefined)}
        className="vdc-input"
        value={form.values[field] as string}
        disabled={disabled}
        maxLength={maxLength}
        onChange={(event) => form.setField(field, event.target.value as Form[typeof field])}
        onBlur={shown.onBlur}
      />
      <FieldError formId={formId} field={field} message={message} />
    </div>
  );
}

/** A labelled number input for an entry kept as a number (a count the model computes with). */
export function NumberField<Form>({
  form,
  formId,
  field,
  label,
  disabled,
  min,
  max,
}: ChoiceFieldProps<Form, FieldOfType<Form, number>> & {
  min?: number | undefined;
  max?: number | undefined;
}) {
  const t = useTranslation();
  return (
    <div className="vdc-field">
      <label htmlFor={`${formId}-${field}`}>{t(label)}</label>
      <input
        id={`${formId}-${field}`}
        className="vdc-input"
        type="number"
        min={min}
        max={max}
        disabled={disabled}
        value={form.values[field] as number}
        onChange={(event) => form.setField(field, Number(event.target.value) as Form[typeof field])}
      />
    </div>
  );
}
