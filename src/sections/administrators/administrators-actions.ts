import { canManageAccessGroups } from "../../core/privileges/privileges.model";
import type { SectionAction } from "../../ui/actions/section-action";
import { deleteAccessGroupCall } from "./api/access-group-calls";
import { deletePermissionsCall } from "./api/delete-permissions";
import { deleteRoleCall } from "./api/delete-role";
import type {
  AccessGroupKind,
  AccessGroupRow,
  AdministratorRow,
  PermissionRow,
  RoleRow,
} from "./administrators.types";

/** The dialogs of the section's own that actions open. */
export type AdministratorsDialog =
  | { kind: "permission" }
  | { kind: "role"; role?: RoleRow }
  | { kind: "accessGroup"; groupKind: AccessGroupKind }
  | { kind: "move" };

/** Adds administrators or groups with a role on an access group: the same on both tabs that list permissions. */
function addPermission<Row>(open: (dialog: AdministratorsDialog) => void): SectionAction<Row> {
  return {
    id: "add",
    label: "administrators.action.addPermission",
    privilege: "GLOBAL_PERMISSION_MANAGEMENT",
    selection: "none",
    variant: "primary",
    open: () => open({ kind: "permission" }),
  };
}

export function administratorActions(
  open: (dialog: AdministratorsDialog) => void,
): SectionAction<AdministratorRow>[] {
  return [
    addPermission(open),
    {
      id: "remove",
      label: "administrators.action.remove",
      privilege: "GLOBAL_PERMISSION_MANAGEMENT",
      selection: "many",
      variant: "danger",
      confirm: {
        title: "administrators.confirm.removeAdministratorTitle",
        question: "administrators.confirm.removeAdministrator",
      },
      request: { kind: "item", call: (row) => deletePermissionsCall(row.permissionIds) },
      success: "administrators.outcome.removed",
    },
  ];
}

export function roleActions(open: (dialog: AdministratorsDialog) => void): SectionAction<RoleRow>[] {
  return [
    {
      id: "add",
      label: "administrators.action.addRole",
      privilege: "GLOBAL_ROLE_MANAGEMENT",
      selection: "none",
      variant: "primary",
      open: () => open({ kind: "role" }),
    },
    {
      id: "edit",
      label: "administrators.action.editRole",
      privilege: "GLOBAL_ROLE_MANAGEMENT",
      selection: "one",
      appliesTo: (row) => !row.isBuiltIn,
      open: ([row]) => open({ kind: "role", ...(row ? { role: row } : {}) }),
    },
    {
      id: "delete",
      label: "administrators.action.deleteRole",
      privilege: "GLOBAL_ROLE_MANAGEMENT&GLOBAL_PERMISSION_VIEW",
      selection: "many",
      variant: "danger",
      // Only unused custom roles: deleting a used role would silently remove its permissions too.
      appliesTo: (row) => !row.isBuiltIn && row.permissionCount === 0,
      confirm: {
        title: "administrators.confirm.deleteRoleTitle",
        question: "administrators.confirm.deleteRole",
      },
      request: { kind: "item", call: (row) => deleteRoleCall(row.id) },
      success: "administrators.outcome.roleDeleted",
    },
  ];
}

export function permissionActions(
  open: (dialog: AdministratorsDialog) => void,
): SectionAction<PermissionRow>[] {
  return [
    addPermission(open),
    {
      id: "remove",
      label: "administrators.action.removePermission",
      privilege: "GLOBAL_PERMISSION_MANAGEMENT",
      selection: "many",
      variant: "danger",
      confirm: {
        title: "administrators.confirm.removePermissionTitle",
        question: "administrators.confirm.removePermission",
      },
      request: { kind: "batch", call: (rows) => deletePermissionsCall(rows.map((row) => row.id)) },
      success: "administrators.outcome.permissionRemoved",
    },
  ];
}

export function accessGroupActions(
  kind: AccessGroupKind,
  open: (dialog: AdministratorsDialog) => void,
): SectionAction<AccessGroupRow>[] {
  const actions: SectionAction<AccessGroupRow>[] = [
    {
      id: "add",
      label: "administrators.action.addAccessGroup",
      privilege: "FOLDER_MANAGEMENT",
      // Spec 000 §6: a local access group is added with FOLDER_MANAGEMENT on the local root, not on any
      // folder below it.
      ...(kind === "local" ? { isAllowed: () => canManageAccessGroups() } : {}),
      selection: "none",
      variant: "primary",
      open: () => open({ kind: "accessGroup", groupKind: kind }),
    },
    {
      id: "delete",
      label: "administrators.action.deleteAccessGroup",
      privilege: "FOLDER_MANAGEMENT",
      selection: "many",
      variant: "danger",
      appliesTo: (row) => row.deletable === true,
      confirm: {
        title: "administrators.confirm.deleteAccessGroupTitle",
        question: "administrators.confirm.deleteAccessGroup",
      },
      request: { kind: "item", call: (row) => deleteAccessGroupCall(kind, row.id) },
      success: "administrators.outcome.accessGroupDeleted",
    },
  ];
  if (kind === "local")
    actions.push({
      id: "move",
      label: "administrators.action.move",
      privilege: "POOL_MANAGEMENT",
      selection: "none",
      open: () => open({ kind: "move" }),
    });
  return actions;
}
