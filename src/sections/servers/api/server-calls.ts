import type { ApiCall } from "../../../core/http/api-call";
import { apiPath, queryString } from "../../../core/http/api-clients";
import type { VirtualCenterLimits } from "../servers.types";

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

export function updateVirtualCenterCall(id: string, spec: VirtualCenterSpec): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/config/v1/virtual-centers/{id}", { id }),
    body: withPassword(spec),
  };
}

export function removeVirtualCenterCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/config/v1/virtual-centers/{id}", { id }) };
}

export function registerGatewayCall(spec: { name: string; type: string; internal: boolean }): ApiCall {
  return { api: "rest", method: "POST", path: "/config/v1/gateways", body: spec };
}

export function unregisterGatewayCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/config/v1/gateways/{id}", { id }) };
}

export function setConnectionServersEnabledCall(ids: readonly string[], enabled: boolean): ApiCall {
  const action = enabled ? "enable" : "disable";
  return { api: "rest", method: "POST", path: `/config/v1/connection-servers/action/${action}`, body: ids };
}

export interface ConnectionServerSettings {
  tags: string[];
  smart_card_support: string;
  logoff_when_remove_smart_card: boolean;
  rsa_secure_id_enabled: boolean;
  radius_enabled: boolean;
  saml_support: string;
}

export function updateConnectionServerCall(id: string, settings: ConnectionServerSettings): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/config/v1/connection-servers/{id}", { id }),
    body: settings,
  };
}

export function importCertificateCall(certificate: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/connection-servers/action/import-certificate",
    body: { certificate_usage: "MACHINE", format: "pem", certificate_chain: certificate },
  };
}

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
