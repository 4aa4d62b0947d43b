import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { throwItemRefusal } from "../../core/http/item-refusal";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AccountFields, accountErrors } from "./account-fields";
import { addAuxiliaryAccountCall } from "./api/domain-calls";
import type { AccountCredentials, DomainBindRow } from "./domains.types";

/** Adds an auxiliary account to a bound domain. */
export function AuxiliaryAccountDialog({
  domain,
  onCancel,
  onSaved,
}: {
  domain: DomainBindRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<AccountCredentials>({
    initial: { username: "", password: "" },
    validate: accountErrors,
    save: async ({ username, password }) => {
      throwItemRefusal(
        await sendApiCall(addAuxiliaryAccountCall(domain.id, { username: username.trim(), password })),
      );
    },
    onSaved,
  });
  return (
    <EditDialog
      title={t("domains.auxiliary.addTitle", { name: domain.dns_name })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <AccountFields
        formId={formId}
        values={form.values}
        errors={form.errors}
        setField={(field, value) => form.setField(field, value)}
      />
    </EditDialog>
  );
}
