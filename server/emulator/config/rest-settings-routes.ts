import type { Context, Hono } from "hono";
import { restGuard } from "../auth/guards";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import {
  badRequest,
  optionalBoolean,
  optionalEnum,
  optionalString,
  readJsonObject,
  type JsonObject,
} from "../http/errors";
import { mergeGeneral, recoveryHash } from "./settings-routes";
import type { GeneralData } from "./settings-store";

const VIEW_PRIVILEGE = "GLOBAL_CONFIG_VIEW";
const EDIT_PRIVILEGE = "GLOBAL_CONFIG_MANAGEMENT";

/** machine_sso_timeout_policy (REST) for desktopSSOTimeoutPolicy (view API), and back. */
const MACHINE_SSO_POLICIES = {
  DISABLED: "DISABLED",
  DISABLE_AFTER: "DISABLED_AFTER",
  ALWAYS_ENABLED: "ENABLED",
};
const DESKTOP_SSO_POLICIES = {
  DISABLED: "DISABLED",
  DISABLED_AFTER: "DISABLE_AFTER",
  ENABLED: "ALWAYS_ENABLED",
};

/** REST field name for each view API general setting the REST generation carries. */
const REST_NAMES: Partial<Record<keyof GeneralData, string>> = {
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

/** Required by GeneralSettingsUpdateSpec (v1) and GeneralSettingsUpdateSpecV2. */
const REQUIRED_V1 = [
  "application_sso_timeout_policy",
  "client_idle_session_timeout_policy",
  "client_max_session_timeout_policy",
  "client_session_timeout_minutes",
  "machine_sso_timeout_policy",
  "store_cal_on_client",
  "store_cal_on_connection_server",
];

/** Required by GeneralSettingsUpdateSpecV3. */
const REQUIRED_V3 = [
  "application_sso_timeout_policy",
  "client_idle_session_timeout_policy",
  "client_max_session_timeout_policy",
  "client_session_timeout_minutes",
  "display_pre_login_admin_banner",
  "machine_sso_timeout_policy",
  "store_cal_on_client",
  "store_cal_on_connection_server",
];

/** GeneralSettingsV3: the stored settings in REST names (enable_user_name_caching is in the update only). */
function generalSettingsV3(general: GeneralData, apiMinutes: number): JsonObject {
  const body: JsonObject = {
    machine_sso_timeout_policy: MACHINE_SSO_POLICIES[general.desktopSSOTimeoutPolicy],
    application_sso_timeout_policy: "DISABLED",
    api_session_timeout_minutes: apiMinutes,
  };
  for (const [viewName, restName] of Object.entries(REST_NAMES)) {
    if (viewName !== "enableUIUsernameCaching") body[restName] = general[viewName as keyof GeneralData];
  }
  return body;
}

/** GeneralSettingsV3's fields that GeneralSettings (v1) and GeneralSettingsV2 do not have. */
const V3_ONLY_GENERAL = [
  "api_session_timeout_minutes",
  "display_pre_login_admin_banner",
  "pre_login_admin_banner_header",
  "pre_login_admin_banner_message",
];

/** General settings as one version of the API answers them. */
function generalSettingsOf(version: 1 | 2 | 3, general: GeneralData, apiMinutes: number): JsonObject {
  const body = generalSettingsV3(general, apiMinutes);
  if (version < 3) for (const field of V3_ONLY_GENERAL) delete body[field];
  return body;
}

/** The view API spelling of a general settings update spec, validated by the view API's own merge. */
function viewGeneralOf(body: JsonObject, required: readonly string[] = REQUIRED_V3): JsonObject {
  const missing = required.find((field) => body[field] === undefined);
  if (missing) throw badRequest(`${missing} is required`, "request.field.invalid");
  const policy = optionalEnum(body, "machine_sso_timeout_policy", [
    "DISABLED",
    "DISABLED_AFTER",
    "ENABLED",
  ] as const);
  if (!policy) throw badRequest("machine_sso_timeout_policy is not valid", "request.field.invalid");
  optionalEnum(body, "application_sso_timeout_policy", ["DISABLED", "DISABLED_AFTER", "ENABLED"] as const);
  const general: JsonObject = { desktopSSOTimeoutPolicy: DESKTOP_SSO_POLICIES[policy] };
  for (const [viewName, restName] of Object.entries(REST_NAMES))
    if (body[restName] !== undefined) general[viewName] = body[restName];
  return general;
}

/** The message security mode the pod runs in; the console sends it back unchanged. */
const MESSAGE_SECURITY_MODES = ["DISABLED", "MIXED", "ENABLED", "ENHANCED"] as const;

/**
 * REST settings (GET, PUT /config/v1|v2|v3/settings, .../settings/general, /config/v1/settings/security, GET
 * /config/v2/settings/security): the same stored settings as globalsettings/get and update, for a caller with
 * REST tokens only. Each version answers exactly its own schema's fields.
 */
export function registerRestSettingsRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { settings } = services;
  let messageSecurityMode: (typeof MESSAGE_SECURITY_MODES)[number] = "ENHANCED";
  const apiMinutes = () => Math.max(1, Math.round(services.sessions.lifetimes.accessSeconds / 60));

  const general = (version: 1 | 2 | 3) => generalSettingsOf(version, settings.state.general, apiMinutes());
  const security = (version: 1 | 2) => ({
    message_security_mode: messageSecurityMode,
    // Settled: the status is the mode itself (the transitional PENDING_/LEAVING_/PREPARING_ states pass
    // within seconds on a real pod, too quickly for a script to meet them).
    message_security_status: messageSecurityMode,
    re_auth_secure_tunnel_after_interruption: true,
    data_recovery_password_configured: settings.state.recovery.sha256 !== null,
    ...(version === 2 ? { disallow_enhanced_security_mode: false } : {}),
  });
  // FeatureSettings: exactly the OpenAPI's three fields (the feature call answers more).
  const feature = () => ({
    enable_helpdesk: true,
    enable_image_management: true,
    cloud_managed: settings.state.featureCloudManaged,
  });

  /** A SecuritySettingsUpdateSpec checked, with the change it makes (applied only once all parts pass). */
  const securityChange = async (c: Context<EmulatorEnv>, body: JsonObject) => {
    const mode = optionalEnum(body, "message_security_mode", MESSAGE_SECURITY_MODES);
    if (!mode) throw badRequest("message_security_mode is required", "request.field.invalid");
    const hint = optionalString(body, "data_recovery_password_hint");
    if (hint !== undefined && hint.length > 128)
      throw badRequest("data_recovery_password_hint is too long", "request.field.invalid");
    optionalBoolean(body, "re_auth_secure_tunnel_after_interruption");
    // The schema types the hash as a list of strings (its example is one string): a list of one is taken.
    const given: unknown = body.data_recovery_password_hash;
    if (given !== undefined && (!Array.isArray(given) || given.length !== 1 || typeof given[0] !== "string"))
      throw badRequest("data_recovery_password_hash must be a list of one hash", "request.field.invalid");
    const value = given === undefined ? undefined : (given[0] as string);
    const recovery = settings.state.recovery;
    const sha256 =
      value === undefined || value === "" ? recovery.sha256 : await recoveryHash(c, services, value);
    return () => {
      messageSecurityMode = mode;
      settings.state.recovery = { sha256, hint: hint ?? recovery.hint };
    };
  };

  for (const version of [1, 2, 3] as const) {
    app.get(`/rest/config/v${version}/settings/general`, restGuard(VIEW_PRIVILEGE), (c) =>
      c.json(general(version)),
    );
    app.put(`/rest/config/v${version}/settings/general`, restGuard(EDIT_PRIVILEGE), async (c) => {
      const body = await readJsonObject(c);
      settings.state.general = mergeGeneral(
        settings.state.general,
        viewGeneralOf(body, version === 3 ? REQUIRED_V3 : REQUIRED_V1),
      );
      services.markChanged();
      return c.body(null, 204);
    });

    // All settings at once: feature, general and security; v1 with the first security settings.
    app.get(`/rest/config/v${version}/settings`, restGuard(VIEW_PRIVILEGE), (c) =>
      c.json({
        feature_settings: feature(),
        general_settings: general(version),
        security_settings: security(version === 1 ? 1 : 2),
      }),
    );
    app.put(`/rest/config/v${version}/settings`, restGuard(EDIT_PRIVILEGE), async (c) => {
      const body = await readJsonObject(c);
      const part = (name: string): JsonObject | undefined => {
        const value = body[name];
        if (value === undefined || value === null) return undefined;
        if (typeof value !== "object" || Array.isArray(value))
          throw badRequest(`${name} must be an object`, "request.field.invalid");
        return value as JsonObject;
      };
      const featureBody = part("feature_settings");
      const generalBody = part("general_settings");
      const securityBody = part("security_settings");
      const cloudManaged = featureBody ? optionalBoolean(featureBody, "cloud_managed") : undefined;
      const nextGeneral = generalBody
        ? mergeGeneral(
            settings.state.general,
            viewGeneralOf(generalBody, version === 3 ? REQUIRED_V3 : REQUIRED_V1),
          )
        : settings.state.general;
      const applySecurity = securityBody ? await securityChange(c, securityBody) : undefined;
      if (cloudManaged !== undefined) settings.state.featureCloudManaged = cloudManaged;
      settings.state.general = nextGeneral;
      applySecurity?.();
      services.markChanged();
      return c.body(null, 204);
    });
  }

  app.get("/rest/config/v1/settings/security", restGuard(VIEW_PRIVILEGE), (c) => c.json(security(1)));
  app.get("/rest/config/v2/settings/security", restGuard(VIEW_PRIVILEGE), (c) => c.json(security(2)));

  app.put("/rest/config/v1/settings/security", restGuard(EDIT_PRIVILEGE), async (c) => {
    const apply = await securityChange(c, await readJsonObject(c));
    apply();
    services.markChanged();
    return c.body(null, 204);
  });
}
