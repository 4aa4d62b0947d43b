// The one import of a connection server's certificate, used by Certificate Management and the servers'
// connection server tab alike.
import type { ApiCall } from "../http/api-call";

/** The PEM text as the OpenAPI's `format: byte` field takes it: the file's bytes in base64. */
function pemBytes(pem: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(pem)));
}

/** Imports the certificate signed for the pending request into the connection server's personal store. */
export function importCertificateCall(certificate: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/connection-servers/action/import-certificate",
    body: { certificate_usage: "MACHINE", format: "pem", certificate_chain: pemBytes(certificate) },
  };
}
