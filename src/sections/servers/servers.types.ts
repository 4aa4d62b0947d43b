/** The pod's servers as the OpenAPI describes them (only the fields the section uses). */

/** VirtualCenterInfoV2, with the limits and storage settings the wizard edits. */
export interface VirtualCenter {
  id: string;
  server_name: string;
  display_name?: string;
  description?: string;
  port: number;
  user_name: string;
  version: string;
  enabled: boolean;
  se_sparse_reclamation_enabled: boolean;
  limits: VirtualCenterLimits;
  storage_accelerator_data: { enabled: boolean; default_cache_size_mb: number };
}

export interface VirtualCenterLimits {
  provisioning_limit: number;
  power_operations_limit: number;
  instant_clone_engine_provisioning_limit: number;
}

/** CertificateData: what validate-certificate answers about a server's certificate. */
export interface CertificateData {
  valid: boolean;
  ssl_cert_thumbprint: string;
  ssl_cert_thumbprint_algorithm: string;
  certificate: string;
  invalid_reasons?: string[];
  allow_admin_override: boolean;
}

/** GatewayInfo. */
export interface Gateway {
  id: string;
  name: string;
  address: string;
  internal: boolean;
  type: string;
  version: string;
}

/** ConnectionServerInfoV2 (and the emulator's smart-card password option). */
export interface ConnectionServer {
  id: string;
  name: string;
  enabled: boolean;
  tags?: string[];
  version: string;
  local_connection_server?: boolean;
  smart_card_support?: string;
  logoff_when_remove_smart_card?: boolean;
  rsa_secure_id_info?: { secure_id_enabled?: boolean };
  radius_info?: { radius_enabled?: boolean; radius_authenticator_id?: string };
  saml_info?: { saml_support: string; saml_authenticator_ids?: string[] };
}

/** AppVolumesManagerInfo. */
export interface AppVolumesManager {
  id: string;
  server_name: string;
  port: number;
  username: string;
}

/** The health of a server, read from its monitor (spec 001 §3's health, plus "disabled"). */
export type ServerHealth = "OK" | "WARN" | "ERROR" | "UNKNOWN" | "DISABLED";

export type VirtualCenterRow = VirtualCenter & { health: ServerHealth };
export type GatewayRow = Gateway & { health: ServerHealth; connections: number };
export type ConnectionServerRow = ConnectionServer & { health: ServerHealth; certificateValid?: boolean };
export type AppVolumesManagerRow = AppVolumesManager & {
  health: ServerHealth;
  farmCount: number;
  farmIds: readonly string[];
};

/** SAML and RADIUS authenticators as their lists name them (SAMLAuthenticatorInfo, RADIUSAuthenticatorInfo). */
export interface AuthenticatorInfo {
  id: string;
  label: string;
}

/** TrueSSOEnrollmentServerInfo (the fields the console shows). */
export interface EnrollmentServerInfo {
  id: string;
  name: string;
  status?: "ONLINE" | "OFFLINE";
}
