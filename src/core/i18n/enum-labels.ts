import { PRIVILEGE_NAMES } from "../privileges/privilege-names";
import { PROBLEM_MACHINE_STATES, WORKING_MACHINE_STATES } from "../inventory/machine-problems.model";

/**
 * The one place that says which text shows an API enum value (DESIGN: "one mapping per enum"): each enum
 * the console displays, the key prefix of its texts and the values the API documents. A screen never shows
 * the API's code: it asks here for the key, the UI translates it (`enumText` in src/ui/i18n).
 *
 * Prefixes that predate this table (machines.state., sessions.protocol., events.severity.…) are kept, so a
 * value reads the same in every section that already showed it.
 */
interface EnumLabels {
  readonly prefix: string;
  readonly values: readonly string[];
}

/** Every state a machine or RDS host shows: spec 001 §5's start-up and blocked states besides the usual ones. */
const MACHINE_STATES = [
  ...WORKING_MACHINE_STATES,
  "STARTUP",
  "BLOCKED_AGENT_VERSION",
  ...PROBLEM_MACHINE_STATES,
];

export const ENUM_LABELS = {
  /** REST privileges (OpenAPI RoleInfo) and the view API's own (spec 000 §6). */
  privilege: { prefix: "enum.privilege.", values: PRIVILEGE_NAMES },
  /** Guest operating system of a machine, RDS host or agent (OpenAPI operating_system). */
  operatingSystem: {
    prefix: "enum.operatingSystem.",
    values: [
      "UNKNOWN",
      "WINDOWS_XP",
      "WINDOWS_VISTA",
      "WINDOWS_7",
      "WINDOWS_8",
      "WINDOWS_10",
      "WINDOWS_11",
      "WINDOWS_SERVER_2003",
      "WINDOWS_SERVER_2008",
      "WINDOWS_SERVER_2008_R2",
      "WINDOWS_SERVER_2012",
      "WINDOWS_SERVER_2012_R2",
      "WINDOWS_SERVER_2016_OR_ABOVE",
      "LINUX_OTHER",
      "LINUX_SERVER_OTHER",
      "LINUX_UBUNTU",
      "LINUX_RHEL",
      "LINUX_SUSE",
      "LINUX_CENTOS",
    ],
  },
  /** OpenAPI operating_system_architecture. */
  osArchitecture: { prefix: "enum.osArchitecture.", values: ["UNKNOWN", "BIT_32", "BIT_64"] },
  /** OpenAPI LicenseInfo license_edition. */
  licenseEdition: {
    prefix: "enum.licenseEdition.",
    values: [
      "ENTERPRISE_CONCURRENT_USER",
      "HORIZON_ADVANCED_CONCURRENT_USER",
      "HORIZON_ADVANCED_NAMED_USER",
      "HORIZON_APPS_ADVANCED_CONCURRENT_USER",
      "HORIZON_APPS_ADVANCED_NAMED_USER",
      "HORIZON_APPS_STANDARD_CONCURRENT_USER",
      "HORIZON_APPS_STANDARD_NAMED_USER",
      "HORIZON_ENTERPRISE_CONCURRENT_USER",
      "HORIZON_ENTERPRISE_NAMED_USER",
      "HORIZON_STANDARD_CONCURRENT_USER",
      "WS1_ENTERPRISE_NAMED_USER",
      "WS1_ENTERPRISE_WITH_VDI_NAMED_USER",
    ],
  },
  /** OpenAPI LicenseInfo usage_model. */
  licenseUsageModel: { prefix: "enum.licenseUsageModel.", values: ["CONCURRENT_USER", "NAMED_USER"] },
  /** Client restriction policies of the global settings (view API, spec 000 §4). */
  clientPolicy: {
    prefix: "globalSettings.policy.",
    values: ["AUDIO_IN", "CLIPBOARD", "USB_REDIRECTION", "PRINTING", "FILE_TRANSFER"],
  },
  /** The agent families of the agent restriction (view API). */
  agentType: { prefix: "enum.agentType.", values: ["WINDOWS", "LINUX"] },
  /** Display protocols of sessions and pools. */
  displayProtocol: { prefix: "sessions.protocol.", values: ["BLAST", "PCOIP", "RDP", "CONSOLE", "UNKNOWN"] },
  /** Session states. */
  sessionState: { prefix: "sessions.state.", values: ["CONNECTED", "DISCONNECTED", "PENDING"] },
  /** Event severities (audit events included). */
  eventSeverity: {
    prefix: "events.severity.",
    values: ["INFO", "WARNING", "ERROR", "AUDIT_SUCCESS", "AUDIT_FAIL", "UNKNOWN"],
  },
  /** Machine and RDS host states in the spec's spelling (spec 001 §5); see normaliseMachineState. */
  machineState: { prefix: "machines.state.", values: MACHINE_STATES },
  /** A farm's health (FarmMonitorInfo.status), as the farm list, its page and the dashboard show it. */
  farmHealth: { prefix: "farms.health.", values: ["OK", "WARNING", "ERROR", "DISABLED"] },
  /**
   * The Cloud Pod Architecture status of the pod and of each of its connection servers (PodFederationInfo,
   * ConnectionServerStatus): the only ENABLE_ERROR and DISABLE_ERROR the 2212 API has.
   */
  cpaStatus: {
    prefix: "federation.cpaStatus.",
    values: ["ENABLED", "DISABLED", "PENDING", "ENABLE_ERROR", "DISABLE_ERROR"],
  },
  /** A machine's message security mode. */
  messageSecurityMode: {
    prefix: "machines.security.",
    values: ["DISABLED", "ENABLED", "ENHANCED", "MIXED"],
  },
  /** A virtual machine's power state. */
  powerState: { prefix: "machines.power.", values: ["POWERED_OFF", "POWERED_ON", "SUSPENDED"] },
  /** A virtual machine's storage accelerator (View Storage Accelerator) state. */
  storageAcceleratorState: {
    prefix: "machines.accelerator.",
    values: ["CURRENT", "ERROR", "OFF", "OUT_OF_DATE"],
  },
} as const satisfies Record<string, EnumLabels>;

export type EnumName = keyof typeof ENUM_LABELS;

/** The translation key of an enum value, or undefined for a value the console has no text for. */
export function enumLabelKey(name: EnumName, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const labels: EnumLabels = ENUM_LABELS[name];
  return labels.values.includes(value) ? `${labels.prefix}${value}` : undefined;
}

/**
 * A readable stand-in for a value the console has no text for yet (a later API version's value):
 * "SOME_NEW_STATE" reads "Some new state", never the code itself.
 */
export function readableCode(value: string): string {
  const words = value.toLowerCase().replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a grid column's value is for an enum field: the value's key, which the grid translates, readable
 * words for a value without a text, or "" for none.
 */
export function enumCellValue(name: EnumName, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return enumLabelKey(name, value) ?? readableCode(value);
}
