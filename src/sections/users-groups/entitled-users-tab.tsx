import { useMemo } from "react";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { userLink } from "../../ui/item-link/user-link";
import { ListSection } from "../../ui/list-section/list-section";
import { getAllEntitledUsers, getEntitledUsersPage, TYPED_NAME_FIELD } from "./api/entitled-users";
import type { UsersGroupsTabProps } from "./users-groups-tab";
import type { EntitledUserOrGroup } from "./users-groups.types";

const nameOfRow = (row: EntitledUserOrGroup) =>
  row.base.domain && row.base.login ? `${row.base.domain}\\${row.base.login}` : (row.base.name ?? row.id);

/** The users and groups entitled on this pod, with their desktop and application counts; a user opens its page. */
export function EntitledUsersTab({ common, onNavigate }: UsersGroupsTabProps) {
  const columns = useMemo<GridColumn<EntitledUserOrGroup>[]>(
    () => [
      {
        // The typed text is read as a user or group is typed everywhere (login, DOMAIN\login, user@domain, name).
        field: TYPED_NAME_FIELD,
        label: "usersGroups.column.name",
        filter: { type: "STRING", operator: "Contains" },
        isAlwaysVisible: true,
        disableTranslation: true,
        value: nameOfRow,
        cell: (row) => (row.base.group ? nameOfRow(row) : userLink(nameOfRow(row), row.id, onNavigate)),
      },
      {
        field: "base.group",
        kind: "status",
        label: "usersGroups.column.kind",
        sortable: false,
        value: (row) => (row.base.group ? "usersGroups.kind.group" : "usersGroups.kind.user"),
      },
      {
        field: "base.domain",
        kind: "name",
        label: "usersGroups.column.domain",
        filter: { type: "STRING", operator: "StartsWith" },
        disableTranslation: true,
      },
      { field: "base.email", label: "usersGroups.column.email", disableTranslation: true, isHidden: true },
      {
        field: "localData.desktopCount",
        kind: "count",
        label: "usersGroups.column.desktops",
        value: (row) => String(row.localData.desktopCount),
        disableTranslation: true,
      },
      {
        field: "localData.applicationCount",
        kind: "count",
        label: "usersGroups.column.applications",
        value: (row) => String(row.localData.applicationCount),
        disableTranslation: true,
      },
    ],
    [onNavigate],
  );
  const rows = useMemo(
    () => ({
      fetchPage: (state: Parameters<typeof getEntitledUsersPage>[0]) => getEntitledUsersPage(state),
      fetchAll: getAllEntitledUsers,
    }),
    [],
  );
  return (
    <ListSection<EntitledUserOrGroup>
      {...common}
      columns={columns}
      rows={rows}
      actions={[]}
      rowLabel={nameOfRow}
      isExportable
    />
  );
}
