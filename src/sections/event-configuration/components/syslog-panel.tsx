import { useId } from "react";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { getSyslogSettings } from "../api/get-syslog-settings";
import { updateSyslogSettings } from "../api/update-syslog-settings";
import { syslogFields, syslogUpdate, validateSyslog, type SyslogFields } from "../event-configuration.model";
import type { SyslogSettings } from "../event-configuration.types";
import { CheckboxField, TextField } from "./form-fields";
import { SettingsCard } from "./settings-card";

/** Syslog: UDP servers, the local file and its copy to a network share. */
export function SyslogPanel() {
  const t = useTranslation();
  const onOff = (value: boolean) => t(value ? "eventConfiguration.value.on" : "eventConfiguration.value.off");
  return (
    <SettingsCard
      title="eventConfiguration.syslog.title"
      load={getSyslogSettings}
      entries={(settings) => [
        ["eventConfiguration.syslog.udpEnabled", onOff(settings.udp_enabled)],
        [
          "eventConfiguration.syslog.udpServers",
          settings.udp_servers.join(", ") || t("eventConfiguration.value.none"),
        ],
        ["eventConfiguration.syslog.localFile", onOff(settings.local_file_enabled)],
        ["eventConfiguration.syslog.fileCopy", onOff(settings.file_copy_enabled)],
        ["eventConfiguration.syslog.path", settings.file_copy_path],
        ["eventConfiguration.syslog.username", settings.file_copy_username],
        [
          "eventConfiguration.syslog.password",
          t(
            settings.file_copy_password_set
              ? "eventConfiguration.value.set"
              : "eventConfiguration.value.notSet",
          ),
        ],
      ]}
      editor={(settings, controls) => <SyslogForm settings={settings} {...controls} />}
    />
  );
}

function SyslogForm({ settings, onCancel, onSaved }: EditorControls & { settings: SyslogSettings }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<SyslogFields>({
    initial: syslogFields(settings),
    validate: validateSyslog,
    save: (fields) => updateSyslogSettings(syslogUpdate(fields)),
    onSaved,
  });
  const field = { form, formId };
  return (
    <EditDialog title={t("eventConfiguration.syslog.editTitle")} form={form} onCancel={onCancel}>
      <fieldset className="vdc-fieldset">
        <legend>{t("eventConfiguration.syslog.udp")}</legend>
        <CheckboxField {...field} field="udp_enabled" label="eventConfiguration.syslog.udpEnabled" />
        <TextField
          {...field}
          field="udp_servers"
          multiline
          label="eventConfiguration.syslog.udpServers"
          hint="eventConfiguration.syslog.udpServersHint"
        />
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("eventConfiguration.syslog.file")}</legend>
        <CheckboxField {...field} field="local_file_enabled" label="eventConfiguration.syslog.localFile" />
        <CheckboxField {...field} field="file_copy_enabled" label="eventConfiguration.syslog.fileCopy" />
        <TextField
          {...field}
          field="file_copy_path"
          label="eventConfiguration.syslog.path"
          hint="eventConfiguration.syslog.pathHint"
        />
        <TextField {...field} field="file_copy_username" label="eventConfiguration.syslog.username" />
        <TextField
          {...field}
          field="file_copy_password"
          type="password"
          label="eventConfiguration.syslog.password"
        />
      </fieldset>
    </EditDialog>
  );
}
