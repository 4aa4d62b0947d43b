/**
 * Application health as spec 001 §4 derives it, for applications published from a farm (from the farm's
 * host health) and from a desktop pool (from the pool's application status list). Pure: the list, the
 * application's page and the dashboard's farm health all read the same answer.
 */

/** Application status values of spec 001 §3 (FARM DISABLED and DESKTOP DISABLED spelt with "_"). */
export type ApplicationStatus =
  | "FARM_DISABLED"
  | "DESKTOP_DISABLED"
  | "UNAVAILABLE"
  | "MISSING"
  | "MISSING_ON_REQUIRED_HOST"
  | "AVAILABLE"
  | "DELETING"
  | "DISABLED"
  | "UNKNOWN";

/** Why an application is not available: one details text per case of spec 001 §4. */
export type ApplicationHealthDetails =
  | "APP_FARM_DISABLED"
  | "APP_MISSING_ON_RDS_HOSTS"
  | "APP_MISSING_ON_FOLLOWING_RDS_HOSTS"
  | "APP_UNAVAILABLE"
  | "NO_RDS_HOSTS_ASSIGNED";

export interface ApplicationHealth {
  status: ApplicationStatus;
  details?: ApplicationHealthDetails;
  /** The hosts the application is missing on (for APP_MISSING_ON_FOLLOWING_RDS_HOSTS). */
  hosts?: string[];
}

/** One RDS host's health as the farm monitor reports it: the applications (by name) it lacks. */
export interface RdsHostHealth {
  name: string;
  missing_applications: string[];
}

/** A farm's health as the monitor reports it (`/monitor/farms`, `/monitor/v1/farms/{id}`). */
export interface FarmHealthInfo {
  id: string;
  name: string;
  status: "OK" | "WARNING" | "ERROR" | "DISABLED";
  /** Absent or empty: the farm has no host health information (e.g. no hosts). */
  rds_server_health?: RdsHostHealth[];
  /** Applications (by id) the farm lists as missing. */
  missing_application_ids?: string[];
  /** Whether the application volumes manager answers; absent means it does. */
  app_volumes_manager_accessible?: boolean;
  /** Application volumes applications (by application pool id) the manager lists as missing. */
  missing_app_volumes_application_ids?: string[];
}

/** What the derivation needs of a published application. */
export interface ApplicationForHealth {
  id: string;
  name: string;
  enabled: boolean;
  /** Set for an application delivered through application volumes. */
  avm_shortcut_id?: string | undefined;
}

const UNAVAILABLE: ApplicationHealth = { status: "UNAVAILABLE", details: "APP_UNAVAILABLE" };

/** Health of an application published from a farm, from the farm's health (spec 001 §4, farm applications). */
export function deriveFarmApplicationHealth(
  application: ApplicationForHealth,
  farm: FarmHealthInfo | undefined,
): ApplicationHealth {
  if (farm?.status === "DISABLED") return { status: "FARM_DISABLED", details: "APP_FARM_DISABLED" };
  if (!application.enabled) return { status: "DISABLED" };
  if (application.avm_shortcut_id !== undefined) {
    if (farm?.app_volumes_manager_accessible === false) return { status: "UNKNOWN" };
    if (farm?.missing_app_volumes_application_ids?.includes(application.id)) return UNAVAILABLE;
    return { status: "AVAILABLE" };
  }
  const hosts = farm?.rds_server_health ?? [];
  if (hosts.length === 0) return { status: "UNAVAILABLE", details: "NO_RDS_HOSTS_ASSIGNED" };
  const missingOn = hosts
    .filter((host) => host.missing_applications.includes(application.name))
    .map((host) => host.name);
  if (missingOn.length === hosts.length)
    return { status: "UNAVAILABLE", details: "APP_MISSING_ON_RDS_HOSTS" };
  if (missingOn.length > 0) {
    return {
      status: "MISSING_ON_REQUIRED_HOST",
      details: "APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
      hosts: missingOn,
    };
  }
  if (farm?.missing_application_ids?.includes(application.id)) return UNAVAILABLE;
  return { status: "AVAILABLE" };
}

/** Status values of a desktop's application status list that mean the application is going away. */
const DELETING_LIKE = new Set(["DELETING", "DELETE_IN_PROGRESS", "DELETING_IN_PROGRESS"]);

/**
 * Health of an application published from a desktop pool, from the pool's application status list
 * (spec 001 §4, desktop applications): DELETING-like values read UNAVAILABLE; unavailable or disabled
 * carries the unavailable warning, missing the missing one.
 */
export function deriveDesktopApplicationHealth(listedStatus: string | undefined): ApplicationHealth {
  const status = listedStatus === undefined ? "UNKNOWN" : listedStatus;
  if (DELETING_LIKE.has(status)) return UNAVAILABLE;
  if (status === "UNAVAILABLE" || status === "DISABLED" || status === "DESKTOP_DISABLED") {
    return { status, details: "APP_UNAVAILABLE" };
  }
  if (status === "MISSING") return { status: "MISSING", details: "APP_MISSING_ON_RDS_HOSTS" };
  if (status === "AVAILABLE" || status === "UNKNOWN") return { status };
  return { status: "UNKNOWN" };
}

/** The status icon level of an application status (spec 001 §2 status icon values). */
export function applicationHealthLevel(status: ApplicationStatus): "OK" | "WARN" | "ERROR" | "UNKNOWN" {
  switch (status) {
    case "AVAILABLE":
      return "OK";
    case "MISSING_ON_REQUIRED_HOST":
    case "MISSING":
      return "WARN";
    case "UNKNOWN":
    case "DISABLED":
    case "DELETING":
      return "UNKNOWN";
    default:
      return "ERROR";
  }
}

/** Translation key and values of an application's details text; none for an application without problems. */
export function applicationHealthText(
  health: ApplicationHealth,
): { key: string; values: { hosts: string } } | undefined {
  if (health.details === undefined) return undefined;
  return {
    key: `applicationHealth.details.${health.details}`,
    values: { hosts: (health.hosts ?? []).join(", ") },
  };
}

/** The names of a farm's applications missing on at least one of its hosts (the dashboard's farm health). */
export function applicationsMissingOnFarm(farm: FarmHealthInfo): string[] {
  const names = new Set<string>();
  for (const host of farm.rds_server_health ?? [])
    for (const name of host.missing_applications) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b));
}
