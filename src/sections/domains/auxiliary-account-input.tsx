import { useId } from "react";
import type { ActionValues } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { DomainBindRow } from "./domains.types";

/** Which auxiliary account of the domain to remove (the first one unless chosen). */
export function AuxiliaryAccountInput({
  domain,
  values,
  set,
}: {
  domain: DomainBindRow | undefined;
  values: ActionValues;
  set: (name: string, value: string) => void;
}) {
  const t = useTranslation();
  const id = useId();
  const accounts = domain?.auxiliary_accounts ?? [];
  return (
    <div className="vdc-field">
      <label htmlFor={id}>{t("domains.field.auxiliaryAccount")}</label>
      <select
        id={id}
        className="vdc-select"
        value={String(values.accountId || accounts[0]?.id || "")}
        onChange={(event) => set("accountId", event.target.value)}
      >
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.username}
          </option>
        ))}
      </select>
    </div>
  );
}
