import { useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { generateCsrCall, importCertificateCall } from "./api/certificate-calls";
import type { Certificate, CsrSpec } from "./certificates.types";

const KEY_LENGTHS = ["2048", "3072", "4096"] as const;
const PEM = /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----\s*$/;

interface RenewProps {
  certificate: Certificate;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Renews a certificate in two steps: a certificate signing request for its owner (copied to the
 * certificate authority), then the signed certificate imported. A pending request skips the first step.
 */
export function RenewCertificateDialog(props: RenewProps) {
  const [csr, setCsr] = useState<string | null>(props.certificate.csr_pending ? "" : null);
  return csr === null ? <CsrStep {...props} onGenerated={setCsr} /> : <ImportStep {...props} csr={csr} />;
}

function CsrStep({
  certificate,
  onCancel,
  onGenerated,
}: RenewProps & { onGenerated: (csr: string) => void }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<CsrSpec>({
    initial: { common_name: certificate.owner_name, organization: "", key_length: "2048" },
    validate: (values) => {
      const errors: FieldErrors<CsrSpec> = {};
      if (values.common_name.trim() === "") errors.common_name = "certificates.validation.commonName";
      if (values.organization.trim() === "") errors.organization = "certificates.validation.organization";
      return errors;
    },
    save: async (values) => {
      const answer = (await sendApiCall(generateCsrCall(certificate.id, values))) as
        { csr?: string } | undefined;
      onGenerated(answer?.csr ?? "");
    },
  });
  return (
    <EditDialog
      title={t("certificates.renew.csrTitle", { name: certificate.owner_name })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <p>{t("certificates.renew.csrIntro")}</p>
      {(["common_name", "organization"] as const).map((field) => (
        <div className="vdc-field" key={field}>
          <label htmlFor={`${formId}-${field}`}>{t(`certificates.field.${field}`)}</label>
          <input
            {...fieldIds(formId, field, form.errors[field] !== undefined)}
            className="vdc-input"
            autoComplete="off"
            value={form.values[field]}
            onChange={(event) => form.setField(field, event.target.value)}
          />
          <FieldError formId={formId} field={field} message={form.errors[field] && t(form.errors[field])} />
        </div>
      ))}
      <div className="vdc-field">
        <label htmlFor={`${formId}-key`}>{t("certificates.field.keyLength")}</label>
        <select
          id={`${formId}-key`}
          className="vdc-select"
          value={form.values.key_length}
          onChange={(event) =>
            form.setField("key_length", KEY_LENGTHS.find((length) => length === event.target.value) ?? "2048")
          }
        >
          {KEY_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {length}
            </option>
          ))}
        </select>
      </div>
    </EditDialog>
  );
}

function ImportStep({ certificate, csr, onCancel, onSaved }: RenewProps & { csr: string }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<{ certificate: string }>({
    initial: { certificate: "" },
    validate: (values) =>
      values.certificate !== "" && !PEM.test(values.certificate.trim())
        ? { certificate: "certificates.validation.pem" }
        : {},
    save: async (values) => {
      await sendApiCall(importCertificateCall(certificate.id, values.certificate.trim()));
    },
    onSaved,
  });
  const error = form.errors.certificate;
  return (
    <EditDialog
      title={t("certificates.renew.importTitle", { name: certificate.owner_name })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      {csr !== "" && (
        <div className="vdc-field">
          <label htmlFor={`${formId}-csr`}>{t("certificates.field.csr")}</label>
          <textarea
            id={`${formId}-csr`}
            className="vdc-input vdc-certificates__pem"
            readOnly
            rows={6}
            value={csr}
          />
        </div>
      )}
      <p>{t("certificates.renew.importIntro")}</p>
      <div className="vdc-field">
        <label htmlFor={`${formId}-certificate`}>{t("certificates.field.certificate")}</label>
        <textarea
          {...fieldIds(formId, "certificate", error !== undefined)}
          className="vdc-input vdc-certificates__pem"
          rows={8}
          spellCheck={false}
          value={form.values.certificate}
          onChange={(event) => form.setField("certificate", event.target.value)}
        />
        <FieldError formId={formId} field="certificate" message={error && t(error)} />
      </div>
    </EditDialog>
  );
}
