import { sendApiCall } from "../../core/http/api-call";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { createApplicationPoolCall } from "./api/create-application-pool";
import { updateApplicationPoolCall } from "./api/update-application-pool";
import { ApplicationFormFields, validateApplicationForm } from "./application-form-fields";
import type { ApplicationForm, ApplicationPoolRow } from "./application-pools.types";
import {
  ApplicationSettingsFields,
  CLEARED_SETTINGS,
  settingsBody,
  settingsOf,
} from "./application-settings-fields";

function formOf(application: ApplicationPoolRow, name: string): ApplicationForm {
  return {
    name,
    display_name: application.display_name ?? "",
    executable_path: application.executable_path,
    version: application.version ?? "",
    publisher: application.publisher ?? "",
    start_folder: application.start_folder ?? "",
    parameters: application.parameters ?? "",
    ...settingsOf(application),
  };
}

export interface EditApplicationDialogProps {
  application: ApplicationPoolRow;
  /** "edit" changes the application; "duplicate" publishes a copy under a new name from the same host. */
  mode: "edit" | "duplicate";
  onDone: () => void;
  onCancel: () => void;
}

/** Edits an application's execution settings, or publishes a copy of it. */
export function EditApplicationDialog({ application, mode, onDone, onCancel }: EditApplicationDialogProps) {
  const t = useTranslation();
  const form = useEditForm<ApplicationForm>({
    initial: formOf(
      application,
      mode === "edit" ? application.name : `${application.name}-copy`.slice(0, 64),
    ),
    validate: validateApplicationForm,
    save: async (values) => {
      if (mode === "edit") {
        await sendApiCall(
          updateApplicationPoolCall(application, {
            display_name: values.display_name,
            executable_path: values.executable_path,
            version: values.version,
            publisher: values.publisher,
            start_folder: values.start_folder,
            parameters: values.parameters,
            ...CLEARED_SETTINGS,
            ...settingsBody(values, application.farm_id !== undefined),
          }),
        );
        return;
      }
      const host = application.farm_id
        ? { kind: "farm" as const, id: application.farm_id, name: "" }
        : { kind: "desktop-pool" as const, id: application.desktop_pool_id ?? "", name: "" };
      await sendApiCall(createApplicationPoolCall(host, values));
    },
    onSaved: onDone,
  });
  return (
    <EditDialog
      title={t(mode === "edit" ? "appPools.edit.title" : "appPools.duplicate.title", {
        name: application.name,
      })}
      form={{ ...form, canSave: form.canSave || (mode === "duplicate" && form.isValid && !form.isSaving) }}
      onCancel={onCancel}
    >
      <ApplicationFormFields form={form} locked={mode === "edit" ? ["name"] : []} />
      <ApplicationSettingsFields form={form} onFarm={application.farm_id !== undefined} />
    </EditDialog>
  );
}
