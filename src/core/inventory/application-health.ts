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
  | "APP_MISSING_ON_MACHINES"
  | "NO_RDS_HOSTS_ASSIGNED";

export interface ApplicationHealth {
  status: ApplicationStatus;
  details?: ApplicationHealthDetails;
  /** The hosts the application is missing on (for APP_MISSING_ON_FOLLOWING_RDS_HOSTS). */
  hosts?: string[];
}

/** One of a farm's RDS hosts as the inventory lists it (RDSServerInfo: the fields health reads). */
export interface FarmRdsHost {
  id: string;
  name: string;
  enabled?: boolean;
  state?: string;
  /** How readily the host takes new sessions; UNKNOWN when it reports none. */
  load_preference?: string;
}

/**
 * What a farm's applications' health is derived from, all from public API answers: the farm's status
 * (FarmMonitorInfo), its RDS hosts (`/inventory/v1/rds-servers` by farm), which hosts lack each executable
 * (`validate-installed-applications`) and the App Volumes applications the farm offers.
 */
export interface FarmHealthInfo {
  id: string;
  name: string;
  status: "OK" | "WARNING" | "ERROR" | "DISABLED";
  hosts: readonly FarmRdsHost[];
  /** Per executable path, the ids of the farm's hosts it is not installed on (absent: installed on all). */
  notInstalledOn: ReadonlyMap<string, readonly string[]>;
  /** The App Volumes shortcuts the farm offers; undefined when its manager could not be read. */
  appVolumesShortcutIds?: ReadonlySet<string> | undefined;
}

/** What the derivation needs of a published application. */
export interface ApplicationForHealth {
  id: string;
  name: string;
  enabled: boolean;
  executable_path: string;
  /** Set for an application delivered through application volumes. */
  avm_shortcut_id?: string | undefined;
}

const UNAVAILABLE: ApplicationHealth = { status: "UNAVAILABLE", details: "APP_UNAVAILABLE" };

/** RDS host states in which a host takes sessions (RDSServerInfo.state). */
const SERVING_STATES = new Set(["AVAILABLE", "CONNECTED", "DISCONNECTED"]);

/** Whether a host can run the farm's applications now: enabled and in a serving state. */
export function isServingHost(host: FarmRdsHost): boolean {
  return host.enabled !== false && (host.state === undefined || SERVING_STATES.has(host.state));
}

/** The names of the farm's hosts an executable is not installed on, in the hosts' order. */
function hostsLacking(farm: FarmHealthInfo, executablePath: string): string[] {
  const lacking = new Set(farm.notInstalledOn.get(executablePath) ?? []);
  return farm.hosts.filter((host) => lacking.has(host.id)).map((host) => host.name);
}

/**
 * Health of an application published from a farm (spec 001 §4, farm applications). No host health means
 * no hosts; "listed as missing" is read as: no host of the farm can serve it (all disabled or failing).
 */
export function deriveFarmApplicationHealth(
  application: ApplicationForHealth,
  farm: FarmHealthInfo | undefined,
): ApplicationHealth {
  if (farm?.status === "DISABLED") return { status: "FARM_DISABLED", details: "APP_FARM_DISABLED" };
  if (!application.enabled) return { status: "DISABLED" };
  if (application.avm_shortcut_id !== undefined) {
    if (farm?.appVolumesShortcutIds === undefined) return { status: "UNKNOWN" };
    return farm.appVolumesShortcutIds.has(application.avm_shortcut_id)
      ? { status: "AVAILABLE" }
      : UNAVAILABLE;
  }
  const hosts = farm?.hosts ?? [];
  if (!farm || hosts.length === 0) return { status: "UNAVAILABLE", details: "NO_RDS_HOSTS_ASSIGNED" };
  const missingOn = hostsLacking(farm, application.executable_path);
  if (missingOn.length === hosts.length)
    return { status: "UNAVAILABLE", details: "APP_MISSING_ON_RDS_HOSTS" };
  if (missingOn.length > 0) {
    return {
      status: "MISSING_ON_REQUIRED_HOST",
      details: "APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
      hosts: missingOn,
    };
  }
  if (!hosts.some(isServingHost)) return UNAVAILABLE;
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
  // A desktop pool's application is missing on the pool's machines, not on RDS hosts.
  if (status === "MISSING") return { status: "MISSING", details: "APP_MISSING_ON_MACHINES" };
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
export function applicationsMissingOnFarm(
  farm: FarmHealthInfo,
  applications: readonly Pick<ApplicationForHealth, "name" | "executable_path">[],
): string[] {
  const names = new Set<string>();
  for (const application of applications)
    if (hostsLacking(farm, application.executable_path).length > 0) names.add(application.name);
  return [...names].sort((a, b) => a.localeCompare(b));
}
