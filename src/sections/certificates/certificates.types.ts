// The connection server's certificate store as OpenAPI 2212 describes it (GET
// /config/v1/connection-servers/certificates), with spec 001 §3's certificate states derived from it.

export const CERTIFICATE_STATES = ["EXPIRED", "ABOUT_TO_EXPIRED", "INVALID", "NOT_STARTED", "VALID"] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** CertificateInfo: one certificate of the connection server's personal store; times are "yyyyMMddHHmmss". */
export interface CertificateInfo {
  certificate_usage?: string;
  subject_name?: string;
  issuer_name?: string;
  serial_number?: string;
  signature_algorithm?: string;
  valid_from?: string;
  valid_until?: string;
  is_valid?: boolean;
  in_use?: boolean;
  invalid_reasons?: string[];
  dnssubject_alternative_names?: string[];
}

/** A row of the certificate grid: the certificate, its state and its end as a time. */
export interface CertificateRow extends CertificateInfo {
  id: string;
  state: CertificateState;
  validUntil?: number;
  daysLeft?: number;
}

/** CsrSpec: what the signing request names. */
export interface CsrSpec {
  subject_name: string;
  dns_subject_alternative_names: string[];
}
