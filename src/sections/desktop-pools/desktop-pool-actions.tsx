import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ACCESS_GROUP_INPUT, AccessGroupChoice, isAccessGroupChosen } from "./access-group-choice";
import { deleteDesktopPoolCall } from "./api/delete-desktop-pool";
import { updateDesktopPoolCall, type DesktopPoolChange } from "./api/update-desktop-pool";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { poolImageActions } from "./pool-image-actions";

const change = (update: DesktopPoolChange) => ({
  kind: "item" as const,
  call: (pool: DesktopPoolRow) => updateDesktopPoolCall(pool, update),
});

const PROVISIONING = { id: "provisioning", label: "desktopPools.action.provisioning" };
const isAutomated = (pool: DesktopPoolRow) => pool.type === "AUTOMATED";

/** Whether a pool's machines go with it: always for automated pools, on request for manual ones. */
const deletesFromDisk = (pool: DesktopPoolRow, asked: boolean) => isAutomated(pool) || asked;

function DeleteFromDisk({
  pool,
  checked,
  onChange,
}: {
  pool: DesktopPoolRow | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslation();
  if (pool === undefined) return null;
  if (isAutomated(pool)) return <p>{t("desktopPools.delete.machinesDeleted")}</p>;
  if (pool.type !== "MANUAL") return null;
  return (
    <label className="vdc-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t("desktopPools.delete.fromDisk")}
    </label>
  );
}

/**
 * The pool actions, on the list (selected pool) and on the pool's page alike: enable, disable,
 * provisioning, the instant-clone image (push, cancel, promote, retry), entitlements (when the page offers them)
 * and delete, each checked on the pool's access group.
 */
export function desktopPoolActions(options: {
  onEntitlements?: (pool: DesktopPoolRow) => void;
  onDeleted?: (pool: DesktopPoolRow) => void;
  /** The pool wizard: add (no pool), duplicate or edit (the pool). */
  onWizard?: (mode: "add" | "duplicate" | "edit", pool?: DesktopPoolRow) => void;
  /** Which wizard entries the page offers: the list adds and duplicates, the pool's page edits. */
  wizardModes?: readonly ("add" | "duplicate" | "edit")[];
}): SectionAction<DesktopPoolRow>[] {
  const { onEntitlements, onDeleted, onWizard, wizardModes = [] } = options;
  const wizard = (
    mode: "add" | "duplicate" | "edit",
    selection: "none" | "one",
  ): SectionAction<DesktopPoolRow>[] =>
    onWizard && wizardModes.includes(mode)
      ? [
          {
            id: mode,
            label: `desktopPools.action.${mode}`,
            privilege: "POOL_MANAGEMENT",
            selection,
            open: ([pool]) => onWizard(mode, pool),
          },
        ]
      : [];
  return [
    ...wizard("add", "none"),
    ...wizard("duplicate", "one"),
    ...wizard("edit", "one"),
    {
      id: "enable",
      label: "desktopPools.action.enable",
      privilege: "POOL_ENABLE",
      selection: "one",
      appliesTo: (pool) => !pool.enabled,
      request: change({ enabled: true }),
      success: "desktopPools.outcome.enabled",
    },
    {
      id: "disable",
      label: "desktopPools.action.disable",
      privilege: "POOL_ENABLE",
      selection: "one",
      appliesTo: (pool) => pool.enabled,
      request: change({ enabled: false }),
      success: "desktopPools.outcome.disabled",
    },
    {
      id: "enable-provisioning",
      label: "desktopPools.action.enableProvisioning",
      privilege: "POOL_ENABLE",
      selection: "one",
      group: PROVISIONING,
      appliesTo: (pool) => isAutomated(pool) && pool.enable_provisioning !== true,
      request: change({ enable_provisioning: true }),
      success: "desktopPools.outcome.provisioningEnabled",
    },
    {
      id: "disable-provisioning",
      label: "desktopPools.action.disableProvisioning",
      privilege: "POOL_ENABLE",
      selection: "one",
      group: PROVISIONING,
      appliesTo: (pool) => isAutomated(pool) && pool.enable_provisioning === true,
      request: change({ enable_provisioning: false }),
      success: "desktopPools.outcome.provisioningDisabled",
    },
    {
      id: "change-access-group",
      label: "desktopPools.action.changeAccessGroup",
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      // An RDS pool is in its farm's access group: it moves with the farm, never alone.
      appliesTo: (pool) => pool.type !== "RDS",
      confirm: {
        title: "desktopPools.accessGroup.title",
        question: "desktopPools.accessGroup.question",
      },
      input: {
        initial: ACCESS_GROUP_INPUT,
        render: (values, set) => <AccessGroupChoice values={values} set={set} />,
        isComplete: isAccessGroupChosen,
      },
      request: {
        kind: "item",
        call: (pool, values) =>
          updateDesktopPoolCall(pool, { access_group_id: String(values.accessGroupId) }),
      },
      success: "desktopPools.outcome.accessGroupChanged",
    },
    ...(onEntitlements
      ? [
          {
            id: "entitlements",
            label: "desktopPools.action.entitlements",
            privilege: "POOL_VIEW",
            selection: "one",
            open: ([pool]) => {
              if (pool) onEntitlements(pool);
            },
          } satisfies SectionAction<DesktopPoolRow>,
        ]
      : []),
    ...poolImageActions(),
    {
      id: "delete",
      label: "desktopPools.action.delete",
      privilege: "POOL_MANAGEMENT",
      selection: "one",
      variant: "danger",
      appliesTo: (pool) => pool.delete_in_progress !== true,
      confirm: { title: "desktopPools.delete.title", question: "desktopPools.delete.question" },
      input: {
        initial: { deleteFromDisk: false },
        render: (values, set, [pool]) => (
          <DeleteFromDisk
            pool={pool}
            checked={values.deleteFromDisk === true}
            onChange={(checked) => set("deleteFromDisk", checked)}
          />
        ),
      },
      request: {
        kind: "item",
        call: (pool, values) =>
          deleteDesktopPoolCall(pool.id, deletesFromDisk(pool, values.deleteFromDisk === true)),
      },
      success: "desktopPools.outcome.deleted",
      onDone: (outcomes) => {
        for (const outcome of outcomes) if (outcome.status === "succeeded") onDeleted?.(outcome.row);
      },
    },
  ];
}
