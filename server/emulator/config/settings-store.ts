import type { StateSlice } from "../emulator-context";

export type LicenseMode = "DEFAULT" | "SUBSCRIPTION" | "PERPETUAL_ONLY";
export type LicenseHealth = "GREEN" | "YELLOW" | "RED";
export type SsoTimeoutPolicy = "DISABLED" | "DISABLE_AFTER" | "ALWAYS_ENABLED";
export type SmartCardMode = "OFF" | "OPTIONAL" | "REQUIRED";

/** How the emulated pod is licensed (EmulatorOptions.license). */
export interface LicenseOptions {
  mode?: LicenseMode;
  health?: LicenseHealth;
  /** Licensed but past its expiry: grace period below zero. */
  expired?: boolean;
  /** No licence key at all. */
  unlicensed?: boolean;
}

/** First-generation general settings (globalsettings/get generalData). */
export interface GeneralData {
  desktopSSOTimeoutPolicy: SsoTimeoutPolicy;
  desktopSSOTimeoutMinutes: number;
  consoleSessionTimeoutMinutes: number;
  clientIdleSessionTimeoutPolicy: "TIMEOUT_AFTER" | "NEVER";
  clientIdleSessionTimeoutMinutes: number;
  clientMaxSessionTimeoutPolicy: "TIMEOUT_AFTER" | "NEVER";
  clientMaxSessionTimeoutMinutes: number;
  clientSessionTimeoutMinutes: number;
  displayWarningBeforeForcedLogoff: boolean;
  forcedLogoffTimeoutMinutes: number;
  forcedLogoffMessage: string;
  enableServerInSingleUserMode: boolean;
  storeCALOnBroker: boolean;
  storeCALOnClient: boolean;
  enableAutomaticStatusUpdates: boolean;
  displayPreLoginMessage: boolean;
  preLoginMessage: string;
  enableUIUsernameCaching: boolean;
  displayPreLoginAdminBanner: boolean;
  preLoginAdminBannerHeader: string;
  preLoginAdminBannerMessage: string;
  enableSendingDomainList: boolean;
  hideServerInformationInClient: boolean;
  hideDomainListInClient: boolean;
}

export interface RecoveryPassword {
  /** Hex SHA-256 of the recovery password, null when none is set. */
  sha256: string | null;
  hint: string;
}

export interface AgentRestriction {
  type: "WINDOWS";
  version: string;
}

export interface ClientPolicy {
  policy: string;
  policy_values: string[];
  enforcement_state: ClientEnforcementState;
}

/** Client types a policy's values name, as the REST API spells them. */
export const CLIENT_TYPES = [
  "WINDOWS",
  "LINUX",
  "MAC",
  "IOS",
  "ANDROID",
  "WINSTORE",
  "CHROME",
  "HTMLACCESS",
] as const;

export const CLIENT_ENFORCEMENT_STATES = [
  "DISABLED",
  "ENABLED_DEFAULT_OFF",
  "ENABLED_DEFAULT_ON",
  "ENABLED_ENFORCED",
  "DO_NOT_MONITOR",
] as const;
export type ClientEnforcementState = (typeof CLIENT_ENFORCEMENT_STATES)[number];

export interface Preferences {
  admin_timeout_in_minutes: number;
  grid_preferences: Record<string, string[]>;
}

export interface UsageCounter {
  current: number;
  highest: number;
}

export const USAGE_COUNTERS = [
  "totalConcurrentConnections",
  "namedUsers",
  "concurrentSessions",
  "fullVirtualMachines",
  "unmanagedMachines",
  "applications",
  "collaborativeSessions",
  "totalCollaborators",
] as const;
export type UsageCounterName = (typeof USAGE_COUNTERS)[number];

export const CEIP_COMPANY_SIZES = [
  "SIZE_1_100",
  "SIZE_101_500",
  "SIZE_501_1000",
  "SIZE_1001_5000",
  "SIZE_5001_10000",
  "SIZE_10001",
] as const;

/** REST CEIPInfo. */
export interface CeipInfo {
  enabled: boolean;
  geolocation?: string;
  company_size?: (typeof CEIP_COMPANY_SIZES)[number];
  vertical?: string;
}

interface SettingsState {
  general: GeneralData;
  ceip: CeipInfo;
  recovery: RecoveryPassword;
  ceipLoginType: string | null;
  featureCloudManaged: boolean;
  agentRestrictionMessage: string;
  agentRestrictions: AgentRestriction[];
  clientPolicies: ClientPolicy[];
  preferences: Record<string, Preferences>;
  license: { key: string | null; mode: LicenseMode; health: LicenseHealth; expired: boolean };
  usage: Record<UsageCounterName, UsageCounter>;
}

const VALID_LICENSE_KEY = "VDC4X-DEMO0-LICEN-SE000-00001";

function defaults(license: LicenseOptions): SettingsState {
  return {
    general: {
      desktopSSOTimeoutPolicy: "DISABLE_AFTER",
      desktopSSOTimeoutMinutes: 15,
      consoleSessionTimeoutMinutes: 30,
      clientIdleSessionTimeoutPolicy: "NEVER",
      clientIdleSessionTimeoutMinutes: 600,
      clientMaxSessionTimeoutPolicy: "TIMEOUT_AFTER",
      clientMaxSessionTimeoutMinutes: 600,
      clientSessionTimeoutMinutes: 1200,
      displayWarningBeforeForcedLogoff: true,
      forcedLogoffTimeoutMinutes: 5,
      forcedLogoffMessage: "Your session will be logged off in 5 minutes.",
      enableServerInSingleUserMode: false,
      storeCALOnBroker: false,
      storeCALOnClient: false,
      enableAutomaticStatusUpdates: true,
      displayPreLoginMessage: false,
      preLoginMessage: "",
      enableUIUsernameCaching: true,
      displayPreLoginAdminBanner: false,
      preLoginAdminBannerHeader: "",
      preLoginAdminBannerMessage: "",
      enableSendingDomainList: false,
      hideServerInformationInClient: false,
      hideDomainListInClient: true,
    },
    recovery: { sha256: null, hint: "" },
    ceip: { enabled: true, geolocation: "EUROPE", company_size: "SIZE_1001_5000", vertical: "TECHNOLOGY" },
    ceipLoginType: null,
    featureCloudManaged: false,
    agentRestrictionMessage: "This agent version is no longer supported. Contact your administrator.",
    agentRestrictions: [{ type: "WINDOWS", version: "7.13.0" }],
    clientPolicies: [
      { policy: "AUDIO_IN", policy_values: [], enforcement_state: "DO_NOT_MONITOR" },
      {
        policy: "CLIPBOARD",
        policy_values: ["WINDOWS", "MAC", "LINUX"],
        enforcement_state: "ENABLED_DEFAULT_ON",
      },
      { policy: "USB_REDIRECTION", policy_values: ["WINDOWS"], enforcement_state: "ENABLED_ENFORCED" },
      {
        policy: "PRINTING",
        policy_values: ["WINDOWS", "MAC", "HTMLACCESS"],
        enforcement_state: "ENABLED_DEFAULT_OFF",
      },
      { policy: "FILE_TRANSFER", policy_values: [], enforcement_state: "DISABLED" },
    ],
    preferences: {},
    license: {
      key: license.unlicensed ? null : VALID_LICENSE_KEY,
      mode: license.mode ?? "DEFAULT",
      health: license.health ?? "GREEN",
      expired: license.expired ?? false,
    },
    usage: {
      totalConcurrentConnections: { current: 212, highest: 340 },
      namedUsers: { current: 1250, highest: 1312 },
      concurrentSessions: { current: 198, highest: 327 },
      fullVirtualMachines: { current: 40, highest: 52 },
      unmanagedMachines: { current: 6, highest: 9 },
      applications: { current: 87, highest: 120 },
      collaborativeSessions: { current: 3, highest: 11 },
      totalCollaborators: { current: 5, highest: 19 },
    },
  };
}

/** Global settings, preferences, licence and the other configuration the emulator keeps. */
export class SettingsStore implements StateSlice {
  state: SettingsState;
  private readonly licenseOptions: LicenseOptions;

  constructor(license: LicenseOptions = {}) {
    this.licenseOptions = license;
    this.state = defaults(license);
  }

  preferencesOf(sid: string): Preferences {
    return (
      this.state.preferences[sid] ?? {
        admin_timeout_in_minutes: this.state.general.consoleSessionTimeoutMinutes,
        grid_preferences: {},
      }
    );
  }

  /** Whether a licence key has the demo shape: five groups of five letters or digits. */
  static isWellFormedKey(key: string): boolean {
    return /^[A-Z0-9]{5}(-[A-Z0-9]{5}){4}$/.test(key);
  }

  snapshot(): unknown {
    return this.state;
  }

  restore(data: unknown): void {
    if (typeof data !== "object" || data === null || !("general" in data) || !("license" in data))
      throw new Error("settings: expected an object with general and license");
    this.state = { ...defaults(this.licenseOptions), ...(data as Partial<SettingsState>) };
  }
}
