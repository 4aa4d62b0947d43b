import { getBaseSnapshots } from "../../core/vcenter/get-base-snapshots";
import { getBaseVms } from "../../core/vcenter/get-base-vms";
import { useTranslation } from "../i18n/use-translation";
import { mapState } from "./map-state";
import { ChoiceList } from "./choice-list";
import { refusalsOf, type VcenterChoice } from "./vcenter-choice";
import { useVcenterList } from "./use-vcenter-list";

export interface ImageSnapshot {
  baseVm: VcenterChoice | null;
  snapshot: VcenterChoice | null;
}

export interface ImageSnapshotPickerProps extends ImageSnapshot {
  vcenterId: string;
  onChange: (value: ImageSnapshot) => void;
  /** Reasons that do not apply to what is provisioned (e.g. UNSUPPORTED_OS_FOR_FARM for a desktop pool). */
  ignoredReasons?: readonly string[];
}

/** Golden image and snapshot: a new image clears the snapshot, whose list then loads for that image. */
export function ImageSnapshotPicker({
  vcenterId,
  baseVm,
  snapshot,
  onChange,
  ignoredReasons,
}: ImageSnapshotPickerProps) {
  const t = useTranslation();
  const vms = useVcenterList(getBaseVms, vcenterId);
  const snapshots = useVcenterList(getBaseSnapshots, vcenterId, baseVm?.id);
  return (
    <>
      <ChoiceList
        label={t("ui.vcenter.image.label")}
        emptyText={t("ui.vcenter.image.empty")}
        state={mapState(vms.state, (vm) => ({
          id: vm.id,
          label: vm.name,
          details: [vm.operating_system_display_name, vm.path].filter(Boolean).join(" · "),
          refusals: refusalsOf(vm.incompatible_reasons, t, ignoredReasons),
        }))}
        onRetry={vms.reload}
        value={baseVm?.id ?? null}
        onChange={(item) => {
          const vm =
            vms.state.status === "ready" ? vms.state.data.find((row) => row.id === item.id) : undefined;
          onChange({
            baseVm: {
              id: item.id,
              label: item.label,
              ...(vm?.datacenter_id ? { datacenterId: vm.datacenter_id } : {}),
            },
            snapshot: null,
          });
        }}
      />
      {baseVm && (
        <ChoiceList
          label={t("ui.vcenter.snapshot.label", { image: baseVm.label })}
          emptyText={t("ui.vcenter.snapshot.empty")}
          state={mapState(snapshots.state, (item) => ({
            id: item.id,
            label: item.name,
            details: item.path,
            refusals: refusalsOf(item.incompatible_reasons, t, ignoredReasons),
          }))}
          onRetry={snapshots.reload}
          value={snapshot?.id ?? null}
          onChange={(item) =>
            onChange({ baseVm, snapshot: { id: item.id, label: item.details ?? item.label } })
          }
        />
      )}
    </>
  );
}
