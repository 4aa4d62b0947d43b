import { Dialog } from "../../ui/dialog/dialog";
import { EntitlementsPanel } from "../../ui/entitlements/entitlements-panel";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AddApplicationsDialog } from "./add-applications-dialog";
import type { ApplicationDialog } from "./application-pool-actions";
import { ApplicationIconDialog } from "./application-icon-dialog";
import { EditApplicationDialog } from "./edit-application-dialog";

/** The open dialog of the section's own, if any; `onChanged` reloads what shows the applications. */
export function ApplicationDialogs({
  dialog,
  onClose,
  onChanged,
}: {
  dialog: ApplicationDialog | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslation();
  if (dialog === null) return null;
  switch (dialog.kind) {
    case "add":
      return <AddApplicationsDialog onPublished={onChanged} onClose={onClose} />;
    case "edit":
    case "duplicate":
      return (
        <EditApplicationDialog
          application={dialog.application}
          mode={dialog.kind}
          onCancel={onClose}
          onDone={() => {
            onChanged();
            onClose();
          }}
        />
      );
    case "icon":
      return (
        <ApplicationIconDialog application={dialog.application} onChanged={onChanged} onClose={onClose} />
      );
    case "entitlements":
      return (
        <Dialog
          isOpen
          title={t("appPools.entitlements.dialogTitle", { name: dialog.application.name })}
          size="large"
          onDismiss={() => {
            onChanged();
            onClose();
          }}
          footer={
            <button
              type="button"
              className="vdc-button"
              onClick={() => {
                onChanged();
                onClose();
              }}
            >
              {t("ui.action.close")}
            </button>
          }
        >
          <EntitlementsPanel
            resource="application-pools"
            pool={dialog.application}
            gridId="application-pool-entitlements"
          />
        </Dialog>
      );
  }
}
