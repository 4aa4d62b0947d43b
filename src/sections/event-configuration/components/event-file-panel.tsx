import { useId } from "react";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { getEventFileSettings } from "../api/get-event-file-settings";
import { updateEventFileSettings } from "../api/update-event-file-settings";
import {
  FILE_LOGGING_MODES,
  type EventFileSettings,
  type FileLoggingMode,
} from "../event-configuration.types";
import { SelectField, TextField } from "./form-fields";
import { SettingsCard } from "./settings-card";

interface EventFileFields {
  mode: FileLoggingMode;
  max_file_size_mb: string;
  max_files: string;
}

function inRange(text: string, max: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max;
}

function validateEventFile(fields: EventFileFields): FieldErrors<EventFileFields> {
  return {
    ...(inRange(fields.max_file_size_mb, 1024)
      ? {}
      : { max_file_size_mb: "eventConfiguration.validation.fileSize" }),
    ...(inRange(fields.max_files, 100) ? {} : { max_files: "eventConfiguration.validation.fileCount" }),
  };
}

/** Events written to files on the connection servers: when, and how much is kept. */
export function EventFilePanel() {
  const t = useTranslation();
  return (
    <SettingsCard
      title="eventConfiguration.file.title"
      load={getEventFileSettings}
      entries={(settings) => [
        ["eventConfiguration.file.mode", t(`eventConfiguration.fileMode.${settings.mode}`)],
        [
          "eventConfiguration.file.maxSize",
          t("eventConfiguration.value.megabytes", { count: settings.max_file_size_mb }),
        ],
        ["eventConfiguration.file.maxFiles", String(settings.max_files)],
      ]}
      editor={(settings, controls) => <EventFileForm settings={settings} {...controls} />}
    />
  );
}

function EventFileForm({ settings, onCancel, onSaved }: EditorControls & { settings: EventFileSettings }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<EventFileFields>({
    initial: {
      mode: settings.mode,
      max_file_size_mb: String(settings.max_file_size_mb),
      max_files: String(settings.max_files),
    },
    validate: validateEventFile,
    save: (fields) =>
      updateEventFileSettings({
        mode: fields.mode,
        max_file_size_mb: Number(fields.max_file_size_mb),
        max_files: Number(fields.max_files),
      }),
    onSaved,
  });
  const field = { form, formId };
  return (
    <EditDialog title={t("eventConfiguration.file.editTitle")} form={form} onCancel={onCancel} size="medium">
      <SelectField
        {...field}
        field="mode"
        label="eventConfiguration.file.mode"
        options={FILE_LOGGING_MODES}
        optionLabel={(value) => `eventConfiguration.fileMode.${value}`}
      />
      <TextField {...field} field="max_file_size_mb" label="eventConfiguration.file.maxSize" />
      <TextField {...field} field="max_files" label="eventConfiguration.file.maxFiles" />
    </EditDialog>
  );
}
