import { useId, type ReactNode } from "react";
import { KeyValuePanel, type KeyValueEntry } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";

export interface SettingsCardProps<Settings> {
  /** Heading key. */
  title: string;
  /** A stable (module-level) read of the settings. */
  load: () => Promise<Settings>;
  entries: (settings: Settings) => readonly KeyValueEntry[];
  editor: (settings: Settings, controls: EditorControls) => ReactNode;
}

/** One group of settings: its summary, an Edit button (GLOBAL_CONFIG_MANAGEMENT) and its editor. */
export function SettingsCard<Settings>({ title, load, entries, editor }: SettingsCardProps<Settings>) {
  const t = useTranslation();
  const { state, reload } = useResource(load);
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(title)}</h3>
      <ResourceContent resource={state} onRetry={reload}>
        {(settings) => (
          <>
            <div className="vdc-toolbar">
              <EditButton
                label={t("eventConfiguration.action.edit")}
                privilege="GLOBAL_CONFIG_MANAGEMENT"
                onSaved={reload}
                editor={(controls) => editor(settings, controls)}
              />
            </div>
            <KeyValuePanel label={t(title)} entries={entries(settings)} />
          </>
        )}
      </ResourceContent>
    </section>
  );
}
