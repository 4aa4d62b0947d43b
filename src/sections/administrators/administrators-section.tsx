import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { loadAdminRoles } from "../../core/privileges/privileges.model";
import type { PrivilegeCheckScope } from "../../core/privileges/privileges.model";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import {
  ListSection,
  type ClientRows,
  type ListSectionProps,
  type ListTabs,
} from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import {
  accessGroupActions,
  administratorActions,
  permissionActions,
  roleActions,
  type AdministratorsDialog,
} from "./administrators-actions";
import {
  ACCESS_GROUP_COLUMNS,
  ADMINISTRATOR_COLUMNS,
  PERMISSION_COLUMNS,
  ROLE_COLUMNS,
} from "./administrators-columns";
import {
  ADMINISTRATORS_TABS,
  TAB_VIEW_PRIVILEGES,
  loadAdministratorsData,
  type AdministratorsData,
  type AdministratorsTab,
} from "./administrators.model";
import { ADMINISTRATORS_STYLES } from "./administrators.styles";

// The dialogs (permissions, roles, access groups, moving inventory) load when one first opens: the lists'
// first paint does not need them (decision 0037).
const loadAdministratorsDialogs = () => import("./administrators-dialogs");

export interface AdministratorsSectionProps {
  /** The tab the route names (/main/administrators/<tab>); administrators and groups otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: AdministratorsTab) => void;
}

const LOCAL_ROOT: PrivilegeCheckScope = { root: "local" };
const onLocalRoot = () => LOCAL_ROOT;
const byName = (row: { name: string }) => row.name;

function rowsOf<Row>(
  state: ReturnType<typeof useResource<AdministratorsData>>["state"],
  pick: (data: AdministratorsData) => Row[],
  onRefresh: () => void,
): ClientRows<Row> {
  if (state.status === "ready") return { data: pick(state.data), onRefresh };
  if (state.status === "error") return { data: [], error: state.error, onRefresh };
  return { data: [], isLoading: true, onRefresh };
}

/**
 * Administrators, roles and access groups (spec 000 sections 3 and 6): who holds which role on which access
 * group, the custom roles and their privileges, and the local and federation access groups. Role and
 * permission management are global privileges and access groups need FOLDER_MANAGEMENT, all on the local
 * root; after a change the signed-in administrator's own privileges are read again.
 */
export function AdministratorsSection({ tab: routeTab, onTabChange }: AdministratorsSectionProps) {
  useSignals();
  const t = useTranslation();
  const named = ADMINISTRATORS_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<AdministratorsTab>(named ?? "administrators");
  const tab = onTabChange ? (named ?? "administrators") : ownTab;
  const { state, reload } = useResource(loadAdministratorsData);
  const [dialog, setDialog] = useState<AdministratorsDialog | null>(null);

  const afterChange = () => {
    setDialog(null);
    reload();
    // A change may concern the signed-in administrator: the console follows their new privileges.
    void loadAdminRoles().catch((error: unknown) => console.warn("privileges could not be reloaded", error));
  };
  const actions = useMemo(
    () => ({
      administrators: administratorActions(setDialog),
      rolePrivileges: roleActions(setDialog),
      rolePermissions: permissionActions(setDialog),
      accessGroups: accessGroupActions("local", setDialog),
      federationAccessGroups: accessGroupActions("federation", setDialog),
    }),
    [],
  );

  const tabs: ListTabs = {
    label: t("administrators.tabs.label"),
    items: ADMINISTRATORS_TABS.map((id) => ({ id, label: t(`administrators.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = ADMINISTRATORS_TABS.find((candidate) => candidate === next) ?? "administrators";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  const data = state.status === "ready" ? state.data : undefined;
  const common = {
    textKeys: "administrators",
    part: "administrators",
    styles: ADMINISTRATORS_STYLES,
    viewPrivilege: TAB_VIEW_PRIVILEGES[tab],
    gridId: `administrators-${tab}`,
    gridLabel: t(`administrators.grid.${tab}`),
    placeholderText: t(`administrators.grid.empty.${tab}`),
    tabs,
    scopeOf: onLocalRoot,
    onActionDone: afterChange,
    children: dialog && (
      <LazyModule
        load={loadAdministratorsDialogs}
        render={({ AdministratorsDialogContent }) => (
          <AdministratorsDialogContent
            dialog={dialog}
            data={data}
            onCancel={() => setDialog(null)}
            onSaved={afterChange}
          />
        )}
      />
    ),
  } satisfies Partial<ListSectionProps<never>>;

  const list = <Row extends object>(
    rows: (data: AdministratorsData) => Row[],
    columns: ListSectionProps<Row>["columns"],
    rowActions: readonly SectionAction<Row>[],
    rowLabel: (row: Row) => string,
  ) => (
    <ListSection<Row>
      {...common}
      columns={columns}
      rows={rowsOf(state, rows, reload)}
      actions={rowActions}
      rowLabel={rowLabel}
    />
  );

  switch (tab) {
    case "administrators":
      return list((d) => d.administrators, ADMINISTRATOR_COLUMNS, actions.administrators, byName);
    case "rolePrivileges":
      return list((d) => d.roles, ROLE_COLUMNS, actions.rolePrivileges, byName);
    case "rolePermissions":
      return list(
        (d) => d.permissions,
        PERMISSION_COLUMNS,
        actions.rolePermissions,
        (row) => `${row.roleName}: ${row.principalName} (${row.accessGroupName})`,
      );
    case "accessGroups":
      return list((d) => d.localGroups, ACCESS_GROUP_COLUMNS, actions.accessGroups, byName);
    case "federationAccessGroups":
      return list((d) => d.federationGroups, ACCESS_GROUP_COLUMNS, actions.federationAccessGroups, byName);
  }
}
