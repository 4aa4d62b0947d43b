import type { ApiCall } from "../../../core/http/api-call";
import { apiPath, queryString } from "../../../core/http/api-clients";
import type { ConnectionServerSettingsInfo, VirtualCenterLimits } from "../servers.types";

/** What the vCenter wizard sends; the password only when one was typed (the API keeps it write-only). */
export interface VirtualCenterSpec {
  server_name?: string;
  port: number;
  user_name: string;
  password?: string;
  certificate_override?: { type: "PEM"; certificate: string };
  limits: VirtualCenterLimits;
  storage_accelerator_data: { enabled: boolean; default_cache_size_mb: number };
  se_sparse_reclamation_enabled: boolean;
}

// Passwords go as the OpenAPI's character arrays.
const withPassword = ({ password, ...spec }: { password?: string | undefined }) =>
  password ? { ...spec, password: [...password] } : spec;

/** 2212 cannot add a vCenter Server through REST: POST /config/v3/virtual-centers came with 2303. */
export function addVirtualCenterCall(spec: VirtualCenterSpec): ApiCall {
  return { api: "rest", method: "POST", path: "/config/v3/virtual-centers", body: withPassword(spec) };
}

export function setConnectionServersEnabledCall(ids: readonly string[], enabled: boolean): ApiCall {
  const action = enabled ? "enable" : "disable";
  return { api: "rest", method: "POST", path: `/config/v1/connection-servers/action/${action}`, body: ids };
}

/** What the settings dialog edits; everything else of the server is sent back as it was read. */
export interface ConnectionServerEdits {
  tags: string[];
  /** One of ConnectionServerUpdateSpecV2's smart_card_support values (the dialog offers only those). */
  smart_card_support: string;
  logoff_when_remove_smart_card: boolean;
  rsa_secure_id_enabled: boolean;
  radius_enabled: boolean;
  /** One of ConnectionServerSAMLSpec's saml_support values. */
  saml_support: string;
}

/** The fields of a nested info its spec also has (an info's read-only fields are not sent back). */
const only = <T extends object>(info: T | undefined, fields: readonly (keyof T)[]) =>
  info === undefined
    ? undefined
    : Object.fromEntries(
        fields.filter((field) => info[field] !== undefined).map((field) => [field, info[field]]),
      );

/**
 * ConnectionServerUpdateSpecV2: the whole server as `current` was read, with the dialog's edits. The
 * update replaces every setting, so a field left out would be reset; read-only info fields (RSA's
 * security_file_uploaded, the LDAP backup's last status, GSSAPI's authenticator id) are not part of it.
 */
export function connectionServerUpdateSpec(
  current: ConnectionServerSettingsInfo,
  edits: ConnectionServerEdits,
) {
  const backup = current.ldap_backup_info;
  const backupSpec = only(backup, ["frequency_time", "ldap_backup_folder", "max_number", "time_offset"]);
  return {
    ...only(current, [
      "auxillary_external_pcoip_ipv4_address",
      "bypass_app_blast_gateway",
      "bypass_pcoip_gateway",
      "bypass_tunnel",
      "direct_htmlabsg",
      "disclose_service_principal_name",
      "enable_smart_card_user_name_hint",
      "enabled",
      "external_appblast_url",
      "external_pcoip_url",
      "external_url",
      "host_redirection",
      "smart_card_support_for_admin",
    ]),
    tags: edits.tags,
    smart_card_support: edits.smart_card_support,
    logoff_when_remove_smart_card: edits.logoff_when_remove_smart_card,
    gss_apiinfo: { gss_apienabled: current.gss_apiinfo.gss_apienabled },
    ...(current.jwt_info
      ? { jwt_info: only(current.jwt_info, ["jwt_support", "jwt_authenticator_ids"]) }
      : {}),
    // The backup spec's four fields are all required: it is sent back only whole.
    ...(backupSpec && Object.keys(backupSpec).length === 4 ? { ldap_backup_info: backupSpec } : {}),
    radius_info: { ...current.radius_info, radius_enabled: edits.radius_enabled },
    rsa_secure_id_info: {
      ...only(current.rsa_secure_id_info, ["name_mapping"]),
      secure_id_enabled: edits.rsa_secure_id_enabled,
    },
    saml_info: { ...current.saml_info, saml_support: edits.saml_support },
    unauthenticated_access_info: current.unauthenticated_access_info,
  };
}

export function updateConnectionServerCall(
  current: ConnectionServerSettingsInfo,
  edits: ConnectionServerEdits,
): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/config/v2/connection-servers/{id}", { id: current.id }),
    body: connectionServerUpdateSpec(current, edits),
  };
}

// The connection server's certificate is imported as on Certificate Management: one call, one encoding.
export { importCertificateCall } from "../../../core/certificates/import-certificate-call";

export interface AppVolumesManagerSpec {
  server_name: string;
  port: number;
  username: string;
  password?: string;
}

export function addAppVolumesManagerCall(spec: AppVolumesManagerSpec): ApiCall {
  return { api: "rest", method: "POST", path: "/config/v1/app-volumes-manager", body: withPassword(spec) };
}

export function updateAppVolumesManagerCall(id: string, spec: AppVolumesManagerSpec): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/config/v1/app-volumes-manager/{id}", { id }),
    body: withPassword(spec),
  };
}

export function removeAppVolumesManagerCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/config/v1/app-volumes-manager/{id}", { id }) };
}

export function pushCertificatesCall(id: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/config/v1/app-volumes-manager/{id}/action/push-certificates", { id }),
  };
}

/** Gives a manager these farms (a farm served by another manager moves): a result per farm. */
export function assignFarmsCall(managerId: string, farmIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/config/v1/app-volumes-manager/{id}/action/assign-farms", { id: managerId }),
    body: farmIds,
  };
}

/** Takes these farms from whichever manager serves them: a result per farm. */
export function unassignFarmsCall(farmIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/app-volumes-manager/action/unassign-farms",
    body: farmIds,
  };
}

/** The datastores of a host or cluster that archived machines are saved to: a result per datastore. */
export function markDatastoresForArchivalCall(
  vcenterId: string,
  hostOrClusterId: string,
  datastoreIds: readonly string[],
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path:
      apiPath("/config/v1/virtual-centers/{id}/action/mark-datastores-for-archival", { id: vcenterId }) +
      queryString({ host_or_cluster_id: hostOrClusterId }),
    body: datastoreIds,
  };
}
