import type { ApiCall } from "../../../core/http/api-call";
import type { CsrSpec } from "../certificates.types";

/** Generates a certificate signing request for the connection server's machine certificate (answers { csr }). */
export function generateCsrCall(spec: CsrSpec): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/connection-servers/action/generate-csr",
    body: { certificate_usage: "MACHINE", ...spec },
  };
}

export { importCertificateCall } from "../../../core/certificates/import-certificate-call";
