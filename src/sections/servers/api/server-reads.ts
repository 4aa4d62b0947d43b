import { apiPath, fetchAllPages, restApi } from "../../../core/http/api-clients";
import type { NamedItem } from "../../../core/query/id-names";
import type {
  AppVolumesManager,
  AppVolumesManagerRow,
  CertificateData,
  ConnectionServer,
  ConnectionServerRow,
  ConnectionServerSettingsInfo,
  Gateway,
  GatewayRow,
  ServerHealth,
  VirtualCenter,
  VirtualCenterRow,
} from "../servers.types";

interface Monitor {
  id: string;
  status?: string;
  connection_servers?: { status?: string }[];
  certificate?: { valid?: boolean };
  active_connection_count?: number;
}

const OK = new Set(["OK", "UP"]);
const WARN = new Set([
  "WARN",
  "WARNING",
  "STALE",
  "NOT_CONTACTED",
  "RECONNECTING",
  "NOT_YET_CONNECTED",
  "RESTART_REQUIRED",
]);

/** One monitor status as a health level. */
function levelOf(status: string | undefined): ServerHealth {
  if (status === undefined || status === "UNKNOWN") return "UNKNOWN";
  if (OK.has(status)) return "OK";
  return WARN.has(status) ? "WARN" : "ERROR";
}

const RANK: Record<ServerHealth, number> = { ERROR: 0, WARN: 1, UNKNOWN: 2, DISABLED: 3, OK: 4 };

/** A server's health: its own status, or the worst of what each connection server reports of it. */
function healthOf(monitor: Monitor | undefined): ServerHealth {
  if (!monitor) return "UNKNOWN";
  if (monitor.status !== undefined) return levelOf(monitor.status);
  const levels = (monitor.connection_servers ?? []).map((cs) => levelOf(cs.status));
  return levels.reduce<ServerHealth>((worst, level) => (RANK[level] < RANK[worst] ? level : worst), "OK");
}

/** Monitors by id; an administrator who may not read them sees no health rather than no servers. */
async function monitorsOf(path: string): Promise<Map<string, Monitor>> {
  const monitors = await restApi
    .get(path)
    .json<Monitor[]>()
    .catch(() => []);
  return new Map(monitors.map((monitor) => [monitor.id, monitor]));
}

/** The vCenter servers with their health. */
export async function getVirtualCenterRows(): Promise<VirtualCenterRow[]> {
  const [vcenters, monitors] = await Promise.all([
    restApi.get("/config/v2/virtual-centers").json<VirtualCenter[]>(),
    monitorsOf("/monitor/v2/virtual-centers"),
  ]);
  return vcenters.map((vc) => ({ ...vc, health: healthOf(monitors.get(vc.id)) }));
}

/** The registered gateways with their health and active connections. */
export async function getGatewayRows(): Promise<GatewayRow[]> {
  const [gateways, monitors] = await Promise.all([
    restApi.get("/config/v1/gateways").json<Gateway[]>(),
    // v3: the version whose answer the pod fills (the unrecognised-request counts are v3 fields).
    monitorsOf("/monitor/v3/gateways"),
  ]);
  return gateways.map((gateway) => ({
    ...gateway,
    health: healthOf(monitors.get(gateway.id)),
    connections: monitors.get(gateway.id)?.active_connection_count ?? 0,
  }));
}

/** One connection server's settings, with every field its update needs (ConnectionServerInfoV2). */
export function getConnectionServerSettings(id: string): Promise<ConnectionServerSettingsInfo> {
  return restApi
    .get(apiPath("/config/v2/connection-servers/{id}", { id }))
    .json<ConnectionServerSettingsInfo>();
}

/** The connection servers with their health and whether their certificate is valid. */
export async function getConnectionServerRows(): Promise<ConnectionServerRow[]> {
  const [servers, monitors] = await Promise.all([
    restApi.get("/config/v2/connection-servers").json<ConnectionServer[]>(),
    monitorsOf("/monitor/v3/connection-servers"),
  ]);
  return servers.map((server) => {
    const monitor = monitors.get(server.id);
    const valid = monitor?.certificate?.valid;
    return {
      ...server,
      health: server.enabled ? healthOf(monitor) : "DISABLED",
      ...(valid === undefined ? {} : { certificateValid: valid }),
    };
  });
}

/** The App Volumes managers with their health and how many farms they serve. */
export async function getAppVolumesManagerRows(): Promise<AppVolumesManagerRow[]> {
  const [managers, monitors, farms] = await Promise.all([
    restApi.get("/config/v1/app-volumes-manager").json<AppVolumesManager[]>(),
    monitorsOf("/monitor/app-volumes-managers"),
    // Which farms a manager serves is on the farm (FarmInfoV5), not on the manager or its monitor.
    fetchAllPages<{ id: string; app_volumes_manager_guid?: string }>("/inventory/v5/farms"),
  ]);
  return managers.map((manager) => {
    const farmIds = farms.filter((farm) => farm.app_volumes_manager_guid === manager.id).map(({ id }) => id);
    return { ...manager, health: healthOf(monitors.get(manager.id)), farmCount: farmIds.length, farmIds };
  });
}

/** The farms an App Volumes manager can be given (2212 does not page the farm list: it is read whole). */
export function getFarmNames(): Promise<NamedItem[]> {
  return restApi.get("/inventory/v1/farms").json<NamedItem[]>();
}

/** What a vCenter's certificate is (signing in with the given account); a refused sign-in rejects. */
export function validateVcenterCertificate(spec: {
  server_name: string;
  port: number;
  username: string;
  password: string;
}): Promise<CertificateData> {
  return restApi
    .post({ ...spec, password: [...spec.password] }, "/config/v1/virtual-centers/action/validate-certificate")
    .json<CertificateData>();
}

/** A certificate signing request for the connection server (PEM). */
export async function generateCsr(subject: string, names: readonly string[]): Promise<string> {
  const answer = await restApi
    .post(
      { subject_name: subject, dns_subject_alternative_names: names, certificate_usage: "MACHINE" },
      "/config/v1/connection-servers/action/generate-csr",
    )
    .json<{ csr: string }>();
  return answer.csr;
}
