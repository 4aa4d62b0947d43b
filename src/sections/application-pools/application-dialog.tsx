import { Dialog } from "../../ui/dialog/dialog";
import { LazyEntitlementsPanel } from "../../ui/entitlements/lazy-entitlements-panel";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AddApplicationsDialog } from "./add-applications-dialog";
import type { ApplicationDialog } from "./application-pool-actions";
import { ApplicationIconDialog } from "./application-icon-dialog";
import { EditApplicationDialog } from "./edit-application-dialog";

export interface ApplicationDialogProps {
  dialog: ApplicationDialog;
  onClose: () => void;
  onChanged: () => void;
}

/** One of the section's own dialogs; `onChanged` reloads what shows the applications. */
export function ApplicationDialogContent({ dialog, onClose, onChanged }: ApplicationDialogProps) {
  const t = useTranslation();
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
          <LazyEntitlementsPanel
            resource="application-pools"
            pool={dialog.application}
            gridId="application-pool-entitlements"
          />
        </Dialog>
      );
  }
}
