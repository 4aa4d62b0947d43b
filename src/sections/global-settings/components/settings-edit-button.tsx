import type { ReactNode } from "react";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { EditButton } from "../../../ui/edit-form/edit-button";
import { useTranslation } from "../../../ui/i18n/use-translation";

/** A tab's Edit button in its toolbar: global settings change with GLOBAL_CONFIG_MANAGEMENT. */
export function SettingsEditButton({
  canEdit,
  onSaved,
  editor,
}: {
  canEdit: boolean;
  onSaved: () => void;
  editor: (controls: EditorControls) => ReactNode;
}) {
  const t = useTranslation();
  return (
    <div className="vdc-toolbar">
      <EditButton
        label={t("globalSettings.action.edit")}
        privilege="GLOBAL_CONFIG_MANAGEMENT"
        isAllowed={canEdit}
        onSaved={onSaved}
        editor={editor}
      />
    </div>
  );
}
