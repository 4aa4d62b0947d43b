import { getResourcePools } from "../../core/vcenter/get-resource-pools";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList } from "./choice-list";
import { useVcenterList } from "./use-vcenter-list";
import { flattenTree } from "./vcenter-choice";
import type { VcenterStepProps } from "./vm-folder-picker";

/** The resource pool of the chosen host or cluster. */
export function ResourcePoolPicker({
  vcenterId,
  hostOrClusterId,
  value,
  onChange,
}: VcenterStepProps & { hostOrClusterId: string }) {
  const t = useTranslation();
  const pools = useVcenterList(getResourcePools, vcenterId, hostOrClusterId);
  const state =
    pools.state.status === "ready"
      ? {
          status: "ready" as const,
          data: flattenTree(pools.state.data, (pool, depth) => ({ id: pool.id, label: pool.name, depth })),
        }
      : pools.state;
  return (
    <ChoiceList
      label={t("ui.vcenter.resourcePool.label")}
      emptyText={t("ui.vcenter.resourcePool.empty")}
      state={state}
      onRetry={pools.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
