import { getDatastoreClusters } from "../../core/vcenter/get-datastore-clusters";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList } from "./choice-list";
import { chosenItems, mapState } from "./map-state";
import { useVcenterList } from "./use-vcenter-list";
import { gigabytes, type HostItemsPickerProps } from "./vcenter-choice";

/**
 * The Storage DRS datastore clusters of the host or cluster (spec 001's "SDRS cluster datastore"): full
 * clones may go on a cluster, where vSphere places each disk, beside or instead of single datastores.
 */
export function DatastoreClustersPicker({
  vcenterId,
  hostOrClusterId,
  value,
  onChange,
}: HostItemsPickerProps) {
  const t = useTranslation();
  const clusters = useVcenterList(getDatastoreClusters, vcenterId, hostOrClusterId);
  const state = mapState(clusters.state, (cluster) => ({
    id: cluster.id,
    label: cluster.name,
    details: t("ui.vcenter.datastoreCluster.space", {
      free: gigabytes(cluster.free_space_mb),
      capacity: gigabytes(cluster.capacity_mb),
      count: cluster.datastore_ids?.length ?? 0,
    }),
  }));
  return (
    <ChoiceList
      multiple
      label={t("ui.vcenter.datastoreCluster.label")}
      emptyText={t("ui.vcenter.datastoreCluster.empty")}
      state={state}
      onRetry={clusters.reload}
      value={value.map((item) => item.id)}
      onChange={(ids) => onChange(chosenItems(state, ids))}
    />
  );
}
