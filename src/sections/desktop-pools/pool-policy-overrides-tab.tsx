import { useCallback, useId, useMemo, useState } from "react";
import { DirectoryUserField } from "../../ui/entitlements/directory-user-field";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getAdUsers } from "../../core/directory/get-ad-users";
import { getPoolPolicyOverrides } from "./api/get-pool-policy-overrides";
import { removePoolPolicyOverrideCall } from "./api/remove-pool-policy-override";
import type { AdUser } from "../../core/directory/get-ad-users";
import { setPoolPolicyOverride } from "./api/set-pool-policy-override";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { PolicyModeFields, poolScope } from "./pool-policies-tab";
import {
  POLICY_MODES,
  POLICY_NAMES,
  type PolicyMode,
  type PolicyName,
  type PolicyOverride,
} from "./pool-tabs.types";

type OverrideRow = PolicyOverride & { id: string; userName: string };
type Editing = { kind: "add" } | { kind: "edit"; row: OverrideRow } | null;

const nameOf = (user: AdUser | undefined, id: string) =>
  user?.display_name ?? user?.name ?? user?.login_name ?? id;

async function loadOverrides(poolId: string): Promise<OverrideRow[]> {
  const overrides = await getPoolPolicyOverrides(poolId);
  const users = await getAdUsers(overrides.map((entry) => entry.ad_user_or_group_id)).catch(() => []);
  const byId = new Map(users.map((user) => [user.id, user]));
  return overrides.map((entry) => ({
    ...entry,
    id: entry.ad_user_or_group_id,
    userName: nameOf(byId.get(entry.ad_user_or_group_id), entry.ad_user_or_group_id),
  }));
}

const modeOf = (row: PolicyOverride, name: PolicyName): PolicyMode =>
  row.policies.find((policy) => policy.name === name)?.mode ?? "INHERIT";

/** Users whose policies on this pool differ from the pool's: add, edit and remove overrides. */
export function PoolPolicyOverridesTab({ pool }: { pool: DesktopPoolRow }) {
  const t = useTranslation();
  const load = useCallback(() => loadOverrides(pool.id), [pool.id]);
  const resource = useResource(load);
  const { reload } = resource;
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo<GridColumn<OverrideRow>[]>(
    () => [
      {
        field: "userName",
        label: "desktopPools.overrides.column.user",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      ...POLICY_NAMES.map((name): GridColumn<OverrideRow> => ({
        field: name,
        label: `desktopPools.policy.${name}`,
        sortable: false,
        value: (row) => {
          const mode = modeOf(row, name);
          return mode === "INHERIT" ? "desktopPools.overrides.none" : `desktopPools.policyMode.${mode}`;
        },
      })),
    ],
    [],
  );
  const actions = useMemo<SectionAction<OverrideRow>[]>(
    () => [
      {
        id: "add",
        label: "desktopPools.overrides.action.add",
        privilege: "POOL_MANAGEMENT",
        selection: "none",
        variant: "primary",
        open: () => setEditing({ kind: "add" }),
      },
      {
        id: "edit",
        label: "desktopPools.overrides.action.edit",
        privilege: "POOL_MANAGEMENT",
        selection: "one",
        open: ([row]) => setEditing(row ? { kind: "edit", row } : null),
      },
      {
        id: "remove",
        label: "desktopPools.overrides.action.remove",
        privilege: "POOL_MANAGEMENT",
        selection: "many",
        variant: "danger",
        confirm: {
          title: "desktopPools.overrides.confirm.title",
          question: "desktopPools.overrides.confirm.question",
        },
        request: { kind: "item", call: (row) => removePoolPolicyOverrideCall(pool.id, row.id) },
        success: "desktopPools.overrides.outcome.removed",
      },
    ],
    [pool.id],
  );
  return (
    <ListSection<OverrideRow>
      title={t("desktopPools.tab.policyOverrides")}
      part="desktop-pool-policy-overrides"
      gridLabel={t("desktopPools.overrides.gridLabel", { name: pool.name })}
      actionsLabel={t("desktopPools.overrides.actionsLabel")}
      columns={columns}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={(row) => row.userName}
      scopeOf={() => poolScope(pool)}
      placeholderText={t("desktopPools.overrides.empty")}
    >
      {editing && (
        <OverrideEditor
          pool={pool}
          row={editing.kind === "edit" ? editing.row : undefined}
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

type OverrideForm = Record<PolicyName, PolicyMode> & { userId: string };

function OverrideEditor({
  pool,
  row,
  onCancel,
  onSaved,
}: {
  pool: DesktopPoolRow;
  row: OverrideRow | undefined;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const initial = {
    userId: row?.id ?? "",
    ...Object.fromEntries(POLICY_NAMES.map((name) => [name, row ? modeOf(row, name) : "INHERIT"])),
  } as OverrideForm;
  const form = useEditForm<OverrideForm>({
    initial,
    validate: (values) => ({
      ...(values.userId === "" ? { userId: "desktopPools.overrides.userRequired" } : {}),
      ...(POLICY_NAMES.every((name) => values[name] === "INHERIT")
        ? { [POLICY_NAMES[0]]: "desktopPools.overrides.policyRequired" }
        : {}),
    }),
    save: (values) =>
      setPoolPolicyOverride(
        pool.id,
        values.userId,
        POLICY_NAMES.map((name) => ({ name, mode: values[name] })),
      ),
    onSaved,
  });
  return (
    <EditDialog
      title={t(row ? "desktopPools.overrides.editTitle" : "desktopPools.overrides.addTitle", {
        name: row?.userName ?? pool.name,
      })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      {!row && (
        <DirectoryUserField
          id={`${id}-search`}
          label={t("desktopPools.overrides.findUser")}
          onChoose={(user) => form.setField("userId", user?.id ?? "")}
        />
      )}
      <p>{t("desktopPools.overrides.hint")}</p>
      <PolicyModeFields
        idPrefix={id}
        values={form.values}
        modes={POLICY_MODES}
        modeLabel={(mode) =>
          mode === "INHERIT" ? "desktopPools.overrides.none" : `desktopPools.policyMode.${mode}`
        }
        onChange={(name, mode) => form.setField(name, mode)}
      />
    </EditDialog>
  );
}
