/** Licence modes; ERROR appears only in the fallback used when loading fails. */
export type LicenseMode = "DEFAULT" | "SUBSCRIPTION" | "PERPETUAL_ONLY" | "ERROR";

/** The console's licence information (spec 001 section 3), whichever API shape it came from. */
export interface LicenseInfo {
  licensed: boolean;
  licenseKey: string;
  desktopLaunchingEnabled: boolean;
  applicationLaunchingEnabled: boolean;
  instantCloneEnabled: boolean;
  helpDeskEnabled: boolean;
  collaborationEnabled: boolean;
  usageModel: string;
  gracePeriodDays: number;
  licenseEdition: string;
  /** A LicenseMode; kept as string because newer servers may send modes this console does not know. */
  licenseMode: string;
  licenseHealth: string;
  /** Milliseconds since the epoch, or null when the server did not say. */
  expirationTime: number | null;
  subscriptionSliceExpiry: number | null;
}

/** What the console assumes when the licence cannot be loaded. */
export const FALLBACK_LICENSE: Readonly<LicenseInfo> = Object.freeze({
  licensed: false,
  licenseKey: "",
  desktopLaunchingEnabled: false,
  applicationLaunchingEnabled: false,
  instantCloneEnabled: false,
  helpDeskEnabled: false,
  collaborationEnabled: false,
  usageModel: "",
  gracePeriodDays: 0,
  licenseEdition: "",
  licenseMode: "ERROR",
  licenseHealth: "",
  expirationTime: null,
  subscriptionSliceExpiry: null,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick(record: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (record[name] !== undefined && record[name] !== null) return record[name];
  return undefined;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function flag(value: unknown): boolean {
  return value === true;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Reads a licence from the REST shape (GET /config/v1/licenses: a list, snake_case) or the legacy view
 * shape (License get: camelCase, possibly wrapped). Returns null for a body that is neither.
 */
export function licenseFromResponse(body: unknown): LicenseInfo | null {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (!isRecord(first)) return null;
  const record = isRecord(first.licenseData) ? first.licenseData : isRecord(first.data) ? first.data : first;
  if (pick(record, "licensed", "license_mode", "licenseMode") === undefined) return null;
  return {
    licensed: flag(record.licensed),
    licenseKey: text(pick(record, "license_key", "licenseKey")),
    desktopLaunchingEnabled: flag(pick(record, "desktop_pool_launch_enabled", "desktopLaunchingEnabled")),
    applicationLaunchingEnabled: flag(
      pick(record, "application_pool_launch_enabled", "applicationLaunchingEnabled"),
    ),
    instantCloneEnabled: flag(pick(record, "instant_clone_enabled", "instantCloneEnabled")),
    helpDeskEnabled: flag(pick(record, "help_desk_enabled", "helpDeskEnabled")),
    collaborationEnabled: flag(pick(record, "session_collaboration_enabled", "collaborationEnabled")),
    usageModel: text(pick(record, "usage_model", "usageModel")),
    gracePeriodDays: numberOrNull(pick(record, "grace_period_days", "gracePeriodDays")) ?? 0,
    licenseEdition: text(pick(record, "license_edition", "licenseEdition")),
    licenseMode: text(pick(record, "license_mode", "licenseMode")),
    licenseHealth: text(pick(record, "license_health", "licenseHealth")),
    expirationTime: numberOrNull(pick(record, "expiration_time", "expirationTime")),
    subscriptionSliceExpiry: numberOrNull(
      pick(record, "subscription_slice_expiry", "subscriptionSliceExpiry"),
    ),
  };
}

/** Grace period expiry: a perpetual mode (DEFAULT or PERPETUAL_ONLY) with gracePeriodDays below 0. */
export function isGracePeriodExpired(info: LicenseInfo): boolean {
  return (
    (info.licenseMode === "DEFAULT" || info.licenseMode === "PERPETUAL_ONLY") && info.gracePeriodDays < 0
  );
}

/** The five licence error messages (translation keys). */
export const LICENSE_ERROR_KEYS = [
  "LICENSE_EXPIRED",
  "LICENSE_INVALID",
  "LICENSE_MISSING",
  "LICENSE_LOAD_ERROR",
  "LICENSE_UNKNOWN",
] as const;

export type LicenseErrorKey = (typeof LICENSE_ERROR_KEYS)[number];

const KNOWN_MODES = new Set(["DEFAULT", "SUBSCRIPTION", "PERPETUAL_ONLY"]);

/** The licence problem to show for a loaded licence, or null when it is valid. */
export function licenseProblem(info: LicenseInfo): LicenseErrorKey | null {
  if (info.licenseMode === "ERROR") return "LICENSE_LOAD_ERROR";
  if (isGracePeriodExpired(info) || info.licenseHealth === "RED") return "LICENSE_EXPIRED";
  if (info.licensed) return KNOWN_MODES.has(info.licenseMode) ? null : "LICENSE_UNKNOWN";
  if (info.licenseKey === "") return "LICENSE_MISSING";
  return "LICENSE_INVALID";
}

/**
 * The message key for a failed licence call: a licence error key the server sent (with or without the
 * LICENSE_ prefix), else LICENSE_UNKNOWN.
 */
export function licenseErrorKeyFor(serverKey: string | undefined): LicenseErrorKey {
  const key = (serverKey ?? "").toUpperCase();
  const prefixed = key.startsWith("LICENSE_") ? key : `LICENSE_${key}`;
  return (LICENSE_ERROR_KEYS as readonly string[]).includes(prefixed)
    ? (prefixed as LicenseErrorKey)
    : "LICENSE_UNKNOWN";
}
