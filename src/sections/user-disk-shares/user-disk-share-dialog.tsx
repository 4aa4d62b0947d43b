import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { SelectField, TextField } from "../../ui/edit-form/form-fields";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { addUserDiskShareCall, updateUserDiskShareCall } from "./api/user-disk-share-calls";
import { shareErrors, type ShareForm } from "./user-disk-shares.model";
import type { ShareDomain, UserDiskShareRow } from "./user-disk-shares.types";

/**
 * Adds a user disk share, or edits one. The account's password is write-only: never filled in, and an
 * edit that leaves it empty keeps the one the server has.
 */
export function UserDiskShareDialog({
  share,
  domains,
  onCancel,
  onSaved,
}: {
  share?: UserDiskShareRow | undefined;
  domains: readonly ShareDomain[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const isNew = share === undefined;
  const form = useEditForm<ShareForm>({
    initial: {
      path: share?.path ?? "",
      domainId: share?.ad_domain_id ?? domains[0]?.id ?? "",
      username: share?.username ?? "",
      password: "",
    },
    validate: (values) => shareErrors(values, isNew),
    save: async ({ path, domainId, username, password }) => {
      const spec = {
        path: path.trim(),
        ad_domain_id: domainId,
        username: username.trim(),
        ...(password === "" ? {} : { password }),
      };
      await sendApiCall(share ? updateUserDiskShareCall(share.id, spec) : addUserDiskShareCall(spec));
    },
    onSaved,
  });
  return (
    <EditDialog
      title={
        share
          ? t("userDiskShares.dialog.editTitle", { name: share.path })
          : t("userDiskShares.dialog.addTitle")
      }
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <TextField
        form={form}
        formId={formId}
        field="path"
        label="userDiskShares.field.path"
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        form={form}
        formId={formId}
        field="domainId"
        label="userDiskShares.field.domain"
        values={domains.map((domain) => domain.id)}
        optionLabel={(id) => domains.find((domain) => domain.id === id)?.dns_name ?? id}
      />
      <TextField
        form={form}
        formId={formId}
        field="username"
        label="userDiskShares.field.username"
        autoComplete="off"
      />
      <TextField
        form={form}
        formId={formId}
        field="password"
        label={isNew ? "userDiskShares.field.password" : "userDiskShares.field.newPassword"}
        type="password"
        autoComplete="new-password"
      />
    </EditDialog>
  );
}
