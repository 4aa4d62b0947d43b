import { useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { generateCsrCall, importCertificateCall } from "./api/certificate-calls";
import type { CertificateRow } from "./certificates.types";

const PEM = /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----\s*$/;
const SUBJECT = /^CN=[^,]+/;

interface RenewProps {
  certificate: CertificateRow;
  onCancel: () => void;
  onSaved: () => void;
}

/** The signing request's form: the subject and the DNS names, comma-separated. */
interface CsrFields {
  subject_name: string;
  alternative_names: string;
}

const namesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Renews the connection server's machine certificate in two steps: a certificate signing request
 * (copied to the certificate authority), then the signed certificate imported.
 */
export function RenewCertificateDialog(props: RenewProps) {
  const [csr, setCsr] = useState<string | null>(null);
  return csr === null ? <CsrStep {...props} onGenerated={setCsr} /> : <ImportStep {...props} csr={csr} />;
}

function CsrStep({
  certificate,
  onCancel,
  onGenerated,
}: RenewProps & { onGenerated: (csr: string) => void }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<CsrFields>({
    initial: {
      subject_name: certificate.subject_name ?? "",
      alternative_names: (certificate.dnssubject_alternative_names ?? []).join(", "),
    },
    validate: (values) => {
      const errors: FieldErrors<CsrFields> = {};
      if (!SUBJECT.test(values.subject_name.trim())) errors.subject_name = "certificates.validation.subject";
      return errors;
    },
    save: async (values) => {
      const answer = (await sendApiCall(
        generateCsrCall({
          subject_name: values.subject_name.trim(),
          dns_subject_alternative_names: namesOf(values.alternative_names),
        }),
      )) as { csr?: string } | undefined;
      onGenerated(answer?.csr ?? "");
    },
  });
  return (
    <EditDialog
      title={t("certificates.renew.csrTitle", { name: certificateLabelOf(certificate) })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <p>{t("certificates.renew.csrIntro")}</p>
      {(["subject_name", "alternative_names"] as const).map((field) => (
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
    </EditDialog>
  );
}

const certificateLabelOf = (certificate: CertificateRow) => certificate.subject_name ?? certificate.id;

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
      await sendApiCall(importCertificateCall(values.certificate.trim()));
    },
    onSaved,
  });
  const error = form.errors.certificate;
  return (
    <EditDialog
      title={t("certificates.renew.importTitle", { name: certificateLabelOf(certificate) })}
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
