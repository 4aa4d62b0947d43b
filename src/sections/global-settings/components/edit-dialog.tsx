import { useId, type FormEvent, type ReactNode } from "react";
import { Dialog } from "../../../ui/dialog/dialog";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { SaveError } from "./section-states";

export interface EditDialogProps {
  title: string;
  isSaving: boolean;
  /** Translation key of the last failed save; the form stays open with what the user typed. */
  saveError: string | null;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** An edit form in the console's dialog, with Cancel and Save; a failed save keeps the dialog and its input. */
export function EditDialog({ title, isSaving, saveError, onCancel, onSave, children }: EditDialogProps) {
  const t = useTranslation();
  const formId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isSaving) onSave();
  }

  return (
    <Dialog
      isOpen
      title={title}
      size="large"
      onDismiss={() => {
        if (!isSaving) onCancel();
      }}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onCancel} disabled={isSaving}>
            {t("globalSettings.action.cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className="vdc-button"
            data-variant="primary"
            disabled={isSaving}
            aria-busy={isSaving}
          >
            {t("globalSettings.action.save")}
          </button>
        </>
      }
    >
      <form id={formId} className="gs-form" aria-label={title} onSubmit={onSubmit} noValidate>
        {children}
        <SaveError messageKey={saveError} />
      </form>
    </Dialog>
  );
}
