import { getDatastores } from "../../core/vcenter/get-datastores";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList } from "./choice-list";
import { chosenItems, mapState } from "./map-state";
import { useVcenterList } from "./use-vcenter-list";
import { refusalsOf, gigabytes, type HostItemsPickerProps } from "./vcenter-choice";

/** Below this share of free space a datastore is flagged as nearly full (it can still be chosen). */
export const NEARLY_FULL_SHARE = 0.1;

/** The datastores the machines' disks go on: one or more of the host or cluster's. */
export function DatastoresPicker({ vcenterId, hostOrClusterId, value, onChange }: HostItemsPickerProps) {
  const t = useTranslation();
  const datastores = useVcenterList(getDatastores, vcenterId, hostOrClusterId);
  const state = mapState(datastores.state, (store) => {
    const share = (store.free_space_mb ?? 0) / Math.max(1, store.capacity_mb ?? 1);
    return {
      id: store.id,
      label: store.name,
      details: t("ui.vcenter.datastore.space", {
        free: gigabytes(store.free_space_mb),
        capacity: gigabytes(store.capacity_mb),
        type: store.file_system_type ?? "",
      }),
      refusals: refusalsOf(store.incompatible_reasons, t),
      ...(share < NEARLY_FULL_SHARE ? { warning: t("ui.vcenter.datastore.nearlyFull") } : {}),
    };
  });
  return (
    <ChoiceList
      multiple
      label={t("ui.vcenter.datastore.label")}
      emptyText={t("ui.vcenter.datastore.empty")}
      state={state}
      onRetry={datastores.reload}
      value={value.map((item) => item.id)}
      onChange={(ids) => onChange(chosenItems(state, ids))}
    />
  );
}
