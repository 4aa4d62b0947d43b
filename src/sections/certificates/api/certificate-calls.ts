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

/** Imports the certificate signed for the pending request into the connection server's personal store. */
export function importCertificateCall(certificate: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/connection-servers/action/import-certificate",
    body: { certificate_usage: "MACHINE", format: "pem", certificate_chain: certificate },
  };
}
