import { getVirtualCenters } from "../../core/vcenter/get-virtual-centers";
import { useTranslation } from "../i18n/use-translation";
import { useResource } from "../resource/use-resource";
import { ChoiceList } from "./choice-list";
import { mapState } from "./map-state";
import type { VcenterChoice } from "./vcenter-choice";

/** The vCenter Server that provisions the machines. */
export function VcenterPicker({
  value,
  onChange,
}: {
  /** The chosen vCenter Server, or null before a choice. */
  value: VcenterChoice | null;
  /** Called with the vCenter Server the administrator picks. */
  onChange: (value: VcenterChoice) => void;
}) {
  const t = useTranslation();
  const vcenters = useResource(getVirtualCenters);
  return (
    <ChoiceList
      label={t("ui.vcenter.vcenter.label")}
      emptyText={t("ui.vcenter.vcenter.empty")}
      state={mapState(vcenters.state, (vcenter) => ({
        id: vcenter.id,
        label: vcenter.display_name ?? vcenter.server_name,
        details: [vcenter.version, vcenter.description].filter(Boolean).join(" · "),
      }))}
      onRetry={vcenters.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
