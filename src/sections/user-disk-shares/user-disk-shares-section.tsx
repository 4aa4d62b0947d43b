import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { batchAction, type SectionAction } from "../../ui/actions/section-action";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { removeUserDiskShareCall, testUserDiskShareAccessCall } from "./api/user-disk-share-calls";
import { getUserDiskShareRows } from "./api/user-disk-share-reads";
import { userDiskShareColumns } from "./user-disk-share-columns";
import { UserDiskShareDialog } from "./user-disk-share-dialog";
import type { UserDiskShareRow } from "./user-disk-shares.types";

const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";

type Editing = { share?: UserDiskShareRow } | null;

const shareLabel = (share: UserDiskShareRow) => share.path;

function shareActions(edit: (editing: Editing) => void): SectionAction<UserDiskShareRow>[] {
  return [
    {
      id: "add",
      label: "userDiskShares.action.add",
      privilege: MANAGE,
      selection: "none",
      variant: "primary",
      open: () => edit({}),
    },
    {
      id: "edit",
      label: "userDiskShares.action.edit",
      privilege: MANAGE,
      selection: "one",
      open: ([share]) => edit(share ? { share } : null),
    },
    batchAction<UserDiskShareRow>("userDiskShares", "testAccess", MANAGE, testUserDiskShareAccessCall, {
      success: "userDiskShares.outcome.testAccess",
    }),
    {
      id: "remove",
      label: "userDiskShares.action.remove",
      privilege: MANAGE,
      selection: "many",
      variant: "danger",
      confirm: {
        title: "userDiskShares.confirm.remove.title",
        question: "userDiskShares.confirm.remove.question",
      },
      request: { kind: "item", call: (share) => removeUserDiskShareCall(share.id) },
      success: "userDiskShares.outcome.remove",
    },
  ];
}

/**
 * The SMB shares that hold user disks: their path, the domain account that reaches them and how full they
 * are; add, edit (the password is typed, sent and never shown back), test access and remove.
 */
export function UserDiskSharesSection() {
  useSignals();
  const locale = currentLocale.value;
  const resource = useResource(getUserDiskShareRows);
  const { state, reload } = resource;
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => userDiskShareColumns(locale), [locale]);
  const actions = useMemo(() => shareActions(setEditing), []);
  const loaded = state.status === "ready" ? state.data : undefined;
  return (
    <ListSection<UserDiskShareRow>
      textKeys="userDiskShares"
      part="user-disk-shares"
      viewPrivilege="GLOBAL_CONFIG_VIEW"
      gridId="user-disk-shares"
      columns={columns}
      rows={resourceRows(resource, (data) => data.rows)}
      actions={actions}
      rowLabel={shareLabel}
      onActionDone={reload}
      isExportable
    >
      {editing && (
        <UserDiskShareDialog
          share={editing.share}
          domains={loaded?.domains ?? []}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ListSection>
  );
}
