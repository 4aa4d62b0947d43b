import { useId, useState } from "react";
import { DirectoryFindField } from "../../ui/entitlements/directory-find-field";
import { searchAdUsers } from "../../core/directory/search-ad-users";
import { sendApiCall } from "../../core/http/api-call";
import { ApiError } from "../../core/http/api-error";
import { directoryUserName } from "../../core/utils/user-name";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { DirectoryCappedNotice } from "../../ui/entitlements/directory-capped-notice";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { createPermissionsCall } from "./api/create-permissions";
import type { AccessGroupRow, DirectoryEntry, RoleRow } from "./administrators.types";

interface PermissionFields {
  principals: { id: string; name: string }[];
  roleId: string;
  /** "<kind>:<id>" of the chosen access group. */
  accessGroup: string;
}

type Search =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; entries: DirectoryEntry[]; isCapped: boolean }
  | { status: "failed"; error: unknown };

/** The first refused item of a bulk create answer, as an error the form shows. */
function firstRefusal(answer: unknown): ApiError | undefined {
  if (!Array.isArray(answer)) return undefined;
  const refused = (answer as { status_code?: number }[]).find((item) => (item.status_code ?? 200) >= 400);
  return refused
    ? ApiError.fromText(refused.status_code ?? 400, JSON.stringify(refused), {
        url: "/rest/config/v1/permissions",
        method: "POST",
      })
    : undefined;
}

export interface PermissionDialogProps {
  roles: readonly RoleRow[];
  groups: readonly AccessGroupRow[];
  onCancel: () => void;
  onSaved: () => void;
}

/** Adds administrators or groups from the directory with a role on an access group (a permission each). */
export function PermissionDialog({ roles, groups, onCancel, onSaved }: PermissionDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const formId = useId();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const form = useEditForm<PermissionFields>({
    initial: { principals: [], roleId: "", accessGroup: "" },
    validate: (values) => {
      const errors: FieldErrors<PermissionFields> = {};
      if (values.principals.length === 0) errors.principals = "administrators.permission.principalRequired";
      if (values.roleId === "") errors.roleId = "administrators.permission.roleRequired";
      if (values.accessGroup === "") errors.accessGroup = "administrators.permission.groupRequired";
      return errors;
    },
    save: async (values) => {
      const [kind, id] = values.accessGroup.split(":") as ["local" | "federation", string];
      const ids = values.principals.map((principal) => principal.id);
      const refusal = firstRefusal(await sendApiCall(createPermissionsCall(ids, values.roleId, id, kind)));
      if (refusal) throw refusal;
    },
    onSaved,
  });

  const find = () => {
    if (text.trim() === "") return;
    setSearch({ status: "loading" });
    searchAdUsers(text).then(
      ({ matches, isCapped }) => setSearch({ status: "ready", entries: matches, isCapped }),
      (error: unknown) => setSearch({ status: "failed", error }),
    );
  };
  const isChosen = (id: string) => form.values.principals.some((principal) => principal.id === id);
  const choose = (entry: DirectoryEntry, isChecked: boolean) =>
    form.setField(
      "principals",
      isChecked
        ? [...form.values.principals, { id: entry.id, name: directoryUserName(entry) }]
        : form.values.principals.filter((principal) => principal.id !== entry.id),
    );

  return (
    <EditDialog title={t("administrators.permission.addTitle")} form={form} onCancel={onCancel}>
      <DirectoryFindField
        id={`${formId}-search`}
        label={t("administrators.permission.search")}
        findLabel={t("administrators.permission.find")}
        placeholder={t("ui.directory.namePlaceholder")}
        text={text}
        onText={setText}
        onFind={find}
      />
      {search.status === "loading" && <p role="status">{t("administrators.permission.searching")}</p>}
      {search.status === "failed" && <p role="alert">{errorText(search.error)}</p>}
      {search.status === "ready" &&
        (search.entries.length === 0 ? (
          <p role="status">{t("administrators.permission.noMatches")}</p>
        ) : (
          <fieldset className="vdc-fieldset vdc-administrators__choices">
            <legend>{t("administrators.permission.matches")}</legend>
            {search.entries.map((entry) => (
              <label key={entry.id} className="vdc-checkbox">
                <input
                  type="checkbox"
                  checked={isChosen(entry.id)}
                  onChange={(event) => choose(entry, event.target.checked)}
                />
                {directoryUserName(entry)}{" "}
                {t(entry.group === true ? "administrators.value.group" : "administrators.value.user")}
              </label>
            ))}
            {search.isCapped && <DirectoryCappedNotice count={search.entries.length} />}
          </fieldset>
        ))}
      <p className="vdc-administrators__note" aria-live="polite">
        {t("administrators.permission.chosen", {
          names:
            form.values.principals.length === 0
              ? t("administrators.value.none")
              : form.values.principals.map((principal) => principal.name).join(", "),
        })}
      </p>
      <div className="vdc-field">
        <label htmlFor={`${formId}-roleId`}>{t("administrators.permission.role")}</label>
        <select
          {...fieldIds(formId, "roleId", false)}
          className="vdc-select"
          value={form.values.roleId}
          onChange={(event) => form.setField("roleId", event.target.value)}
        >
          <option value="">{t("administrators.permission.choose")}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-accessGroup`}>{t("administrators.permission.accessGroup")}</label>
        <select
          {...fieldIds(formId, "accessGroup", false)}
          className="vdc-select"
          value={form.values.accessGroup}
          onChange={(event) => form.setField("accessGroup", event.target.value)}
        >
          <option value="">{t("administrators.permission.choose")}</option>
          {groups.map((group) => (
            <option key={`${group.kind}:${group.id}`} value={`${group.kind}:${group.id}`}>
              {t(`administrators.accessGroup.option.${group.kind}`, { name: group.name })}
            </option>
          ))}
        </select>
      </div>
      <FieldError
        formId={formId}
        field="principals"
        message={form.errors.principals && t(form.errors.principals)}
      />
    </EditDialog>
  );
}
