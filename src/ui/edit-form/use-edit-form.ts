import { useCallback, useState } from "react";
import { errorDetails, useErrorText, type ErrorTextOptions } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { useSuccessNotice } from "../section-page/section-page";

/** Translation keys of the invalid fields' messages (with their interpolation values). */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

export interface EditFormOptions<Form> {
  /** The values the form starts from (what is saved now). */
  initial: Form;
  /** Field rules: a message key per invalid field, nothing when the form is valid. */
  validate?: (values: Form) => FieldErrors<Form>;
  /** Sends the values; a rejection keeps the form open with everything typed. */
  save: (values: Form) => Promise<void>;
  /** After a successful save (close the dialog, reload). */
  onSaved?: () => void;
  /**
   * The page's success notice after a save (translated text, e.g. "Role Auditors was saved."); "The
   * changes were saved." by default.
   */
  success?: (values: Form) => string;
  /** How the failed save's message is chosen (some screens show only marker messages). */
  errorOptions?: ErrorTextOptions;
}

export interface EditForm<Form> {
  values: Form;
  setField: <Field extends keyof Form>(field: Field, value: Form[Field]) => void;
  errors: FieldErrors<Form>;
  isDirty: boolean;
  isValid: boolean;
  isSaving: boolean;
  /** The failed save's message (translated text), until the next save. */
  saveError: string | null;
  /** The server's own sentence about the failed save, for its "Details". */
  saveErrorDetails: string | null;
  /** Save is offered only for a valid, changed form that is not being saved. */
  canSave: boolean;
  save: () => Promise<void>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

const NO_ERRORS = {};

/**
 * The console's one form pattern: typed values, field validation, one success notice on the page, and a
 * failed save that keeps every typed value and shows the server's message.
 */
export function useEditForm<Form extends object>(options: EditFormOptions<Form>): EditForm<Form> {
  const errorText = useErrorText();
  const t = useTranslation();
  const announce = useSuccessNotice();
  const [initial] = useState(options.initial);
  const [values, setValues] = useState<Form>(options.initial);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saveErrorDetails, setSaveErrorDetails] = useState<string | null>(null);

  const errors: FieldErrors<Form> = options.validate?.(values) ?? NO_ERRORS;
  const isValid = Object.values(errors).every((message) => message === undefined);
  const isDirty = (Object.keys(values) as (keyof Form)[]).some(
    (key) => !sameValue(values[key], initial[key]),
  );

  const setField = useCallback(<Field extends keyof Form>(field: Field, value: Form[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const save = async () => {
    if (!isValid || isSaving) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      await options.save(values);
      announce(options.success?.(values) ?? t("ui.form.saved"));
      options.onSaved?.();
    } catch (error) {
      setSaveError(errorText(error, options.errorOptions));
      setSaveErrorDetails(errorDetails(error, options.errorOptions) ?? null);
    } finally {
      setIsSaving(false);
    }
  };

  return {
    values,
    setField,
    errors,
    isDirty,
    isValid,
    isSaving,
    saveError,
    saveErrorDetails,
    canSave: isValid && isDirty && !isSaving,
    save,
  };
}
