import { getVmFolders } from "../../core/vcenter/get-vm-folders";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList } from "./choice-list";
import { useVcenterList } from "./use-vcenter-list";
import { flattenTree, refusalsOf, type VcenterChoice } from "./vcenter-choice";

export interface VcenterStepProps {
  vcenterId: string;
  value: VcenterChoice | null;
  onChange: (value: VcenterChoice) => void;
}

/** The VM folder new machines go in, from the datacenter's folder tree. */
export function VmFolderPicker({
  vcenterId,
  datacenterId,
  value,
  onChange,
}: VcenterStepProps & { datacenterId: string }) {
  const t = useTranslation();
  const folders = useVcenterList(getVmFolders, vcenterId, datacenterId);
  const state =
    folders.state.status === "ready"
      ? {
          status: "ready" as const,
          data: flattenTree(folders.state.data, (folder, depth) => ({
            id: folder.id,
            label: folder.name,
            depth,
            refusals: refusalsOf(folder.incompatible_reasons, t),
          })),
        }
      : folders.state;
  return (
    <ChoiceList
      label={t("ui.vcenter.folder.label")}
      emptyText={t("ui.vcenter.folder.empty")}
      state={state}
      onRetry={folders.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
