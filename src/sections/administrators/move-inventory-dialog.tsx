import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { getInventoryItems } from "./api/get-inventory-items";
import { moveInventoryCall } from "./api/move-inventory";
import type { AccessGroupRow, InventoryItem } from "./administrators.types";

interface MoveFields {
  itemId: string;
  accessGroupId: string;
}

export interface MoveInventoryDialogProps {
  groups: readonly AccessGroupRow[];
  onCancel: () => void;
  onSaved: () => void;
}

/** Moves a desktop pool or farm to another local access group. */
export function MoveInventoryDialog(props: MoveInventoryDialogProps) {
  const { state, reload } = useResource(getInventoryItems);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(items) => <MoveForm {...props} items={items} />}
    </ResourceContent>
  );
}

function MoveForm({
  groups,
  items,
  onCancel,
  onSaved,
}: MoveInventoryDialogProps & { items: InventoryItem[] }) {
  const t = useTranslation();
  const formId = useId();
  const groupName = (id: string) => groups.find((group) => group.id === id)?.name ?? id;
  const form = useEditForm<MoveFields>({
    initial: { itemId: "", accessGroupId: "" },
    validate: (values) => {
      const errors: FieldErrors<MoveFields> = {};
      const item = items.find((candidate) => candidate.id === values.itemId);
      if (!item) errors.itemId = "administrators.move.itemRequired";
      if (values.accessGroupId === "" || item?.access_group_id === values.accessGroupId)
        errors.accessGroupId = "administrators.move.groupRequired";
      return errors;
    },
    save: async (values) => {
      const item = items.find((candidate) => candidate.id === values.itemId);
      if (item) await sendApiCall(moveInventoryCall(item, values.accessGroupId));
    },
    onSaved,
  });
  return (
    <EditDialog title={t("administrators.move.title")} form={form} onCancel={onCancel} size="medium">
      <div className="vdc-field">
        <label htmlFor={`${formId}-item`}>{t("administrators.move.item")}</label>
        <select
          id={`${formId}-item`}
          className="vdc-select"
          value={form.values.itemId}
          onChange={(event) => form.setField("itemId", event.target.value)}
        >
          <option value="">{t("administrators.permission.choose")}</option>
          {items.map((item) => (
            <option key={`${item.kind}:${item.id}`} value={item.id}>
              {t(`administrators.move.option.${item.kind}`, {
                name: item.name,
                group: groupName(item.access_group_id),
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-group`}>{t("administrators.move.target")}</label>
        <select
          id={`${formId}-group`}
          className="vdc-select"
          value={form.values.accessGroupId}
          onChange={(event) => form.setField("accessGroupId", event.target.value)}
        >
          <option value="">{t("administrators.permission.choose")}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
    </EditDialog>
  );
}
