import { useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import {
  addAppVolumesManagerCall,
  importCertificateCall,
  updateAppVolumesManagerCall,
  updateConnectionServerCall,
} from "./api/server-calls";
import { generateCsr, getConnectionServerSettings } from "./api/server-reads";
import { ConnectionServerAuthenticators } from "./connection-server-authenticators";
import { CheckField, isWholeNumber, SelectField, TextField } from "../../ui/edit-form/form-fields";
import type { AppVolumesManager, ConnectionServerRow } from "./servers.types";

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const SMART_CARD_SUPPORT = ["OFF", "OPTIONAL", "REQUIRED"] as const;
/** ConnectionServerSAMLInfo.saml_support: off, allowed, or required (several authenticators each). */
const SAML_SUPPORT = ["DISABLED", "MULTI_ENABLED", "MULTI_REQUIRED"] as const;
const TAG = /^[A-Za-z0-9_.-]{1,64}$/;

interface DialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** A connection server's own settings: tags, authentication choices and smart-card options. */
export function ConnectionServerDialog({
  server,
  onClose,
  onSaved,
}: DialogProps & { server: ConnectionServerRow }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm({
    initial: {
      tags: (server.tags ?? []).join(", "),
      smartCard: server.smart_card_support ?? "OPTIONAL",
      logoff: server.logoff_when_remove_smart_card ?? false,
      rsa: server.rsa_secure_id_info?.secure_id_enabled ?? false,
      radius: server.radius_info?.radius_enabled ?? false,
      saml: server.saml_info?.saml_support ?? "DISABLED",
    },
    validate: (values) => {
      const tags = values.tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean);
      return {
        ...(tags.every((tag) => TAG.test(tag)) ? {} : { tags: "servers.connectionServer.tagsInvalid" }),
        ...(values.smartCard === "REQUIRED" && (values.rsa || values.radius)
          ? { smartCard: "servers.connectionServer.smartCardConflict" }
          : {}),
      };
    },
    save: async (values) => {
      // The v2 update replaces every setting: the server's current ones are read first, so only what
      // the dialog edits changes.
      const current = await getConnectionServerSettings(server.id);
      await sendApiCall(
        updateConnectionServerCall(current, {
          tags: values.tags
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean),
          smart_card_support: values.smartCard,
          logoff_when_remove_smart_card: values.logoff,
          rsa_secure_id_enabled: values.rsa,
          radius_enabled: values.radius,
          saml_support: values.saml,
        }),
      );
    },
    onSaved,
  });
  const field = { form, formId };
  return (
    <EditDialog
      title={t("servers.connectionServer.editTitle", { name: server.name })}
      form={form}
      onCancel={onClose}
    >
      <TextField {...field} field="tags" label="servers.connectionServer.tags" autoComplete="off" />
      <fieldset className="vdc-fieldset">
        <legend>{t("servers.connectionServer.authentication")}</legend>
        <CheckField {...field} field="rsa" label="servers.connectionServer.rsa" />
        <CheckField {...field} field="radius" label="servers.connectionServer.radius" />
        <SelectField
          {...field}
          field="saml"
          label="servers.connectionServer.saml"
          values={SAML_SUPPORT}
          prefix="servers.saml"
        />
        <ConnectionServerAuthenticators server={server} />
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("servers.connectionServer.smartCard")}</legend>
        <SelectField
          {...field}
          field="smartCard"
          label="servers.connectionServer.smartCardSupport"
          values={SMART_CARD_SUPPORT}
          prefix="servers.smartCard"
        />
        {form.errors.smartCard && (
          <p role="alert" className="vdc-error-text">
            {t(form.errors.smartCard)}
          </p>
        )}
        <CheckField {...field} field="logoff" label="servers.connectionServer.logoff" />
      </fieldset>
    </EditDialog>
  );
}

/** Replaces the connection server's certificate: a signing request to copy, then the signed certificate. */
export function CertificateDialog({ serverName, onClose, onSaved }: DialogProps & { serverName: string }) {
  const t = useTranslation();
  const errorText = useErrorText();
  const formId = useId();
  const [csr, setCsr] = useState("");
  const [csrError, setCsrError] = useState<string | null>(null);
  const form = useEditForm({
    initial: { subject: `CN=${serverName}`, certificate: "" },
    validate: ({ subject, certificate }) => ({
      ...(/^CN=[^,]+/.test(subject.trim()) ? {} : { subject: "servers.certificate.subjectInvalid" }),
      ...(certificate.includes("-----BEGIN CERTIFICATE-----")
        ? {}
        : { certificate: "servers.certificate.pemRequired" }),
    }),
    save: async ({ certificate }) => {
      await sendApiCall(importCertificateCall(certificate.trim()));
    },
    onSaved,
  });
  const request = () => {
    setCsrError(null);
    generateCsr(form.values.subject.trim(), [serverName]).then(setCsr, (error: unknown) =>
      setCsrError(errorText(error)),
    );
  };
  return (
    <EditDialog
      title={t("servers.certificate.replaceTitle", { name: serverName })}
      form={form}
      onCancel={onClose}
    >
      <TextField
        form={form}
        formId={formId}
        field="subject"
        label="servers.certificate.subject"
        autoComplete="off"
      />
      <div>
        <button
          type="button"
          className="vdc-button"
          disabled={form.errors.subject !== undefined}
          onClick={request}
        >
          {t("servers.certificate.generateCsr")}
        </button>
      </div>
      {csrError && (
        <p role="alert" className="vdc-error-text">
          {csrError}
        </p>
      )}
      {csr && (
        <div className="vdc-field">
          <label htmlFor={`${formId}-csr`}>{t("servers.certificate.csr")}</label>
          <textarea id={`${formId}-csr`} className="vdc-input" readOnly rows={6} value={csr} />
        </div>
      )}
      <div className="vdc-field">
        <label htmlFor={`${formId}-certificate`}>{t("servers.certificate.signed")}</label>
        <textarea
          id={`${formId}-certificate`}
          className="vdc-input"
          rows={6}
          value={form.values.certificate}
          onChange={(event) => form.setField("certificate", event.target.value)}
        />
      </div>
    </EditDialog>
  );
}

/** Adds or edits an App Volumes manager; its password is write-only (an edit keeps it unless typed). */
export function AppVolumesManagerDialog({
  manager,
  onClose,
  onSaved,
}: DialogProps & { manager?: AppVolumesManager }) {
  const t = useTranslation();
  const formId = useId();
  const isNew = manager === undefined;
  const form = useEditForm({
    initial: {
      serverName: manager?.server_name ?? "",
      port: String(manager?.port ?? 443),
      username: manager?.username ?? "",
      password: "",
    },
    validate: (values) => ({
      ...(HOST_NAME.test(values.serverName.trim())
        ? {}
        : { serverName: "servers.vcenter.serverNameInvalid" }),
      ...(isWholeNumber(values.port, 1, 65_535) ? {} : { port: "servers.vcenter.portInvalid" }),
      ...(values.username.trim() ? {} : { username: "servers.vcenter.userRequired" }),
      ...(!isNew || values.password ? {} : { password: "servers.vcenter.passwordRequired" }),
    }),
    save: async (values) => {
      const spec = {
        server_name: values.serverName.trim(),
        port: Number(values.port),
        username: values.username.trim(),
        ...(values.password ? { password: values.password } : {}),
      };
      await sendApiCall(
        manager ? updateAppVolumesManagerCall(manager.id, spec) : addAppVolumesManagerCall(spec),
      );
    },
    onSaved,
  });
  const field = { form, formId };
  return (
    <EditDialog
      title={t(isNew ? "servers.manager.addTitle" : "servers.manager.editTitle")}
      form={form}
      onCancel={onClose}
      size="medium"
    >
      <TextField {...field} field="serverName" label="servers.vcenter.serverName" autoComplete="off" />
      <TextField {...field} field="port" label="servers.vcenter.port" inputMode="numeric" />
      <TextField {...field} field="username" label="servers.vcenter.userName" autoComplete="off" />
      <TextField
        {...field}
        field="password"
        label="servers.vcenter.password"
        type="password"
        autoComplete="new-password"
        {...(isNew ? {} : { placeholder: t("servers.vcenter.passwordUnchanged") })}
      />
    </EditDialog>
  );
}
