import { useId } from "react";
import { KeyValuePanel } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getLogLevels, updateLogLevels } from "../api/log-collector-reads";
import { LOG_LEVELS, type ComponentLogLevel, type LogComponent, type LogLevel } from "../log-collector.types";

type LevelFields = Partial<Record<LogComponent, LogLevel>>;

/** The log level of each component (levels tab), changed with LOG_COLLECTION on Local Root. */
export function LogLevelsPanel() {
  const t = useTranslation();
  const { state, reload } = useResource(getLogLevels);
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("logCollector.levels.title")}</h3>
      <ResourceContent resource={state} onRetry={reload}>
        {(levels) => (
          <>
            <div className="vdc-toolbar">
              <EditButton
                label={t("logCollector.action.editLevels")}
                privilege="LOG_COLLECTION"
                onSaved={reload}
                editor={(controls) => <LogLevelsForm levels={levels} {...controls} />}
              />
            </div>
            <KeyValuePanel
              label={t("logCollector.levels.title")}
              entries={levels.map((entry) => [
                `logCollector.component.${entry.component}`,
                t(`logCollector.level.${entry.level}`),
              ])}
            />
          </>
        )}
      </ResourceContent>
    </section>
  );
}

function LogLevelsForm({ levels, onCancel, onSaved }: EditorControls & { levels: ComponentLogLevel[] }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<LevelFields>({
    initial: Object.fromEntries(levels.map((entry) => [entry.component, entry.level])),
    save: (fields) =>
      updateLogLevels(levels.map(({ component }) => ({ component, level: fields[component] ?? "INFO" }))),
    onSaved,
  });
  return (
    <EditDialog title={t("logCollector.levels.editTitle")} form={form} onCancel={onCancel} size="medium">
      {levels.map(({ component }) => (
        <div className="vdc-field" key={component}>
          <label htmlFor={`${formId}-${component}`}>{t(`logCollector.component.${component}`)}</label>
          <select
            id={`${formId}-${component}`}
            className="vdc-select"
            value={form.values[component] ?? "INFO"}
            onChange={(event) => {
              const level = LOG_LEVELS.find((candidate) => candidate === event.target.value);
              if (level) form.setField(component, level);
            }}
          >
            {LOG_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`logCollector.level.${level}`)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </EditDialog>
  );
}
