import { useCallback, useMemo, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { bulkItemRefusals } from "../../core/http/bulk-item-results";
import type { SectionAction } from "../../ui/actions/section-action";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { Dialog } from "../../ui/dialog/dialog";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { changeLocalPoolsCall } from "./api/global-entitlement-calls";
import { getPodPools, getPods } from "./api/global-entitlement-reads";
import { entitlementScope } from "./global-entitlements.model";
import { GLOBAL_ENTITLEMENT_MANAGE } from "./global-entitlements-section";
import type { GlobalEntitlementRow, LocalPoolRow } from "./global-entitlements.types";

const POOL_COLUMNS: GridColumn<LocalPoolRow>[] = [
  {
    field: "name",
    label: "globalEntitlements.pools.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "display_name", label: "globalEntitlements.pools.column.displayName", disableTranslation: true },
  {
    field: "podName",
    label: "globalEntitlements.pools.column.pod",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
];

/** Every pod's local pools of the entitlement's kind, each with its pod's name. */
async function loadFederationPools(entitlement: GlobalEntitlementRow): Promise<LocalPoolRow[]> {
  const pods = await getPods();
  const lists = await Promise.all(
    pods.map(async (pod) =>
      (await getPodPools(pod.id, entitlement.kind)).map((pool) => ({ ...pool, podName: pod.name })),
    ),
  );
  return lists.flat();
}

/**
 * The entitlement's local pools on every pod of the federation: added from any pod (a pool belongs to at
 * most one global entitlement) and removed, a result per pool.
 */
export function LocalPoolsTab({ entitlement }: { entitlement: GlobalEntitlementRow }) {
  const t = useTranslation();
  const load = useCallback(() => loadFederationPools(entitlement), [entitlement]);
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
        data: pools.filter((pool) => pool.global_entitlement_id === entitlement.id),
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
        pools={pools}
        onClose={() => setAdding(false)}
        onAdded={reload}
      />
    </ListSection>
  );
}

interface AddPoolsDialogProps {
  isOpen: boolean;
  entitlement: GlobalEntitlementRow;
  /** Every pod's pools; those in no global entitlement are offered. */
  pools: readonly LocalPoolRow[];
  onClose: () => void;
  onAdded: () => void;
}

/** Chooses a pod, then pools of it that belong to no global entitlement, and adds them. */
function AddPoolsDialog({ isOpen, entitlement, pools, onClose, onAdded }: AddPoolsDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const pods = [...new Map(pools.map((pool) => [pool.pod_id, pool.podName])).entries()];
  const [podId, setPodId] = useState("");
  const [chosen, setChosen] = useState<LocalPoolRow[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pod = podId || pods[0]?.[0] || "";
  const free = pools.filter((pool) => pool.pod_id === pod && !pool.global_entitlement_id);
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
        <>
          <button type="button" className="vdc-button" onClick={close} disabled={isBusy}>
            {t("ui.action.cancel")}
          </button>
          <button
            type="button"
            className="vdc-button"
            data-variant="primary"
            disabled={chosen.length === 0 || isBusy}
            onClick={() => void add()}
          >
            {t("globalEntitlements.pools.addChosen", { count: chosen.length })}
          </button>
        </>
      }
    >
      <DropdownSelect
        label={t("globalEntitlements.pools.column.pod")}
        options={pods.map(([value, label]) => ({ value, label }))}
        value={pod}
        onChange={(value) => {
          setPodId(value);
          setChosen([]);
        }}
      />
      <DataGrid<LocalPoolRow>
        key={pod}
        gridId="global-entitlement-free-pools"
        label={t("globalEntitlements.pools.freeLabel")}
        columns={POOL_COLUMNS}
        data={free}
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
