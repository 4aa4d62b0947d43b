import { useEffect, useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LoadFailed } from "../../ui/load-failed/load-failed";
import { Wizard, type WizardStep } from "../../ui/wizard/wizard";
import { addVirtualCenterCall } from "./api/server-calls";
import { validateVcenterCertificate } from "./api/server-reads";
import { CheckField, isWholeNumber, TextField } from "../../ui/edit-form/form-fields";
import type { CertificateData } from "./servers.types";

interface VcenterForm {
  serverName: string;
  port: string;
  userName: string;
  password: string;
  provisioning: string;
  powerOperations: string;
  instantClone: string;
  cacheEnabled: boolean;
  cacheSize: string;
  reclamation: boolean;
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const INITIAL: VcenterForm = {
  serverName: "",
  port: "443",
  userName: "",
  password: "",
  provisioning: "20",
  powerOperations: "50",
  instantClone: "20",
  cacheEnabled: false,
  cacheSize: "1024",
  reclamation: false,
};

function validate(values: VcenterForm): FieldErrors<VcenterForm> {
  const limit = (text: string) => (isWholeNumber(text, 1, 1000) ? undefined : "servers.vcenter.limitInvalid");
  const errors: FieldErrors<VcenterForm> = {
    serverName: HOST_NAME.test(values.serverName.trim()) ? undefined : "servers.vcenter.serverNameInvalid",
    port: isWholeNumber(values.port, 1, 65_535) ? undefined : "servers.vcenter.portInvalid",
    userName: values.userName.trim() ? undefined : "servers.vcenter.userRequired",
    password: values.password ? undefined : "servers.vcenter.passwordRequired",
    provisioning: limit(values.provisioning),
    powerOperations: limit(values.powerOperations),
    instantClone: limit(values.instantClone),
    cacheSize: isWholeNumber(values.cacheSize, 100, 32_768) ? undefined : "servers.vcenter.cacheSizeInvalid",
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

/** The certificate check a certificate meets (spec 001 §3's modes) and why it needs attention. */
function CertificateStep({
  values,
  certificate,
  onLoaded,
  isAccepted,
  onAccept,
}: {
  values: VcenterForm;
  certificate: CertificateData | null;
  onLoaded: (certificate: CertificateData) => void;
  isAccepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const t = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { serverName, port, userName, password } = values;
  useEffect(() => {
    let isCurrent = true;
    validateVcenterCertificate({
      server_name: serverName.trim(),
      port: Number(port),
      username: userName.trim(),
      password,
    }).then(
      (data) => {
        if (isCurrent) onLoaded(data);
      },
      (error: unknown) => {
        if (isCurrent) setFailure(errorText(error));
      },
    );
    return () => {
      isCurrent = false;
    };
    // The step reads the certificate when it opens and on Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };
  if (failure) return <LoadFailed message={failure} onRetry={retry} />;
  if (!certificate) return <p role="status">{t("servers.certificate.checking")}</p>;
  const reasons = certificate.invalid_reasons ?? [];
  const mode = certificate.valid ? "valid" : certificate.allow_admin_override ? "warn" : "enforce";
  return (
    <div className="vdc-form">
      <p role="status">{t(`servers.certificate.mode.${mode}`)}</p>
      <dl className="vdc-details">
        <dt>{t("servers.certificate.thumbprint")}</dt>
        <dd>
          <code>{certificate.ssl_cert_thumbprint}</code> ({certificate.ssl_cert_thumbprint_algorithm})
        </dd>
        {reasons.length > 0 && (
          <>
            <dt>{t("servers.certificate.problems")}</dt>
            <dd>
              <ul>
                {reasons.map((reason) => (
                  <li key={reason}>
                    {t(`servers.certificate.problem.${reason}`, {
                      defaultValue: t("servers.certificate.problem.OTHER"),
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {mode === "warn" && (
        <label className="vdc-checkbox">
          <input
            id={`${id}-accept`}
            type="checkbox"
            checked={isAccepted}
            onChange={(event) => onAccept(event.target.checked)}
          />
          {t("servers.certificate.accept")}
        </label>
      )}
    </div>
  );
}

/**
 * Adds a vCenter Server (server and account, its certificate shown for acceptance, limits and storage).
 * Cancel asks before discarding entries; a refused save keeps every value and shows the server's message. 2212 has no call to edit or remove one.
 */
export function VcenterWizard({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useTranslation();
  const formId = useId();
  const [read, setRead] = useState<{ certificate: CertificateData; server: string } | null>(null);
  const [isAccepted, setAccepted] = useState(false);
  const form = useEditForm<VcenterForm>({
    initial: INITIAL,
    validate,
    save: async (values) => {
      await sendApiCall(
        addVirtualCenterCall({
          server_name: values.serverName.trim(),
          port: Number(values.port),
          user_name: values.userName.trim(),
          password: values.password,
          limits: {
            provisioning_limit: Number(values.provisioning),
            power_operations_limit: Number(values.powerOperations),
            instant_clone_engine_provisioning_limit: Number(values.instantClone),
          },
          storage_accelerator_data: {
            enabled: values.cacheEnabled,
            default_cache_size_mb: Number(values.cacheSize),
          },
          se_sparse_reclamation_enabled: values.reclamation,
          ...(certificate && !certificate.valid
            ? { certificate_override: { type: "PEM", certificate: certificate.certificate } }
            : {}),
        }),
      );
    },
    onSaved,
    success: (values) => t("servers.vcenter.added", { name: values.serverName.trim() }),
  });
  const server = `${form.values.serverName.trim()}:${form.values.port}`;
  // A certificate read for another name or port (the administrator went back) is not this server's.
  const certificate = read?.server === server ? read.certificate : null;
  const has = (...fields: (keyof VcenterForm)[]) => fields.every((field) => form.errors[field] === undefined);
  const field = { form, formId };
  const steps: WizardStep[] = [
    {
      id: "server",
      title: t("servers.vcenter.step.server"),
      isValid: has("serverName", "port", "userName", "password"),
      content: (
        <div className="vdc-form">
          <TextField
            {...field}
            field="serverName"
            label="servers.vcenter.serverName"
            required
            autoComplete="off"
          />
          <TextField {...field} field="port" label="servers.vcenter.port" required inputMode="numeric" />
          <TextField
            {...field}
            field="userName"
            label="servers.vcenter.userName"
            required
            autoComplete="off"
          />
          <TextField
            {...field}
            field="password"
            label="servers.vcenter.password"
            type="password"
            required
            autoComplete="new-password"
          />
        </div>
      ),
    },
    {
      id: "certificate",
      title: t("servers.vcenter.step.certificate"),
      isValid:
        certificate !== null && (certificate.valid || (certificate.allow_admin_override && isAccepted)),
      // Said when Next is pressed before the certificate was read, or while it is refused or not accepted.
      problem: t(
        certificate === null
          ? "servers.certificate.notRead"
          : certificate.allow_admin_override
            ? "servers.certificate.acceptFirst"
            : "servers.certificate.refused",
      ),
      content: (
        <CertificateStep
          values={form.values}
          certificate={certificate}
          onLoaded={(data) => {
            setRead({ certificate: data, server });
            setAccepted(false);
          }}
          isAccepted={isAccepted}
          onAccept={setAccepted}
        />
      ),
    },
    {
      id: "limits",
      title: t("servers.vcenter.step.limits"),
      isValid: has("provisioning", "powerOperations", "instantClone", "cacheSize"),
      content: (
        <div className="vdc-form">
          <fieldset className="vdc-fieldset">
            <legend>{t("servers.vcenter.limits")}</legend>
            <TextField
              {...field}
              field="provisioning"
              label="servers.vcenter.provisioningLimit"
              inputMode="numeric"
            />
            <TextField
              {...field}
              field="powerOperations"
              label="servers.vcenter.powerLimit"
              inputMode="numeric"
            />
            <TextField
              {...field}
              field="instantClone"
              label="servers.vcenter.instantCloneLimit"
              inputMode="numeric"
            />
          </fieldset>
          <fieldset className="vdc-fieldset">
            <legend>{t("servers.vcenter.storage")}</legend>
            <CheckField {...field} field="cacheEnabled" label="servers.vcenter.cacheEnabled" />
            <TextField {...field} field="cacheSize" label="servers.vcenter.cacheSize" inputMode="numeric" />
            <CheckField {...field} field="reclamation" label="servers.vcenter.reclamation" />
          </fieldset>
          {form.saveError && (
            <p role="alert" className="vdc-error-text">
              {form.saveError}
            </p>
          )}
        </div>
      ),
    },
  ];
  return (
    <Wizard
      isOpen
      title={t("servers.vcenter.addTitle")}
      steps={steps}
      onFinish={() => void form.save()}
      onCancel={onClose}
      isDirty={form.isDirty}
      isBusy={form.isSaving}
    />
  );
}
