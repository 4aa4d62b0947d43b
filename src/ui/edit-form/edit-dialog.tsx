import { ErrorDetails } from "../banner/error-details";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "../dialog/dialog";
import { useTranslation } from "../i18n/use-translation";
import { FormAttemptContext, useFocusFirstProblem } from "./field-messages";
import type { EditForm } from "./use-edit-form";

export interface EditDialogProps {
  /** Heading of the dialog (translated text). */
  title: string;
  /** The form's state (useEditForm): saving, validity, whether it can save, the failed save's message. */
  form: Pick<EditForm<object>, "isSaving" | "isValid" | "canSave" | "saveError" | "save"> &
    Partial<Pick<EditForm<object>, "saveErrorDetails">>;
  /** Called by Cancel, the corner close button and Escape; the owner closes the dialog. */
  onCancel: () => void;
  /** Width of the dialog; large by default. */
  size?: "medium" | "large";
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An edit form in the console's dialog, with Cancel and Save. Save is never silently grey for an invalid
 * form: pressing it shows every field's message and moves focus to the first invalid field; it is disabled
 * only while saving or while a valid form is unchanged (nothing to save). A failed save keeps the dialog
 * and every typed value, with the server's message under the fields.
 */
export function EditDialog({ title, form, onCancel, size = "large", children }: EditDialogProps) {
  const t = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstProblem(formRef, attempt);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.canSave) void form.save();
    else if (!form.isValid) setAttempt((count) => count + 1);
  }

  return (
    <Dialog
      isOpen
      title={title}
      size={size}
      onDismiss={() => {
        if (!form.isSaving) onCancel();
      }}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onCancel} disabled={form.isSaving}>
            {t("ui.action.cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className="vdc-button"
            data-variant="primary"
            disabled={form.isSaving || (form.isValid && !form.canSave)}
            aria-busy={form.isSaving}
          >
            {t("ui.action.save")}
          </button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="vdc-form" aria-label={title} onSubmit={onSubmit} noValidate>
        <FormAttemptContext.Provider value={attempt > 0}>{children}</FormAttemptContext.Provider>
        {form.saveError !== null && (
          <div className="vdc-error-text vdc-form__error" role="alert">
            {t("ui.form.saveFailed", { reason: form.saveError })}
            <ErrorDetails details={form.saveErrorDetails} />
          </div>
        )}
      </form>
    </Dialog>
  );
}

/** The ids that tie a field's input to its message: pass to the input, render the message with FieldError. */
export function fieldIds(formId: string, field: string, hasError: boolean) {
  return {
    id: `${formId}-${field}`,
    "aria-invalid": hasError || undefined,
    "aria-describedby": hasError ? `${formId}-${field}-error` : undefined,
  };
}

/** A field's validation message (translated text), tied to its input through fieldIds. */
export function FieldError({ formId, field, message }: { formId: string; field: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={`${formId}-${field}-error`} className="vdc-error-text">
      {message}
    </span>
  );
}
