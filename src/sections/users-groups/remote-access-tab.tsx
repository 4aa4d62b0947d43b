import { useMemo, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import type { AdUser } from "../../core/directory/get-ad-users";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { addGatewayAccessCall, getGatewayAccessEntries, removeGatewayAccessCall } from "./api/gateway-access";
import { LOCAL_ROOT, type UsersGroupsTabProps } from "./users-groups-tab";
import type { GatewayAccessEntry } from "./users-groups.types";

/** Sends calls one after the other; the first failure stops and is thrown. */
async function sendAll(calls: readonly Parameters<typeof sendApiCall>[0][]): Promise<void> {
  for (const call of calls) await sendApiCall(call);
}

const entryName = (entry: GatewayAccessEntry) => entry.displayName ?? entry.name ?? entry.userOrGroup;

const GATEWAY_COLUMNS: GridColumn<GatewayAccessEntry>[] = [
  {
    field: "displayName",
    kind: "name",
    label: "usersGroups.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
    value: entryName,
  },
  {
    field: "isGroup",
    kind: "status",
    label: "usersGroups.column.kind",
    value: (row) => (row.isGroup ? "usersGroups.kind.group" : "usersGroups.kind.user"),
  },
  { field: "domain", kind: "name", label: "usersGroups.column.domain", disableTranslation: true },
];

/** The users and groups allowed through the gateways (remote access), with add and remove. */
export function RemoteAccessTab({ common }: UsersGroupsTabProps) {
  const t = useTranslation();
  const resource = useResource(getGatewayAccessEntries);
  const [isAdding, setIsAdding] = useState(false);
  const actions = useMemo<SectionAction<GatewayAccessEntry>[]>(
    () => [
      {
        id: "add",
        label: "usersGroups.action.add",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "none",
        open: () => setIsAdding(true),
      },
      {
        id: "remove",
        label: "usersGroups.action.remove",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.confirm.removeAccess.title",
          question: "usersGroups.confirm.removeAccess.question",
        },
        request: { kind: "item", call: removeGatewayAccessCall },
        success: "usersGroups.outcome.accessRemoved",
      },
    ],
    [],
  );
  return (
    <ListSection<GatewayAccessEntry>
      {...common}
      columns={GATEWAY_COLUMNS}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={entryName}
      scopeOf={() => LOCAL_ROOT}
    >
      <LazyDirectorySearchDialog
        isOpen={isAdding}
        title={t("usersGroups.remoteAccess.addTitle")}
        onAdd={async (chosen: AdUser[]) => {
          try {
            await sendAll(chosen.map((entry) => addGatewayAccessCall(entry.id)));
          } finally {
            setIsAdding(false);
            resource.reload();
          }
        }}
        onCancel={() => setIsAdding(false)}
      />
    </ListSection>
  );
}
