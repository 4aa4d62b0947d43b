// The certificate shapes the section reads and writes. The public REST API lists only the connection
// servers' own store: these are the emulator's calls, in the OpenAPI's style (docs/emulator.md), with spec
// 001 §3's certificate states.

export const CERTIFICATE_STATES = [
  "EXPIRED",
  "ABOUT_TO_EXPIRED",
  "INVALID",
  "NOT_STARTED",
  "VALID",
  "NOT_SET",
] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export type CertificateUsage =
  "CONNECTION_SERVER" | "GATEWAY" | "VIRTUAL_CENTER" | "SAML_AUTHENTICATOR" | "EVENT_DATABASE";

export interface Certificate {
  id: string;
  usage: CertificateUsage;
  owner_id: string;
  owner_name: string;
  subject_name?: string;
  issuer_name?: string;
  serial_number?: string;
  valid_from?: number;
  valid_until?: number;
  days_left?: number;
  state: CertificateState;
  invalid_reasons: string[];
  csr_pending: boolean;
}

export interface CsrSpec {
  common_name: string;
  organization: string;
  key_length: "2048" | "3072" | "4096";
}
