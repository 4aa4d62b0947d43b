import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { registerInstallerPackageCall } from "./api/register-installer-package";

/** Registers an installer package from the URL of its metadata file. */
export function RegisterPackageDialog({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm({
    initial: { url: "" },
    validate: ({ url }) =>
      url !== "" && !/^https?:\/\/\S+$/.test(url.trim()) ? { url: "agents.validation.url" } : {},
    save: async ({ url }) => {
      await sendApiCall(registerInstallerPackageCall(url.trim()));
    },
    onSaved,
  });
  const fieldError = form.errors.url;
  return (
    <EditDialog title={t("agents.register.title")} form={form} onCancel={onCancel} size="medium">
      <div className="vdc-field">
        <label htmlFor={`${id}-url`}>{t("agents.register.url")}</label>
        <input
          {...fieldIds(id, "url", fieldError !== undefined)}
          className="vdc-input"
          type="url"
          autoComplete="off"
          spellCheck={false}
          value={form.values.url}
          onChange={(event) => form.setField("url", event.target.value)}
        />
        <FieldError formId={id} field="url" message={fieldError && t(fieldError)} />
      </div>
    </EditDialog>
  );
}
