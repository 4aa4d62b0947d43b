import { useCallback, useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { userLink } from "../../ui/item-link/user-link";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { ListSection } from "../../ui/list-section/list-section";
import { LoadFailed } from "../../ui/load-failed/load-failed";
import { useResource } from "../../ui/resource/use-resource";
import { getAllEntitledUsers, getEntitledUsersPage, TYPED_NAME_FIELD } from "./api/entitled-users";
import type { EntitledName } from "./entitlements-dialog";
import { loadEntitlementsDialog } from "./load-entitlements-dialog";
import {
  ANY_ENTITLE,
  getUserEntitlements,
  mayEntitle,
  type EntitlementKind,
} from "./user-entitlements.model";
import type { UsersGroupsTabProps } from "./users-groups-tab";
import type { EntitledUserOrGroup } from "./users-groups.types";

const nameOfRow = (row: EntitledUserOrGroup) =>
  row.base.domain && row.base.login ? `${row.base.domain}\\${row.base.login}` : (row.base.name ?? row.id);

/** What the entitlements dialog of the list does, to which kind, for the users and groups chosen. */
interface ChosenChange {
  mode: "add" | "remove";
  kind: EntitlementKind;
  users: EntitledName[];
}

const CHANGES: readonly Omit<ChosenChange, "users">[] = [
  { mode: "add", kind: "desktop" },
  { mode: "add", kind: "application" },
  { mode: "remove", kind: "desktop" },
  { mode: "remove", kind: "application" },
];

/**
 * The users and groups entitled on this pod, with their desktop and application counts; a user opens its
 * page. Several chosen at once get or lose desktop or application entitlements in one go, as in the Horizon
 * Console: the right to entitle is checked on each pool's or global entitlement's access group, so the
 * dialog offers only those the administrator may entitle.
 */
export function EntitledUsersTab({ common, onNavigate }: UsersGroupsTabProps) {
  const [change, setChange] = useState<ChosenChange | null>(null);
  // The counts change with the entitlements: the list reads its page again.
  const [generation, setGeneration] = useState(0);
  const actions = useMemo<SectionAction<EntitledUserOrGroup>[]>(
    () =>
      CHANGES.map(({ mode, kind }) => ({
        id: `${mode}-${kind}-entitlements`,
        label: `usersGroups.entitlements.action.${mode}.${kind}`,
        privilege: ANY_ENTITLE,
        selection: "many",
        ...(mode === "remove" ? { variant: "danger" as const } : {}),
        open: (rows) =>
          setChange({ mode, kind, users: rows.map((row) => ({ id: row.id, name: nameOfRow(row) })) }),
      })),
    [],
  );
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
      actions={actions}
      rowLabel={nameOfRow}
      queryKey={String(generation)}
      isExportable
    >
      {change && (
        <ChosenUsersEntitlementsDialog
          change={change}
          onChanged={() => setGeneration((value) => value + 1)}
          onClose={() => setChange(null)}
        />
      )}
    </ListSection>
  );
}

interface ChosenUsersEntitlementsDialogProps {
  change: ChosenChange;
  onChanged: () => void;
  onClose: () => void;
}

/** Reads the chosen users' entitlements of the kind, then offers what may be added or removed. */
function ChosenUsersEntitlementsDialog({ change, onChanged, onClose }: ChosenUsersEntitlementsDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const { mode, kind, users } = change;
  const load = useCallback(
    () =>
      getUserEntitlements(
        users.map((user) => user.id),
        kind,
      ),
    [users, kind],
  );
  const { state, reload, refresh } = useResource(load);
  if (state.status === "loading") return <p role="status">{t("ui.state.loading")}</p>;
  if (state.status === "error") return <LoadFailed message={errorText(state.error)} onRetry={reload} />;
  const choices = (mode === "add" ? state.data.others : state.data.entitled).filter(mayEntitle);
  return (
    <LazyModule
      load={loadEntitlementsDialog}
      render={({ EntitlementsDialog }) => (
        <EntitlementsDialog
          mode={mode}
          users={users}
          kind={kind}
          choices={choices}
          holders={state.data.holders}
          onChanged={() => {
            onChanged();
            // Who holds what changed: a retry of the refused sends only what is still to change.
            void refresh();
          }}
          onClose={onClose}
        />
      )}
    />
  );
}
