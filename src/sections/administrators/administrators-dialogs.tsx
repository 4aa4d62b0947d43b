import { AccessGroupDialog } from "./access-group-dialog";
import type { AdministratorsDialog } from "./administrators-actions";
import type { AdministratorsData } from "./administrators.model";
import { MoveInventoryDialog } from "./move-inventory-dialog";
import { PermissionDialog } from "./permission-dialog";
import { RoleEditor } from "./role-editor";

export interface AdministratorsDialogContentProps {
  dialog: AdministratorsDialog;
  /** The section's data; the permission and move dialogs wait for it. */
  data: AdministratorsData | undefined;
  onCancel: () => void;
  onSaved: () => void;
}

/** The section's open dialog: a permission, a role, an access group, or moving inventory between groups. */
export function AdministratorsDialogContent({
  dialog,
  data,
  onCancel,
  onSaved,
}: AdministratorsDialogContentProps) {
  switch (dialog.kind) {
    case "permission":
      return data ? (
        <PermissionDialog
          roles={data.roles}
          groups={[...data.localGroups, ...data.federationGroups]}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      ) : null;
    case "role":
      return (
        <RoleEditor {...(dialog.role ? { role: dialog.role } : {})} onCancel={onCancel} onSaved={onSaved} />
      );
    case "accessGroup":
      return <AccessGroupDialog kind={dialog.groupKind} onCancel={onCancel} onSaved={onSaved} />;
    case "move":
      return data ? (
        <MoveInventoryDialog groups={data.localGroups} onCancel={onCancel} onSaved={onSaved} />
      ) : null;
  }
}
