import { useId } from "react";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { DirectoryUserField } from "../../ui/entitlements/directory-user-field";
import { useTranslation } from "../../ui/i18n/use-translation";
import {
  createUnauthenticatedUser,
  updateUnauthenticatedUser,
  type UnauthenticatedUserSpec,
} from "./api/unauthenticated-users";
import { unauthenticatedUserError } from "./users-groups.model";
import type { UnauthenticatedUser } from "./users-groups.types";

export interface UnauthenticatedUserDialogProps {
  /** The user to edit; without one the dialog adds a user. */
  user?: UnauthenticatedUser;
  onCancel: () => void;
  onSaved: () => void;
}

type Form = UnauthenticatedUserSpec & { domain: string };

function validate(values: Form): FieldErrors<Form> {
  return {
    ...(values.loginName.trim() === "" ? { loginName: "usersGroups.unauthenticated.aliasRequired" } : {}),
    ...(values.userId === "" ? { userId: "usersGroups.unauthenticated.userRequired" } : {}),
  };
}

/**
 * Adds or edits an unauthenticated access user: create and update are separate calls (update keeps the
 * alias), hybrid logon by password sends the password, which is never read back (the field starts empty).
 * Each error of the spec 001 §8 catalogue shows its own message with the names it concerns; anything
 * else shows the generic error.
 */
export function UnauthenticatedUserDialog({ user, onCancel, onSaved }: UnauthenticatedUserDialogProps) {
  const t = useTranslation();
  const formId = useId();
  const mode = user ? "update" : "create";
  const form = useEditForm<Form>({
    initial: {
      loginName: user?.loginName ?? "",
      userId: user?.userId ?? "",
      description: user?.description ?? "",
      hybridLogonConfig: user?.hybridLogonConfig ?? "NONE",
      hybridLogonPassword: "",
      domain: user?.domain ?? "",
    },
    validate,
    errorOptions: { serverText: false },
    save: async (values) => {
      try {
        if (user) await updateUnauthenticatedUser(user.id, values);
        else await createUnauthenticatedUser(values);
      } catch (error) {
        throw unauthenticatedUserError(error, mode, {
          loginName: values.loginName.trim(),
          domain: values.domain,
        });
      }
    },
    onSaved,
  });
  const { values, setField, errors } = form;
  const message = (field: keyof Form) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <EditDialog
      title={t(user ? "usersGroups.unauthenticated.editTitle" : "usersGroups.unauthenticated.addTitle")}
      form={form}
      onCancel={onCancel}
    >
      {user ? (
        <p>{t("usersGroups.unauthenticated.editing", { name: user.loginName, domain: user.domain })}</p>
      ) : (
        <>
          <DirectoryUserField
            id={`${formId}-user`}
            label={t("usersGroups.unauthenticated.user")}
            onChoose={(chosen) => {
              setField("userId", chosen?.id ?? "");
              setField("domain", chosen?.domain ?? "");
            }}
          />
          <div className="vdc-field">
            <label htmlFor={`${formId}-loginName`}>{t("usersGroups.column.alias")}</label>
            <input
              className="vdc-input"
              {...fieldIds(formId, "loginName", errors.loginName !== undefined)}
              value={values.loginName}
              onChange={(event) => setField("loginName", event.target.value)}
              autoComplete="off"
            />
            <FieldError formId={formId} field="loginName" message={message("loginName")} />
          </div>
        </>
      )}
      <div className="vdc-field">
        <label htmlFor={`${formId}-description`}>{t("usersGroups.column.description")}</label>
        <input
          className="vdc-input"
          {...fieldIds(formId, "description", false)}
          value={values.description}
          maxLength={1024}
          onChange={(event) => setField("description", event.target.value)}
        />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-hybrid`}>{t("usersGroups.column.hybridLogon")}</label>
        <select
          id={`${formId}-hybrid`}
          className="vdc-select"
          value={values.hybridLogonConfig}
          onChange={(event) =>
            setField("hybridLogonConfig", event.target.value === "PASSWORD" ? "PASSWORD" : "NONE")
          }
        >
          <option value="NONE">{t("usersGroups.hybridLogon.NONE")}</option>
          <option value="PASSWORD">{t("usersGroups.hybridLogon.PASSWORD")}</option>
        </select>
      </div>
      {values.hybridLogonConfig === "PASSWORD" && (
        <div className="vdc-field">
          <label htmlFor={`${formId}-password`}>{t("usersGroups.unauthenticated.password")}</label>
          <input
            id={`${formId}-password`}
            className="vdc-input"
            type="password"
            autoComplete="new-password"
            value={values.hybridLogonPassword}
            onChange={(event) => setField("hybridLogonPassword", event.target.value)}
          />
        </div>
      )}
    </EditDialog>
  );
}
