import { useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { AccountFields, accountErrors } from "./account-fields";
import { bindDomainCall, updateDomainCall } from "./api/domain-calls";
import type { DomainBindRow } from "./domains.types";

interface BindForm {
  dnsName: string;
  netbiosName: string;
  username: string;
  password: string;
  controllers: string;
  context: string;
  port: string;
}

const DNS_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*(\.[A-Za-z0-9][A-Za-z0-9-]*)+$/;
const NETBIOS_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,14}$/;

function bindErrors(values: BindForm): FieldErrors<BindForm> {
  const errors: FieldErrors<BindForm> = { ...accountErrors(values) };
  if (!DNS_NAME.test(values.dnsName.trim())) errors.dnsName = "domains.validation.dnsName";
  if (!NETBIOS_NAME.test(values.netbiosName.trim())) errors.netbiosName = "domains.validation.netbiosName";
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) errors.port = "domains.validation.port";
  return errors;
}

const TEXT_FIELDS = ["dnsName", "netbiosName"] as const;
const SETTING_FIELDS = ["controllers", "context", "port"] as const;

/**
 * Binds a domain that has no trust with the connection server domain, or gives a bound one a new primary
 * account. A refused account (the domain controller's answer) keeps the dialog and everything typed.
 */
export function DomainBindDialog({
  domain,
  onCancel,
  onSaved,
}: {
  domain?: DomainBindRow | undefined;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const settings = domain?.ad_domain_advanced_settings;
  const form = useEditForm<BindForm>({
    initial: {
      dnsName: domain?.dns_name ?? "",
      netbiosName: domain?.netbios_name ?? "",
      username: domain?.primaryName ?? "",
      password: "",
      // The form lists the controllers as one text, comma-separated, as it sends them (advancedSettings).
      controllers: (settings?.ad_domain_controllers ?? []).join(", "),
      context: settings?.ad_domain_context ?? "",
      port: String(settings?.port ?? 389),
    },
    validate: bindErrors,
    save: async (values) => {
      const account = { username: values.username.trim(), password: values.password };
      const chosen = { controllers: values.controllers, context: values.context, port: Number(values.port) };
      await sendApiCall(
        domain
          ? updateDomainCall(domain.id, account, chosen)
          : bindDomainCall({ dnsName: values.dnsName, netbiosName: values.netbiosName }, account, chosen),
      );
    },
    onSaved,
  });
  const field = (
    name: (typeof TEXT_FIELDS)[number] | (typeof SETTING_FIELDS)[number],
    isReadOnly = false,
  ) => (
    <div className="vdc-field" key={name}>
      <label htmlFor={`${formId}-${name}`}>{t(`domains.field.${name}`)}</label>
      <input
        {...fieldIds(formId, name, form.errors[name] !== undefined)}
        className="vdc-input"
        autoComplete="off"
        spellCheck={false}
        readOnly={isReadOnly}
        inputMode={name === "port" ? "numeric" : undefined}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
      />
      <FieldError formId={formId} field={name} message={form.errors[name] && t(form.errors[name])} />
    </div>
  );
  return (
    <EditDialog
      title={domain ? t("domains.bind.editTitle", { name: domain.dns_name }) : t("domains.bind.title")}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      {TEXT_FIELDS.map((name) => field(name, domain !== undefined))}
      <AccountFields
        formId={formId}
        values={form.values}
        errors={form.errors}
        setField={(name, value) => form.setField(name, value)}
      />
      {SETTING_FIELDS.map((name) => field(name))}
    </EditDialog>
  );
}
