import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AccountFields, accountErrors } from "./account-fields";
import { addIcAccountCall, updateIcAccountCall } from "./api/domain-calls";
import type { AdDomain, IcAccountRow } from "./domains.types";

interface IcAccountForm {
  domainId: string;
  username: string;
  password: string;
}

/** Adds an instant clone domain account, or sets an existing one's new password. */
export function IcAccountDialog({
  account,
  domains,
  onCancel,
  onSaved,
}: {
  account?: IcAccountRow | undefined;
  domains: readonly AdDomain[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<IcAccountForm>({
    initial: {
      domainId: account?.ad_domain_id ?? domains[0]?.id ?? "",
      username: account?.username ?? "",
      password: "",
    },
    validate: accountErrors,
    save: async ({ domainId, username, password }) => {
      await sendApiCall(
        account
          ? updateIcAccountCall(account.id, password)
          : addIcAccountCall(domainId, { username: username.trim(), password }),
      );
    },
    onSaved,
  });
  return (
    <EditDialog
      title={t(account ? "domains.icAccount.editTitle" : "domains.icAccount.addTitle")}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <div className="vdc-field">
        <label htmlFor={`${formId}-domain`}>{t("domains.field.domain")}</label>
        <select
          id={`${formId}-domain`}
          className="vdc-select"
          value={form.values.domainId}
          disabled={account !== undefined}
          onChange={(event) => form.setField("domainId", event.target.value)}
        >
          {domains.map((domain) => (
            <option key={domain.id} value={domain.id}>
              {domain.dns_name}
            </option>
          ))}
        </select>
      </div>
      <AccountFields
        formId={formId}
        values={form.values}
        errors={form.errors}
        setField={(field, value) => form.setField(field, value)}
        isUsernameFixed={account !== undefined}
      />
    </EditDialog>
  );
}
