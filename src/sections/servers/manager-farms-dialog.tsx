import { sendApiCall } from "../../core/http/api-call";
import { throwItemRefusal } from "../../core/http/item-refusal";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ChoiceList } from "../../ui/vcenter/choice-list";
import { mapState } from "../../ui/vcenter/map-state";
import { assignFarmsCall, unassignFarmsCall } from "./api/server-calls";
import { getFarmNames } from "./api/server-reads";
import type { AppVolumesManagerRow } from "./servers.types";

/**
 * The farms an App Volumes manager serves: checking a farm assigns it (taking it from another manager),
 * unchecking one unassigns it; each change is a result per farm, the first refusal is the form's message.
 */
export function ManagerFarmsDialog({
  manager,
  managers,
  onClose,
  onSaved,
}: {
  manager: AppVolumesManagerRow;
  /** Every manager, to name the one that serves a farm now. */
  managers: readonly AppVolumesManagerRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const farms = useResource(getFarmNames);
  const form = useEditForm<{ farmIds: string[] }>({
    initial: { farmIds: [...manager.farmIds] },
    save: async ({ farmIds }) => {
      const added = farmIds.filter((id) => !manager.farmIds.includes(id));
      const removed = manager.farmIds.filter((id) => !farmIds.includes(id));
      if (added.length > 0) throwItemRefusal(await sendApiCall(assignFarmsCall(manager.id, added)));
      if (removed.length > 0) throwItemRefusal(await sendApiCall(unassignFarmsCall(removed)));
    },
    onSaved,
  });
  const state = mapState(farms.state, (farm) => {
    const other = managers.find(
      (candidate) => candidate.id !== manager.id && candidate.farmIds.includes(farm.id),
    );
    return {
      id: farm.id,
      label: farm.name,
      ...(other ? { details: t("servers.farms.servedBy", { name: other.server_name }) } : {}),
    };
  });
  return (
    <EditDialog
      title={t("servers.farms.title", { name: manager.server_name })}
      form={form}
      onCancel={onClose}
      size="medium"
    >
      <ChoiceList
        multiple
        label={t("servers.farms.label")}
        emptyText={t("servers.farms.empty")}
        state={state}
        onRetry={farms.reload}
        value={form.values.farmIds}
        onChange={(ids) => form.setField("farmIds", ids)}
      />
    </EditDialog>
  );
}
