import { getDatacenters } from "../../core/vcenter/get-datacenters";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList } from "./choice-list";
import { mapState } from "./map-state";
import { useVcenterList } from "./use-vcenter-list";
import type { VcenterStepProps } from "./vm-folder-picker";

/** A datacenter of the vCenter, for choices that do not start from an image (the archival datastores). */
export function DatacenterPicker({ vcenterId, value, onChange }: VcenterStepProps) {
  const t = useTranslation();
  const datacenters = useVcenterList(getDatacenters, vcenterId);
  const state = mapState(datacenters.state, (datacenter) => ({
    id: datacenter.id,
    label: datacenter.name,
    details: datacenter.path,
  }));
  return (
    <ChoiceList
      label={t("ui.vcenter.datacenter.label")}
      emptyText={t("ui.vcenter.datacenter.empty")}
      state={state}
      onRetry={datacenters.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
