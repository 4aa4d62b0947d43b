import { applicationsMissingOnFarm, type FarmHealthInfo } from "../../core/inventory/application-health";
import type { FarmPublishedApplication } from "../../core/inventory/farm-health";
import {
  farmHealthReasonText,
  summariseFarmHealth,
  type FarmHealthStatus,
} from "../../core/inventory/farm-health-summary";
import { compareVersions } from "../../core/utils/version-compare";
import type {
  AdDomainMonitor,
  ConnectionServerMonitor,
  EventDatabaseMonitor,
  GatewayMonitor,
  SamlAuthenticatorMonitor,
  VirtualCenterMonitor,
} from "./dashboard.types";

/** The status-icon values the dashboard shows (a subset of the console's status icon). */
export type HealthLevel = "OK" | "WARN" | "ERROR" | "DOWN" | "UNKNOWN";

/** The kinds of infrastructure component whose health the dashboard shows, in display order. */
export const HEALTH_COMPONENTS = [
  "connectionServers",
  "gateways",
  "virtualCenters",
  "adDomains",
  "eventDatabase",
  "samlAuthenticators",
  "farms",
] as const;

export type HealthComponent = (typeof HEALTH_COMPONENTS)[number];

/** One monitored item: its name as configured, its level and, when the level needs one, why. */
export interface HealthItem {
  id: string;
  name: string;
  level: HealthLevel;
  /** Translation key of the server's status when it says more than the level does. */
  detailKey?: string;
  /** Translation key of a warning about the item itself (not its status), e.g. an outdated gateway. */
  warningKey?: string;
  /** Values the warning's text names (e.g. the applications missing on a farm's hosts). */
  warningValues?: Record<string, string>;
  /** Why the item has its level, when one status says too little (a farm's reasons): keys with values. */
  reasons?: { key: string; values: Record<string, string> }[];
}

const RANK: Readonly<Record<HealthLevel, number>> = { ERROR: 1, DOWN: 1, WARN: 2, UNKNOWN: 3, OK: 4 };

/** The worst of several levels (ERROR and DOWN first, then WARN, UNKNOWN, OK); OK when there are none. */
export function worstLevel(levels: readonly HealthLevel[]): HealthLevel {
  return levels.reduce<HealthLevel>((worst, level) => (RANK[level] < RANK[worst] ? level : worst), "OK");
}

/** Sorts items worst first, then by name, so problems are read first. */
export function sortHealthItems(items: readonly HealthItem[]): HealthItem[] {
  return [...items].sort((a, b) => RANK[a.level] - RANK[b.level] || a.name.localeCompare(b.name));
}

const DETAIL = "dashboard.health.detail.";

type Mapped = Pick<HealthItem, "level" | "detailKey">;

function mapped(level: HealthLevel, detail?: string): Mapped {
  return detail ? { level, detailKey: DETAIL + detail } : { level };
}

const CONNECTION_SERVER: Readonly<Record<string, Mapped>> = {
  OK: mapped("OK"),
  ERROR: mapped("ERROR"),
  NOT_RESPONDING: mapped("DOWN", "notResponding"),
  RESTART_REQUIRED: mapped("WARN", "restartRequired"),
};
const GATEWAY: Readonly<Record<string, Mapped>> = {
  OK: mapped("OK"),
  PROBLEM: mapped("ERROR", "problem"),
  STALE: mapped("WARN", "stale"),
  NOT_CONTACTED: mapped("WARN", "notContacted"),
};
const VIRTUAL_CENTER: Readonly<Record<string, Mapped>> = {
  OK: mapped("OK"),
  DOWN: mapped("DOWN"),
  RECONNECTING: mapped("WARN", "reconnecting"),
  NOT_YET_CONNECTED: mapped("WARN", "notYetConnected"),
  INVALID_CREDENTIALS: mapped("ERROR", "invalidCredentials"),
  CANNOT_LOGIN: mapped("ERROR", "cannotLogin"),
};
const AD_DOMAIN: Readonly<Record<string, Mapped>> = {
  FULLY_ACCESSIBLE: mapped("OK"),
  UNCONTACTABLE: mapped("ERROR", "uncontactable"),
  CANNOT_BIND: mapped("ERROR", "cannotBind"),
};
const EVENT_DATABASE: Readonly<Record<string, Mapped>> = {
  CONNECTED: mapped("OK"),
  CONNECTING: mapped("WARN", "connecting"),
  RECONNECTING: mapped("WARN", "reconnecting"),
  DISCONNECTED: mapped("DOWN"),
  ERROR: mapped("ERROR"),
  NOT_CONFIGURED: mapped("WARN", "notConfigured"),
};
const SAML: Readonly<Record<string, Mapped>> = {
  OK: mapped("OK"),
  WARN: mapped("WARN"),
  ERROR: mapped("ERROR"),
};
const FARM_LEVEL: Readonly<Record<FarmHealthStatus, HealthLevel>> = {
  OK: "OK",
  WARNING: "WARN",
  ERROR: "ERROR",
  DISABLED: "UNKNOWN",
};

function lookup(table: Readonly<Record<string, Mapped>>, status: string | undefined): Mapped {
  return (status && table[status]) || mapped("UNKNOWN");
}

/** The worst per-connection-server status of a component that every connection server monitors. */
function worstOf(table: Readonly<Record<string, Mapped>>, statuses: readonly (string | undefined)[]): Mapped {
  if (statuses.length === 0) return mapped("UNKNOWN");
  const all = statuses.map((status) => lookup(table, status));
  const level = worstLevel(all.map((entry) => entry.level));
  return all.find((entry) => entry.level === level) ?? mapped(level);
}

/** Health of each connection server; a disabled one says so rather than "unknown". */
export function connectionServerHealth(monitors: readonly ConnectionServerMonitor[]): HealthItem[] {
  return monitors.map((cs) => ({
    id: cs.id,
    name: cs.name,
    ...(cs.enabled === false ? mapped("UNKNOWN", "disabled") : lookup(CONNECTION_SERVER, cs.status)),
  }));
}

/** Gateways older than this (or with no version) may not honour the console's session timeout (spec 000 §9). */
export const GATEWAY_SESSION_TIMEOUT_VERSION = "21.06";

/**
 * A gateway version in the dotted form the threshold is written in. Gateways report calendar versions
 * either dotted ("21.06") or as one YYMM number ("2106", "2312.1"); a bare "2012" must read as 20.12,
 * not as 2012, or every calendar version would count as newer than 21.06.
 */
export function dottedGatewayVersion(version: string | null | undefined): string {
  const text = (version ?? "").trim();
  const compact = /^(\d{2})(\d{2})(\..*)?$/.exec(text);
  return compact ? `${compact[1]}.${compact[2]}${compact[3] ?? ""}` : text;
}

/** True when a gateway is older than 21.06 or reports no version (version rule of spec 000 §5). */
export function needsSessionTimeoutWarning(version: string | null | undefined): boolean {
  return compareVersions(dottedGatewayVersion(version), GATEWAY_SESSION_TIMEOUT_VERSION) < 0;
}

/** Health of each gateway; an outdated or unversioned one is at least a warning, saying why. */
export function gatewayHealth(monitors: readonly GatewayMonitor[]): HealthItem[] {
  return monitors.map((gateway) => {
    const item: HealthItem = { id: gateway.id, name: gateway.name, ...lookup(GATEWAY, gateway.status) };
    if (!needsSessionTimeoutWarning(gateway.details?.version)) return item;
    return {
      ...item,
      level: worstLevel([item.level, "WARN"]),
      warningKey: "dashboard.health.warning.gatewaySessionTimeout",
    };
  });
}

/** Health of each vCenter server: the worst of its connections from the connection servers. */
export function virtualCenterHealth(monitors: readonly VirtualCenterMonitor[]): HealthItem[] {
  return monitors.map((vc) => ({
    id: vc.id,
    name: vc.name,
    ...worstOf(
      VIRTUAL_CENTER,
      (vc.connection_servers ?? []).map((cs) => cs.status),
    ),
  }));
}

/** Health of each directory domain: the worst of its connections from the connection servers. */
export function adDomainHealth(monitors: readonly AdDomainMonitor[]): HealthItem[] {
  return monitors.map((domain) => ({
    id: domain.dns_name,
    name: domain.netbios_name ? `${domain.dns_name} (${domain.netbios_name})` : domain.dns_name,
    ...worstOf(
      AD_DOMAIN,
      (domain.connection_servers ?? []).map((cs) => cs.status),
    ),
  }));
}

/** Health of the event database, named by its server and database when configured. */
export function eventDatabaseHealth(monitor: EventDatabaseMonitor): HealthItem[] {
  const server = monitor.details?.server_name;
  const database = monitor.details?.database_name;
  const name = server && database ? `${database} @ ${server}` : (server ?? database ?? "");
  return [{ id: "event-database", name, ...lookup(EVENT_DATABASE, monitor.status) }];
}

/** Health of each SAML authenticator: the worst of its statuses on the connection servers. */
export function samlAuthenticatorHealth(monitors: readonly SamlAuthenticatorMonitor[]): HealthItem[] {
  return monitors.map((saml) => ({
    id: saml.id,
    name: saml.details?.label ?? saml.id,
    ...worstOf(
      SAML,
      (saml.connection_servers ?? []).map((cs) => cs.status),
    ),
  }));
}

/**
 * Health of each farm with its reasons, as the farm list and the farm's page show it (one summary of the
 * monitor's status and the farm's hosts), and the applications (of those given) some of its hosts lack.
 */
export function farmHealth(
  farms: readonly FarmHealthInfo[],
  applications: readonly FarmPublishedApplication[],
): HealthItem[] {
  return farms.map((farm) => {
    const summary = summariseFarmHealth(farm.status, farm.hosts);
    const item: HealthItem = {
      id: farm.id,
      name: farm.name,
      level: FARM_LEVEL[summary.status],
      reasons: summary.reasons.map(farmHealthReasonText),
    };
    const published = applications.filter(
      (application) => application.farm_id === farm.id && application.avm_shortcut_id === undefined,
    );
    const missing = farm.status === "DISABLED" ? [] : applicationsMissingOnFarm(farm, published);
    if (missing.length === 0) return item;
    // Named beside the level, which stays the farm's own: the monitor already counts such hosts.
    return {
      ...item,
      warningKey: "dashboard.health.detail.applicationsMissing",
      warningValues: { names: missing.join(", ") },
    };
  });
}
