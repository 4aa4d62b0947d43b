// Pure mapping between the settings APIs and the section's forms.

/** desktopSSOTimeoutPolicy as the view API stores it. */
export type DesktopSsoTimeoutPolicy = "DISABLED" | "DISABLE_AFTER" | "ALWAYS_ENABLED";

/** The single sign-on policy as the console shows it (spec 000 section 4). */
export interface SingleSignOnDisplay {
  singleSignOnPolicy: "DISABLED" | "ENABLED";
  singleSignOnValue: "TIMEOUT_AFTER" | "NEVER" | null;
}

/** DISABLED -> DISABLED; DISABLE_AFTER -> ENABLED, TIMEOUT_AFTER; ALWAYS_ENABLED -> ENABLED, NEVER. */
export function singleSignOnDisplay(policy: string | undefined): SingleSignOnDisplay {
  if (policy === "DISABLE_AFTER")
    return { singleSignOnPolicy: "ENABLED", singleSignOnValue: "TIMEOUT_AFTER" };
  if (policy === "ALWAYS_ENABLED") return { singleSignOnPolicy: "ENABLED", singleSignOnValue: "NEVER" };
  return { singleSignOnPolicy: "DISABLED", singleSignOnValue: null };
}

/** The stored policy for a displayed one (the inverse of singleSignOnDisplay). */
export function desktopSsoPolicyOf(display: SingleSignOnDisplay): DesktopSsoTimeoutPolicy {
  if (display.singleSignOnPolicy === "DISABLED") return "DISABLED";
  return display.singleSignOnValue === "NEVER" ? "ALWAYS_ENABLED" : "DISABLE_AFTER";
}

/** Timeout policies of client sessions. */
export type TimeoutPolicy = "TIMEOUT_AFTER" | "NEVER";

/** The general settings form: what the general tab shows and edits. */
export interface GeneralSettingsForm {
  consoleSessionTimeoutMinutes: number;
  singleSignOnPolicy: SingleSignOnDisplay["singleSignOnPolicy"];
  singleSignOnValue: "TIMEOUT_AFTER" | "NEVER";
  desktopSsoTimeoutMinutes: number;
  clientMaxSessionTimeoutPolicy: TimeoutPolicy;
  clientMaxSessionTimeoutMinutes: number;
  clientIdleSessionTimeoutPolicy: TimeoutPolicy;
  clientIdleSessionTimeoutMinutes: number;
  clientSessionTimeoutMinutes: number;
  enableUIUsernameCaching: boolean;
  displayPreLoginAdminBanner: boolean;
  preLoginAdminBannerHeader: string;
  preLoginAdminBannerMessage: string;
  displayPreLoginMessage: boolean;
  preLoginMessage: string;
  displayWarningBeforeForcedLogoff: boolean;
  forcedLogoffTimeoutMinutes: number;
  forcedLogoffMessage: string;
  enableServerInSingleUserMode: boolean;
  storeCALOnBroker: boolean;
  storeCALOnClient: boolean;
  hideServerInformationInClient: boolean;
  hideDomainListInClient: boolean;
  enableSendingDomainList: boolean;
  enableAutomaticStatusUpdates: boolean;
}

/** The settings as loaded: the untouched server object (sent back on update) and the forms read from it. */
export interface GlobalSettings {
  raw: Record<string, unknown>;
  general: GeneralSettingsForm;
  isRecoveryPasswordSet: boolean;
  recoveryPasswordReminder: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function bool(value: unknown, fallback = false): boolean {
  return typeof value === "boolean" ? value : fallback;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function timeoutPolicy(value: unknown): TimeoutPolicy {
  return value === "NEVER" ? "NEVER" : "TIMEOUT_AFTER";
}

/** Reads globalsettings/get: generalData and dataRecoveryPasswordData. */
export function globalSettingsFrom(body: unknown): GlobalSettings {
  const raw = isRecord(body) ? body : {};
  const data = isRecord(raw.generalData) ? raw.generalData : {};
  const recovery = isRecord(raw.dataRecoveryPasswordData) ? raw.dataRecoveryPasswordData : {};
  const sso = singleSignOnDisplay(str(data.desktopSSOTimeoutPolicy));
  return {
    raw,
    general: {
      consoleSessionTimeoutMinutes: num(data.consoleSessionTimeoutMinutes, 30),
      singleSignOnPolicy: sso.singleSignOnPolicy,
      singleSignOnValue: sso.singleSignOnValue ?? "TIMEOUT_AFTER",
      desktopSsoTimeoutMinutes: num(data.desktopSSOTimeoutMinutes, 15),
      clientMaxSessionTimeoutPolicy: timeoutPolicy(data.clientMaxSessionTimeoutPolicy),
      clientMaxSessionTimeoutMinutes: num(data.clientMaxSessionTimeoutMinutes, 600),
      clientIdleSessionTimeoutPolicy: timeoutPolicy(data.clientIdleSessionTimeoutPolicy ?? "NEVER"),
      clientIdleSessionTimeoutMinutes: num(data.clientIdleSessionTimeoutMinutes, 0),
      clientSessionTimeoutMinutes: num(data.clientSessionTimeoutMinutes, 1200),
      enableUIUsernameCaching: bool(data.enableUIUsernameCaching),
      displayPreLoginAdminBanner: bool(data.displayPreLoginAdminBanner),
      preLoginAdminBannerHeader: str(data.preLoginAdminBannerHeader),
      preLoginAdminBannerMessage: str(data.preLoginAdminBannerMessage),
      displayPreLoginMessage: bool(data.displayPreLoginMessage),
      preLoginMessage: str(data.preLoginMessage),
      displayWarningBeforeForcedLogoff: bool(data.displayWarningBeforeForcedLogoff),
      forcedLogoffTimeoutMinutes: num(data.forcedLogoffTimeoutMinutes, 5),
      forcedLogoffMessage: str(data.forcedLogoffMessage),
      enableServerInSingleUserMode: bool(data.enableServerInSingleUserMode),
      storeCALOnBroker: bool(data.storeCALOnBroker),
      storeCALOnClient: bool(data.storeCALOnClient),
      hideServerInformationInClient: bool(data.hideServerInformationInClient),
      hideDomainListInClient: bool(data.hideDomainListInClient, true),
      enableSendingDomainList: bool(data.enableSendingDomainList),
      enableAutomaticStatusUpdates: bool(data.enableAutomaticStatusUpdates),
    },
    isRecoveryPasswordSet:
      bool(recovery.isRecoveryPasswordSet) ||
      str(recovery.recoveryPasswordSHA256) !== "" ||
      str(recovery.recoveryPassword) !== "",
    recoveryPasswordReminder: str(recovery.recoveryPasswordReminder),
  };
}

/** The body of globalsettings/update for an edited general form: the loaded object with generalData replaced. */
export function generalSettingsUpdate(
  settings: GlobalSettings,
  form: GeneralSettingsForm,
): Record<string, unknown> {
  const { singleSignOnPolicy, singleSignOnValue, desktopSsoTimeoutMinutes, ...rest } = form;
  const previous = isRecord(settings.raw.generalData) ? settings.raw.generalData : {};
  const { dataRecoveryPasswordData: _recovery, ...others } = settings.raw;
  return {
    ...others,
    generalData: {
      ...previous,
      ...rest,
      desktopSSOTimeoutPolicy: desktopSsoPolicyOf({ singleSignOnPolicy, singleSignOnValue }),
      desktopSSOTimeoutMinutes: desktopSsoTimeoutMinutes,
    },
  };
}

/** Translation keys of field errors, by field name. */
export type FieldErrors = Partial<Record<keyof GeneralSettingsForm, string>>;

const MINUTE_LIMITS: Partial<Record<keyof GeneralSettingsForm, [number, number]>> = {
  consoleSessionTimeoutMinutes: [1, 4320],
  desktopSsoTimeoutMinutes: [1, 999],
  clientMaxSessionTimeoutMinutes: [5, 9999],
  clientIdleSessionTimeoutMinutes: [1, 9999],
  clientSessionTimeoutMinutes: [1, 9999],
  forcedLogoffTimeoutMinutes: [1, 9999],
};

/** Checks the form; an empty result means it may be saved. */
export function validateGeneralSettings(form: GeneralSettingsForm): FieldErrors {
  const errors: FieldErrors = {};
  // A minutes field its policy switches off is not in force, so it is not checked.
  const isOff: Partial<Record<keyof GeneralSettingsForm, boolean>> = {
    desktopSsoTimeoutMinutes: form.singleSignOnPolicy === "DISABLED" || form.singleSignOnValue === "NEVER",
    clientMaxSessionTimeoutMinutes: form.clientMaxSessionTimeoutPolicy === "NEVER",
    clientIdleSessionTimeoutMinutes: form.clientIdleSessionTimeoutPolicy === "NEVER",
    forcedLogoffTimeoutMinutes: !form.displayWarningBeforeForcedLogoff,
  };
  for (const [field, [min, max]] of Object.entries(MINUTE_LIMITS) as [
    keyof GeneralSettingsForm,
    [number, number],
  ][]) {
    if (isOff[field]) continue;
    const value = form[field];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      errors[field] = "globalSettings.validation.minutesRange";
    }
  }
  if (form.displayPreLoginAdminBanner && form.preLoginAdminBannerHeader.trim() === "") {
    errors.preLoginAdminBannerHeader = "globalSettings.validation.required";
  }
  return errors;
}

/** The limits a minutes field accepts, for the input's min and max. */
export function minuteLimits(field: keyof GeneralSettingsForm): [number, number] | undefined {
  return MINUTE_LIMITS[field];
}

/** Client policy enforcement states (spec 001 section 3). */
export const ENFORCEMENT_STATES = [
  "DO_NOT_MONITOR",
  "DISABLED",
  "ENABLED_DEFAULT_OFF",
  "ENABLED_DEFAULT_ON",
  "ENABLED_ENFORCED",
] as const;

export type EnforcementState = (typeof ENFORCEMENT_STATES)[number];

/** One client policy (client_policies entry). */
export interface ClientPolicy {
  policy: string;
  policyValues: string[];
  enforcementState: EnforcementState;
}

/** The client types a policy's checked values name, as the REST API spells them. */
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

export type ClientType = (typeof CLIENT_TYPES)[number];

function enforcementState(value: unknown): EnforcementState {
  return (ENFORCEMENT_STATES as readonly unknown[]).includes(value)
    ? (value as EnforcementState)
    : "DO_NOT_MONITOR";
}

/** Reads GET /config/v1/settings/client-settings. */
export function clientPoliciesFrom(body: unknown): ClientPolicy[] {
  const list = isRecord(body) && Array.isArray(body.client_policies) ? body.client_policies : [];
  return list.filter(isRecord).map((entry) => ({
    policy: str(entry.policy),
    policyValues: Array.isArray(entry.policy_values)
      ? entry.policy_values.filter((value): value is string => typeof value === "string")
      : [],
    enforcementState: enforcementState(entry.enforcement_state),
  }));
}

/** The body of PUT client-settings: checked values, and an empty list for a policy that is not monitored. */
export function clientPoliciesUpdate(policies: readonly ClientPolicy[]): { client_policies: unknown[] } {
  return {
    client_policies: policies.map((policy) => ({
      policy: policy.policy,
      policy_values: policy.enforcementState === "DO_NOT_MONITOR" ? [] : [...policy.policyValues],
      enforcement_state: policy.enforcementState,
    })),
  };
}

/** One client type's desired settings: the monitored policies whose checked values name it. */
export interface ClientDesiredSettings {
  clientType: ClientType;
  policies: { policy: string; enforcementState: EnforcementState }[];
}

/** Pivots the policies per client type; policies that are not monitored ask nothing of any client. */
export function clientDesiredSettings(policies: readonly ClientPolicy[]): ClientDesiredSettings[] {
  return CLIENT_TYPES.map((clientType) => ({
    clientType,
    policies: policies
      .filter(
        (policy) => policy.enforcementState !== "DO_NOT_MONITOR" && policy.policyValues.includes(clientType),
      )
      .map(({ policy, enforcementState }) => ({ policy, enforcementState })),
  }));
}

/** One restricted agent version. */
export interface RestrictedAgent {
  type: string;
  version: string;
}

/** Agent restriction settings. */
export interface AgentRestrictions {
  message: string;
  agents: RestrictedAgent[];
}

/** Reads GET /config/v1/settings/agent-restriction-settings. */
export function agentRestrictionsFrom(body: unknown): AgentRestrictions {
  const record = isRecord(body) ? body : {};
  const list = Array.isArray(record.restricted_agent_data) ? record.restricted_agent_data : [];
  return {
    message: str(record.restricted_agent_message),
    agents: list
      .filter(isRecord)
      .map((entry) => ({ type: str(entry.type) || "WINDOWS", version: str(entry.version) })),
  };
}

/** The body of PUT agent-restriction-settings; rows without a version are dropped. */
export function agentRestrictionsUpdate(settings: AgentRestrictions): Record<string, unknown> {
  return {
    restricted_agent_message: settings.message,
    restricted_agent_data: settings.agents
      .filter((agent) => agent.version.trim() !== "")
      .map((agent) => ({ type: agent.type, version: agent.version.trim() })),
  };
}

/** One side (client or server) of a security configuration. */
export interface SecurityProperties {
  cipherSuites: string[];
  namedGroups: string[];
  signatureAlgorithms: string[];
  thumbprintAlgorithms: string[];
}

/** The security configuration of one component (connection server or gateway). */
export interface ComponentSecurity {
  client: SecurityProperties;
  server: SecurityProperties;
  keyLength: number | null;
  validity: number | null;
}

/** GET /config/v1/connection-servers/security-configuration. */
export interface SecurityConfiguration {
  connectionServer: ComponentSecurity;
  gateway: ComponentSecurity;
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function properties(value: unknown): SecurityProperties {
  const record = isRecord(value) ? value : {};
  return {
    cipherSuites: list(record.cipher_suites),
    namedGroups: list(record.named_groups),
    signatureAlgorithms: list(record.signature_algorithms),
    thumbprintAlgorithms: list(record.thumbprint_algorithms),
  };
}

function component(value: unknown, shared: unknown): ComponentSecurity {
  const record = isRecord(value) ? value : {};
  // Some servers give one certificate_properties for both components, beside them.
  const own = record.certificate_properties ?? shared;
  const certificate = isRecord(own) ? own : {};
  return {
    client: properties(record.client_properties),
    server: properties(record.server_properties),
    keyLength: typeof certificate.key_length === "number" ? certificate.key_length : null,
    validity: typeof certificate.validity === "number" ? certificate.validity : null,
  };
}

/** Reads the security configuration of the connection server and the secure gateway. */
export function securityConfigurationFrom(body: unknown): SecurityConfiguration {
  const record = isRecord(body) ? body : {};
  return {
    connectionServer: component(record.connection_server_security_config, record.certificate_properties),
    gateway: component(record.secure_gateway_security_config, record.certificate_properties),
  };
}

/** Where REST settings sit in GlobalSettings.raw: present only when the settings came from REST. */
const REST_GENERAL_KEY = "restGeneralSettings";

/** machine_sso_timeout_policy (REST) for desktopSSOTimeoutPolicy (view API), and back. */
const MACHINE_SSO_POLICY: Record<DesktopSsoTimeoutPolicy, string> = {
  DISABLED: "DISABLED",
  DISABLE_AFTER: "DISABLED_AFTER",
  ALWAYS_ENABLED: "ENABLED",
};

/** The view API's generalData names and the REST general settings' (GeneralSettingsV3) names. */
const REST_GENERAL_NAMES: Record<string, string> = {
  consoleSessionTimeoutMinutes: "console_session_timeout_minutes",
  desktopSSOTimeoutMinutes: "machine_sso_timeout_minutes",
  clientIdleSessionTimeoutPolicy: "client_idle_session_timeout_policy",
  clientIdleSessionTimeoutMinutes: "client_idle_session_timeout_minutes",
  clientMaxSessionTimeoutPolicy: "client_max_session_timeout_policy",
  clientMaxSessionTimeoutMinutes: "client_max_session_timeout_minutes",
  clientSessionTimeoutMinutes: "client_session_timeout_minutes",
  displayWarningBeforeForcedLogoff: "display_warning_before_forced_logoff",
  forcedLogoffTimeoutMinutes: "forced_logoff_timeout_minutes",
  forcedLogoffMessage: "forced_logoff_message",
  enableServerInSingleUserMode: "enable_server_in_single_user_mode",
  storeCALOnBroker: "store_cal_on_connection_server",
  storeCALOnClient: "store_cal_on_client",
  enableAutomaticStatusUpdates: "enable_automatic_status_updates",
  displayPreLoginMessage: "display_pre_login_message",
  preLoginMessage: "pre_login_message",
  enableUIUsernameCaching: "enable_user_name_caching",
  displayPreLoginAdminBanner: "display_pre_login_admin_banner",
  preLoginAdminBannerHeader: "pre_login_admin_banner_header",
  preLoginAdminBannerMessage: "pre_login_admin_banner_message",
  enableSendingDomainList: "enable_sending_domain_list",
  hideServerInformationInClient: "hide_server_information_in_client",
  hideDomainListInClient: "hide_domain_list_in_client",
};

/**
 * Reads the REST generation's settings into the same shape as globalsettings/get: GET
 * /config/v3/settings/general, /config/v1/settings/security and /config/v1/pre-logon-settings (the only REST
 * answer naming enable_user_name_caching). The REST object is kept in raw for the update. REST gives no
 * recovery password hint, so it reads as none.
 */
export function globalSettingsFromRest(
  general: unknown,
  security: unknown,
  preLogon: unknown,
): GlobalSettings {
  const rest = isRecord(general) ? general : {};
  const generalData: Record<string, unknown> = {};
  for (const [viewName, restName] of Object.entries(REST_GENERAL_NAMES))
    if (rest[restName] !== undefined) generalData[viewName] = rest[restName];
  const preLogonRecord = isRecord(preLogon) ? preLogon : {};
  if (typeof preLogonRecord.enable_user_name_caching === "boolean")
    generalData.enableUIUsernameCaching = preLogonRecord.enable_user_name_caching;
  const policy = Object.entries(MACHINE_SSO_POLICY).find(
    ([, value]) => value === rest.machine_sso_timeout_policy,
  );
  if (policy) generalData.desktopSSOTimeoutPolicy = policy[0];
  const securityRecord = isRecord(security) ? security : {};
  const settings = globalSettingsFrom({
    generalData,
    dataRecoveryPasswordData: {
      isRecoveryPasswordSet: securityRecord.data_recovery_password_configured === true,
    },
  });
  return { ...settings, raw: { ...settings.raw, [REST_GENERAL_KEY]: rest } };
}

/**
 * The REST body (PUT /config/v3/settings/general) for an update built by generalSettingsUpdate from settings
 * that came from REST: the REST object as loaded with the edited fields; null for settings of the view API.
 */
export function restGeneralSettingsUpdate(update: Record<string, unknown>): Record<string, unknown> | null {
  const loaded = update[REST_GENERAL_KEY];
  if (!isRecord(loaded)) return null;
  const generalData = isRecord(update.generalData) ? update.generalData : {};
  const body: Record<string, unknown> = { ...loaded };
  for (const [viewName, restName] of Object.entries(REST_GENERAL_NAMES))
    if (generalData[viewName] !== undefined) body[restName] = generalData[viewName];
  const policy = generalData.desktopSSOTimeoutPolicy;
  if (policy === "DISABLED" || policy === "DISABLE_AFTER" || policy === "ALWAYS_ENABLED")
    body.machine_sso_timeout_policy = MACHINE_SSO_POLICY[policy];
  return body;
}
