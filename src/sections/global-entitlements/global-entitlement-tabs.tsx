import { useCallback, useMemo, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { bulkItemRefusals } from "../../core/http/bulk-item-results";
import type { SectionAction } from "../../ui/actions/section-action";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { Dialog, DialogButtons } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { changeLocalPoolsCall } from "./api/global-entitlement-calls";
import {
  getCompatiblePoolIds,
  getEntitlementPoolIds,
  getPods,
  getThisPodPools,
} from "./api/global-entitlement-reads";
import { entitlementScope } from "./global-entitlements.model";
import { GLOBAL_ENTITLEMENT_MANAGE } from "./global-entitlements-section";
import type { GlobalEntitlementRow, LocalPoolRow } from "./global-entitlements.types";

const POOL_COLUMNS: GridColumn<LocalPoolRow>[] = [
  {
    field: "name",
    kind: "name",
    label: "globalEntitlements.pools.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  {
    field: "display_name",
    kind: "name",
    label: "globalEntitlements.pools.column.displayName",
    disableTranslation: true,
  },
  {
    field: "podName",
    kind: "name",
    label: "globalEntitlements.pools.column.pod",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
];

/**
 * Rows for pool ids: a pool of this pod with its name and this pod's name; a pool of another pod by its id
 * alone (2212 lets a pod list only its own pools), under "another pod".
 */
async function poolRows(
  ids: readonly string[],
  kind: GlobalEntitlementRow["kind"],
  otherPod: string,
): Promise<LocalPoolRow[]> {
  const [pods, thisPodPools] = await Promise.all([getPods(), getThisPodPools(kind)]);
  const thisPodName = pods.find((pod) => pod.local_pod)?.name ?? "";
  return ids.map((id) => {
    const pool = thisPodPools.get(id);
    return pool
      ? { id, name: pool.name, display_name: pool.display_name, podName: thisPodName }
      : { id, name: id, podName: otherPod };
  });
}

/**
 * The entitlement's local pools on every pod of the federation: added from any pod (a pool belongs to at
 * most one global entitlement) and removed, a result per pool.
 */
export function LocalPoolsTab({ entitlement }: { entitlement: GlobalEntitlementRow }) {
  const t = useTranslation();
  const otherPod = t("globalEntitlements.pools.otherPod");
  const load = useCallback(
    async () =>
      poolRows(await getEntitlementPoolIds(entitlement.kind, entitlement.id), entitlement.kind, otherPod),
    [entitlement, otherPod],
  );
  const { state, reload } = useResource(load);
  const [isAdding, setAdding] = useState(false);
  const pools = state.status === "ready" ? state.data : [];
  const actions = useMemo<SectionAction<LocalPoolRow>[]>(
    () => [
      {
        id: "add",
        label: "globalEntitlements.pools.action.add",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "none",
        variant: "primary",
        open: () => setAdding(true),
      },
      {
        id: "remove",
        label: "globalEntitlements.pools.action.remove",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "many",
        variant: "danger",
        confirm: {
          title: "globalEntitlements.pools.remove.title",
          question: "globalEntitlements.pools.remove.question",
        },
        request: {
          kind: "batch",
          call: (rows) =>
            changeLocalPoolsCall(
              "remove",
              entitlement.kind,
              entitlement.id,
              rows.map((row) => row.id),
            ),
        },
        success: "globalEntitlements.pools.outcome.removed",
      },
    ],
    [entitlement],
  );
  return (
    <ListSection<LocalPoolRow>
      title={t("globalEntitlements.pools.title")}
      part="global-entitlement-pools"
      gridId="global-entitlement-pools"
      gridLabel={t("globalEntitlements.pools.gridLabel", { name: entitlement.name })}
      actionsLabel={t("globalEntitlements.pools.actionsLabel")}
      columns={POOL_COLUMNS}
      rows={{
        data: pools,
        isLoading: state.status === "loading",
        error: state.status === "error" ? state.error : undefined,
        onRefresh: reload,
      }}
      actions={actions}
      rowLabel={(pool) => pool.name}
      scopeOf={() => entitlementScope(entitlement)}
      placeholderText={t("globalEntitlements.pools.empty")}
    >
      <AddPoolsDialog
        isOpen={isAdding}
        entitlement={entitlement}
        onClose={() => setAdding(false)}
        onAdded={reload}
      />
    </ListSection>
  );
}

interface AddPoolsDialogProps {
  isOpen: boolean;
  entitlement: GlobalEntitlementRow;
  onClose: () => void;
  onAdded: () => void;
}

/** Chooses among the pools the pod answers as compatible with the entitlement, and adds them. */
function AddPoolsDialog({ isOpen, entitlement, onClose, onAdded }: AddPoolsDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const otherPod = t("globalEntitlements.pools.otherPod");
  const load = useCallback(
    async () =>
      isOpen
        ? poolRows(await getCompatiblePoolIds(entitlement.kind, entitlement.id), entitlement.kind, otherPod)
        : [],
    [entitlement, isOpen, otherPod],
  );
  const { state, reload } = useResource(load);
  const [chosen, setChosen] = useState<LocalPoolRow[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const free = state.status === "ready" ? state.data : [];
  const close = () => {
    setChosen([]);
    setFailure(null);
    onClose();
  };
  const add = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      const refused = bulkItemRefusals(
        await sendApiCall(
          changeLocalPoolsCall(
            "add",
            entitlement.kind,
            entitlement.id,
            chosen.map((pool) => pool.id),
          ),
        ),
      );
      onAdded();
      if (refused.length > 0) {
        reload();
        setFailure(
          refused
            .map(
              ({ index, message }) =>
                `${chosen[index]?.name ?? ""}: ${message ?? t("UNABLE_PROCESS_REQUEST")}`,
            )
            .join("; "),
        );
      } else close();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={t("globalEntitlements.pools.addTitle", { name: entitlement.name })}
      size="large"
      onDismiss={close}
      footer={
        <DialogButtons
          confirmLabel={t("globalEntitlements.pools.addChosen", { count: chosen.length })}
          isBusy={isBusy}
          canConfirm={chosen.length > 0}
          onConfirm={() => void add()}
          onCancel={close}
        />
      }
    >
      <DataGrid<LocalPoolRow>
        gridId="global-entitlement-free-pools"
        label={t("globalEntitlements.pools.freeLabel")}
        columns={POOL_COLUMNS}
        data={free}
        isLoading={state.status === "loading"}
        error={state.status === "error" ? state.error : undefined}
        onRefresh={reload}
        selection="multi"
        onSelectionChange={setChosen}
        placeholderText={t("globalEntitlements.pools.noneFree")}
      />
      {failure && (
        <p className="vdc-field__error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
