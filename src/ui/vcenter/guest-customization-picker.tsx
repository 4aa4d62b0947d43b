import { getCustomizationSpecifications } from "../../core/vcenter/get-customization-specifications";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList, type ChoiceItem } from "./choice-list";
import { useVcenterList } from "./use-vcenter-list";
import { NO_CUSTOMIZATION, refusalsOf, type VcenterChoice } from "./vcenter-choice";

export { NO_CUSTOMIZATION };

/**
 * The guest customisation specification applied to new machines; with `allowNone`, "none" is the first
 * choice (full clones may go without one, instant clones customise themselves).
 */
export function GuestCustomizationPicker({
  vcenterId,
  value,
  onChange,
  allowNone,
}: {
  vcenterId: string;
  value: VcenterChoice | null;
  onChange: (value: VcenterChoice) => void;
  allowNone?: boolean;
}) {
  const t = useTranslation();
  const specs = useVcenterList(getCustomizationSpecifications, vcenterId);
  const none: ChoiceItem[] = allowNone
    ? [{ id: NO_CUSTOMIZATION, label: t("ui.vcenter.customization.none") }]
    : [];
  const state =
    specs.state.status === "ready"
      ? {
          status: "ready" as const,
          data: [
            ...none,
            ...specs.state.data.map((spec): ChoiceItem => ({
              id: spec.id,
              label: spec.name,
              details: spec.guest_os ? t(`ui.vcenter.customization.os.${spec.guest_os}`) : undefined,
              refusals: refusalsOf(spec.incompatible_reasons, t),
            })),
          ],
        }
      : specs.state;
  return (
    <ChoiceList
      label={t("ui.vcenter.customization.label")}
      emptyText={t("ui.vcenter.customization.empty")}
      state={state}
      onRetry={specs.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
