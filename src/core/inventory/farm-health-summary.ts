import { isServingHost, type FarmRdsHost } from "./application-health";

/** A farm's health as the monitor reports it (FarmMonitorInfo.status). */
export type FarmHealthStatus = "OK" | "WARNING" | "ERROR" | "DISABLED";

/** Why a farm has the health it has, in the administrator's words (`farmHealth.reason.<key>`). */
export type FarmHealthReasonKey =
  | "farmDisabled"
  | "noRdsHosts"
  | "noHostAvailable"
  | "hostsNotAvailable"
  | "mixedLoadPreferences"
  | "reportedError"
  | "reportedWarning";

export interface FarmHealthReason {
  key: FarmHealthReasonKey;
  /** The hosts a reason names (hostsNotAvailable). */
  hosts?: string[];
}

/** A farm's health and why: the one answer the farm list, the farm's page and the dashboard show. */
export interface FarmHealthSummary {
  status: FarmHealthStatus;
  reasons: FarmHealthReason[];
}

/**
 * A farm's health from the monitor's status (FarmMonitorInfo) and, when they could be read, its RDS hosts
 * (RDSServerInfo: name, enabled, state, load_preference). The monitor's status is shown as the pod reports
 * it, except that an enabled farm none of whose hosts can take a session is an error: it serves no
 * application (spec 001 §4 makes every application of such a farm unavailable), so it cannot be shown
 * healthy. Each status other than OK carries at least one reason; the pod's own meaning of WARNING and
 * ERROR (FarmMonitorInfo's description) is the reason when the hosts say nothing more.
 */
export function summariseFarmHealth(
  status: FarmHealthStatus,
  hosts: readonly FarmRdsHost[] | undefined,
): FarmHealthSummary {
  if (status === "DISABLED") return { status, reasons: [{ key: "farmDisabled" }] };
  const reasons: FarmHealthReason[] = [];
  let shown = status;
  if (hosts !== undefined) {
    const serving = hosts.filter(isServingHost);
    if (hosts.length === 0) reasons.push({ key: "noRdsHosts" });
    else if (serving.length === 0) reasons.push({ key: "noHostAvailable" });
    if (serving.length === 0) shown = "ERROR";
    // A disabled host is the administrator's choice, not a problem (the monitor keeps such a farm OK).
    const notServing = hosts
      .filter((host) => host.enabled !== false && !isServingHost(host))
      .map((host) => host.name);
    if (notServing.length > 0) reasons.push({ key: "hostsNotAvailable", hosts: notServing });
    const preferences = new Set(
      hosts.map((host) => host.load_preference).filter((preference) => preference !== undefined),
    );
    if (preferences.has("UNKNOWN") && preferences.size > 1) reasons.push({ key: "mixedLoadPreferences" });
  }
  if (reasons.length === 0 && shown === "ERROR") reasons.push({ key: "reportedError" });
  if (reasons.length === 0 && shown === "WARNING") reasons.push({ key: "reportedWarning" });
  return { status: shown, reasons };
}

/** Translation key and values of one reason. */
export function farmHealthReasonText(reason: FarmHealthReason): {
  key: string;
  values: { hosts: string };
} {
  return { key: `farmHealth.reason.${reason.key}`, values: { hosts: (reason.hosts ?? []).join(", ") } };
}
