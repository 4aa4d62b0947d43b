import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import type { ApiError } from "../../core/http/api-error";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { createAccessGroupCall } from "./api/access-group-calls";
import { NAME_PATTERN } from "./administrators.model";
import type { AccessGroupKind } from "./administrators.types";

interface AccessGroupFields {
  name: string;
  description: string;
}

/** A name clash has the spec's own message (spec 000 section 8). */
const nameClash = (error: ApiError) =>
  error.errorKey === "ACCESS_GROUP_NAME_ALREADY_USED" ? "ACCESS_GROUP_NAME_ALREADY_USED" : undefined;

/** Adds a local or federation access group under its root. */
export function AccessGroupDialog({
  kind,
  onCancel,
  onSaved,
}: {
  kind: AccessGroupKind;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<AccessGroupFields>({
    initial: { name: "", description: "" },
    validate: (values) => {
      const errors: FieldErrors<AccessGroupFields> = {};
      if (!NAME_PATTERN.test(values.name.trim())) errors.name = "administrators.accessGroup.nameInvalid";
      return errors;
    },
    save: async (values) => {
      await sendApiCall(createAccessGroupCall(kind, values.name.trim(), values.description));
    },
    onSaved,
    errorOptions: { ownKey: nameClash },
  });
  return (
    <EditDialog
      title={t(`administrators.accessGroup.addTitle.${kind}`)}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <div className="vdc-field">
        <label htmlFor={`${formId}-name`}>{t("administrators.accessGroup.name")}</label>
        <input
          {...fieldIds(formId, "name", form.errors.name !== undefined)}
          className="vdc-input"
          value={form.values.name}
          autoComplete="off"
          onChange={(event) => form.setField("name", event.target.value)}
        />
        <FieldError formId={formId} field="name" message={form.errors.name && t(form.errors.name)} />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-description`}>{t("administrators.accessGroup.description")}</label>
        <input
          id={`${formId}-description`}
          className="vdc-input"
          value={form.values.description}
          maxLength={400}
          onChange={(event) => form.setField("description", event.target.value)}
        />
      </div>
    </EditDialog>
  );
}
