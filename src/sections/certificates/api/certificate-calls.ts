import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { CsrSpec } from "../certificates.types";

const CERTIFICATE = "/config/v1/certificates/{id}";

/** Generates a certificate signing request for a certificate's owner (answers the PEM text). */
export function generateCsrCall(id: string, spec: CsrSpec): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${CERTIFICATE}/action/generate-csr`, { id }),
    body: spec,
  };
}

/** Imports the certificate signed for the pending request. */
export function importCertificateCall(id: string, certificate: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${CERTIFICATE}/action/import`, { id }),
    body: { certificate },
  };
}
