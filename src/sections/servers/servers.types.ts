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

type SmartCardSupport = "OPTIONAL" | "REQUIRED" | "OFF";
type MultiSupport = "DISABLED" | "MULTI_ENABLED" | "MULTI_REQUIRED";

/**
 * ConnectionServerInfoV2 as GET /config/v2/connection-servers/{id} answers it: the fields a
 * ConnectionServerUpdateSpecV2 carries (its required ones are always answered by a 2212 pod).
 */
export interface ConnectionServerSettingsInfo {
  id: string;
  enabled: boolean;
  tags?: string[];
  auxillary_external_pcoip_ipv4_address?: string;
  bypass_app_blast_gateway: boolean;
  bypass_pcoip_gateway: boolean;
  bypass_tunnel?: boolean;
  direct_htmlabsg?: boolean;
  disclose_service_principal_name: boolean;
  enable_smart_card_user_name_hint?: boolean;
  external_appblast_url?: string;
  external_pcoip_url?: string;
  external_url?: string;
  host_redirection: boolean;
  logoff_when_remove_smart_card?: boolean;
  smart_card_support: SmartCardSupport;
  smart_card_support_for_admin: SmartCardSupport;
  gss_apiinfo: { gss_apienabled: boolean; allow_receiving_ntlm?: boolean; gss_apiauthenticator_id?: string };
  jwt_info?: { jwt_support?: MultiSupport; jwt_authenticator_ids?: string[] };
  ldap_backup_info?: {
    frequency_time?: string;
    ldap_backup_folder?: string;
    max_number?: number;
    time_offset?: number;
  };
  radius_info: {
    radius_enabled: boolean;
    radius_authenticator_id?: string;
    radius_name_mapping?: boolean;
    radius_sso?: boolean;
  };
  rsa_secure_id_info: { secure_id_enabled: boolean; name_mapping?: boolean };
  saml_info: {
    saml_support: MultiSupport;
    saml_authenticator_ids?: string[];
    workspace_one_block_old_clients?: boolean;
    workspace_one_host_name?: string;
    workspace_one_mode_enabled?: boolean;
  };
  unauthenticated_access_info: {
    enabled: boolean;
    block_unsupported_clients?: boolean;
    client_puzzle_difficulty?: number;
    default_unauth_user_id?: string;
    user_idle_timeout?: number;
  };
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
