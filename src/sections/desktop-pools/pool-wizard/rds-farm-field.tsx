import { hasPrivilege } from "../../../core/privileges/privileges.model";
import { DropdownSelect } from "../../../ui/dropdown-select/dropdown-select";
import { useErrorText } from "../../../ui/i18n/error-text";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { getFarmsForDesktopPool, type FarmForDesktopPool } from "../api/get-farms-for-desktop-pool";

export interface RdsFarmFieldProps {
  farmId: string;
  /** The chosen farm: the pool is made on it, in its access group. */
  onChoose: (farm: FarmForDesktopPool) => void;
}

/**
 * The farm of a new RDS desktop pool, read when the step is shown: the farms that serve no desktop pool yet,
 * in access groups where the administrator may manage pools.
 */
export function RdsFarmField({ farmId, onChoose }: RdsFarmFieldProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const farms = useResource(getFarmsForDesktopPool);
  if (farms.state.status === "loading") return <p role="status">{t("ui.state.loading")}</p>;
  if (farms.state.status === "error") return <p role="alert">{errorText(farms.state.error)}</p>;
  const choices = farms.state.data.filter((farm) =>
    hasPrivilege("POOL_MANAGEMENT", { accessGroupId: farm.access_group_id }),
  );
  if (choices.length === 0) return <p role="alert">{t("desktopPools.wizard.farm.none")}</p>;
  return (
    <DropdownSelect
      label={t("desktopPools.wizard.farm.label")}
      value={farmId}
      options={[
        { value: "", label: t("desktopPools.wizard.farm.choose") },
        ...choices.map((farm) => ({ value: farm.id, label: farm.name })),
      ]}
      onChange={(id) => {
        const farm = choices.find((choice) => choice.id === id);
        if (farm) onChoose(farm);
      }}
    />
  );
}
