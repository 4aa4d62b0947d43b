import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError } from "../../ui/edit-form/edit-dialog";
import { REQUIRED_MARK, useFieldMessageShown } from "../../ui/edit-form/field-messages";
import { TextField } from "../../ui/edit-form/form-fields";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { isRestPrivilege } from "../../core/privileges/privilege-names";
import { enumText } from "../../ui/i18n/enum-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { getPrivileges } from "./api/get-privileges";
import { saveRoleCall } from "./api/save-role";
import { NAME_PATTERN } from "./administrators.model";
import type { PrivilegeInfo, RoleInfo } from "./administrators.types";
import {
  PRIVILEGE_DEPENDENCIES,
  includedPrivileges,
  selectablePart,
  togglePrivilege,
} from "./role-privileges";

interface RoleFields {
  name: string;
  description: string;
  privileges: string[];
}

export interface RoleEditorProps {
  /** The custom role to edit; a new role without it. */
  role?: RoleInfo;
  onCancel: () => void;
  onSaved: () => void;
}

/** Creates or edits a custom role from the selectable privileges (built-in roles are never edited). */
export function RoleEditor(props: RoleEditorProps) {
  // The privilege list loads before the form opens: its checkboxes start from it.
  const { state, reload } = useResource(getPrivileges);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {/* Roles are saved through REST: only privileges of its set are offered (spec 000 §6). */}
      {(privileges) => (
        <RoleForm {...props} offered={privileges.filter((privilege) => isRestPrivilege(privilege.name))} />
      )}
    </ResourceContent>
  );
}

function RoleForm({ role, onCancel, onSaved, offered }: RoleEditorProps & { offered: PrivilegeInfo[] }) {
  const t = useTranslation();
  const formId = useId();
  const names = offered.map((privilege) => privilege.name);
  const form = useEditForm<RoleFields>({
    initial: {
      name: role?.name ?? "",
      description: role?.description ?? "",
      privileges: role ? selectablePart(role.privileges, offered) : [],
    },
    validate: (values) => {
      const errors: FieldErrors<RoleFields> = {};
      if (values.name.trim() === "") errors.name = "ui.form.required";
      else if (!NAME_PATTERN.test(values.name.trim())) errors.name = "administrators.role.nameInvalid";
      if (values.privileges.length === 0) errors.privileges = "administrators.role.privilegesRequired";
      return errors;
    },
    save: async (values) => {
      await sendApiCall(saveRoleCall({ ...values, name: values.name.trim() }, role?.id));
    },
    onSaved,
    success: (values) => t("administrators.outcome.roleSaved", { name: values.name.trim() }),
  });
  // The privileges' message shows once focus left the group, or Save was pressed.
  const privilegesShown = useFieldMessageShown();
  const privilegesError = privilegesShown.isShown ? form.errors.privileges : undefined;
  const included = includedPrivileges(form.values.privileges, offered);
  const dependents = Object.keys(PRIVILEGE_DEPENDENCIES);
  return (
    <EditDialog
      title={t(role ? "administrators.role.editTitle" : "administrators.role.addTitle")}
      form={form}
      onCancel={onCancel}
    >
      <TextField
        form={form}
        formId={formId}
        field="name"
        label="administrators.role.name"
        required
        disabled={role !== undefined}
        autoComplete="off"
      />
      <div className="vdc-field">
        <label htmlFor={`${formId}-description`}>{t("administrators.role.description")}</label>
        <input
          id={`${formId}-description`}
          className="vdc-input"
          value={form.values.description}
          maxLength={400}
          onChange={(event) => form.setField("description", event.target.value)}
        />
      </div>
      <fieldset
        className="vdc-fieldset vdc-administrators__choices"
        aria-describedby={privilegesError ? `${formId}-privileges-error` : undefined}
        aria-invalid={privilegesError ? true : undefined}
        onBlur={privilegesShown.onBlur}
      >
        <legend {...REQUIRED_MARK}>{t("administrators.role.privileges")}</legend>
        {names.map((name) => (
          <label key={name} className="vdc-checkbox">
            <input
              type="checkbox"
              checked={form.values.privileges.includes(name)}
              onChange={(event) =>
                form.setField(
                  "privileges",
                  togglePrivilege(form.values.privileges, name, event.target.checked, names),
                )
              }
            />
            {enumText(t, "privilege", name)}
            {dependents.includes(name) && (
              <span className="vdc-administrators__note"> {t("administrators.role.includesOthers")}</span>
            )}
          </label>
        ))}
        <FieldError formId={formId} field="privileges" message={privilegesError && t(privilegesError)} />
      </fieldset>
      <p className="vdc-administrators__note">
        {t("administrators.role.included", {
          names:
            included.length === 0
              ? t("administrators.value.none")
              : included.map((name) => enumText(t, "privilege", name)).join(", "),
        })}
      </p>
    </EditDialog>
  );
}
