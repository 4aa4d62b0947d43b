import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { deleteUnauthenticatedUserCall, getUnauthenticatedUsers } from "./api/unauthenticated-users";
import { LOCAL_ROOT, type UsersGroupsTabProps } from "./users-groups-tab";
import type { UnauthenticatedUser } from "./users-groups.types";

/** The unauthenticated access user dialog, a chunk of its own loaded when first opened (decision 0013). */
const loadUnauthenticatedUserDialog = () => import("./unauthenticated-user-dialog");

const UNAUTHENTICATED_COLUMNS: GridColumn<UnauthenticatedUser>[] = [
  {
    field: "loginName",
    kind: "name",
    label: "usersGroups.column.alias",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "domain", kind: "name", label: "usersGroups.column.domain", disableTranslation: true },
  { field: "description", label: "usersGroups.column.description", disableTranslation: true },
  {
    field: "hybridLogonConfig",
    kind: "status",
    label: "usersGroups.column.hybridLogon",
    value: (row) => `usersGroups.hybridLogon.${row.hybridLogonConfig}`,
  },
];

type UnauthenticatedDialog = { mode: "create" } | { mode: "update"; user: UnauthenticatedUser } | null;

/** The unauthenticated access users (aliases for anonymous logon), with add, edit and delete. */
export function UnauthenticatedAccessTab({ common }: UsersGroupsTabProps) {
  const resource = useResource(getUnauthenticatedUsers);
  const [dialog, setDialog] = useState<UnauthenticatedDialog>(null);
  const actions = useMemo<SectionAction<UnauthenticatedUser>[]>(
    () => [
      {
        id: "add",
        label: "usersGroups.action.add",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "none",
        open: () => setDialog({ mode: "create" }),
      },
      {
        id: "edit",
        label: "usersGroups.action.edit",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "one",
        open: ([user]) => {
          if (user) setDialog({ mode: "update", user });
        },
      },
      {
        id: "delete",
        label: "usersGroups.action.delete",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.confirm.deleteUnauthenticated.title",
          question: "usersGroups.confirm.deleteUnauthenticated.question",
        },
        request: { kind: "item", call: deleteUnauthenticatedUserCall },
        success: "usersGroups.outcome.unauthenticatedDeleted",
      },
    ],
    [],
  );
  return (
    <ListSection<UnauthenticatedUser>
      {...common}
      columns={UNAUTHENTICATED_COLUMNS}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={(row) => row.loginName}
      scopeOf={() => LOCAL_ROOT}
    >
      {dialog && (
        <LazyModule
          load={loadUnauthenticatedUserDialog}
          render={({ UnauthenticatedUserDialog }) => (
            <UnauthenticatedUserDialog
              {...(dialog.mode === "update" ? { user: dialog.user } : {})}
              onCancel={() => setDialog(null)}
              onSaved={() => {
                setDialog(null);
                resource.reload();
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
