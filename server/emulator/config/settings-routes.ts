import type { Context, Hono } from "hono";
import {
  KeyAgreementError,
  decryptPassword,
  type SessionCipher,
} from "../../../src/core/crypto/key-agreement";
import { getCaller, restGuard, viewGuard } from "../auth/guards";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import {
  badRequest,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  readJsonObject,
  requireObject,
  requireString,
  type JsonObject,
} from "../http/errors";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import { requirePrivilege } from "../auth/guards";
import {
  CLIENT_ENFORCEMENT_STATES,
  CLIENT_TYPES,
  type ClientPolicy,
  type GeneralData,
  type SettingsStore,
} from "./settings-store";

const VIEW = "/view-vlsi/rest/v1";
/** The password mask: eight asterisks mean "unchanged". */
export const PASSWORD_MASK = "********";
const VIEW_PRIVILEGE = "GLOBAL_CONFIG_VIEW";
const EDIT_PRIVILEGE = "GLOBAL_CONFIG_MANAGEMENT";

function preLogon(services: EmulatorServices) {
  const general = services.settings.state.general;
  return {
    general,
    apiMinutes: Math.max(1, Math.round(services.sessions.lifetimes.accessSeconds / 60)),
  };
}

function viewGlobalSettings(settings: SettingsStore) {
  const { recovery } = settings.state;
  return {
    generalData: settings.state.general,
    dataRecoveryPasswordData: {
      isRecoveryPasswordSet: recovery.sha256 !== null,
      recoveryPasswordSHA256: recovery.sha256 === null ? null : PASSWORD_MASK,
      recoveryPasswordReminder: recovery.hint,
    },
  };
}

const GENERAL_BOOLEANS = [
  "displayPreLoginMessage",
  "displayWarningBeforeForcedLogoff",
  "enableServerInSingleUserMode",
  "storeCALOnBroker",
  "storeCALOnClient",
  "enableAutomaticStatusUpdates",
  "enableUIUsernameCaching",
  "displayPreLoginAdminBanner",
  "enableSendingDomainList",
  "hideServerInformationInClient",
  "hideDomainListInClient",
] as const;
const GENERAL_STRINGS = [
  "forcedLogoffMessage",
  "preLoginMessage",
  "preLoginAdminBannerHeader",
  "preLoginAdminBannerMessage",
] as const;

/** Validates a partial generalData and returns the merged result; 400 on any wrong type or range. */
export function mergeGeneral(current: GeneralData, input: JsonObject): GeneralData {
  const next: GeneralData = { ...current };
  next.desktopSSOTimeoutPolicy =
    optionalEnum(input, "desktopSSOTimeoutPolicy", [
      "DISABLED",
      "DISABLE_AFTER",
      "ALWAYS_ENABLED",
    ] as const) ?? current.desktopSSOTimeoutPolicy;
  next.desktopSSOTimeoutMinutes =
    optionalInteger(input, "desktopSSOTimeoutMinutes", 1, 999) ?? current.desktopSSOTimeoutMinutes;
  next.consoleSessionTimeoutMinutes =
    optionalInteger(input, "consoleSessionTimeoutMinutes", 1, 4320) ?? current.consoleSessionTimeoutMinutes;
  next.clientIdleSessionTimeoutPolicy =
    optionalEnum(input, "clientIdleSessionTimeoutPolicy", ["TIMEOUT_AFTER", "NEVER"] as const) ??
    current.clientIdleSessionTimeoutPolicy;
  next.clientIdleSessionTimeoutMinutes =
    optionalInteger(input, "clientIdleSessionTimeoutMinutes", 1, 9999) ??
    current.clientIdleSessionTimeoutMinutes;
  next.clientMaxSessionTimeoutPolicy =
    optionalEnum(input, "clientMaxSessionTimeoutPolicy", ["TIMEOUT_AFTER", "NEVER"] as const) ??
    current.clientMaxSessionTimeoutPolicy;
  next.clientMaxSessionTimeoutMinutes =
    optionalInteger(input, "clientMaxSessionTimeoutMinutes", 5, 9999) ??
    current.clientMaxSessionTimeoutMinutes;
  next.clientSessionTimeoutMinutes =
    optionalInteger(input, "clientSessionTimeoutMinutes", 1, 9999) ?? current.clientSessionTimeoutMinutes;
  next.forcedLogoffTimeoutMinutes =
    optionalInteger(input, "forcedLogoffTimeoutMinutes", 1, 9999) ?? current.forcedLogoffTimeoutMinutes;
  for (const field of GENERAL_BOOLEANS) next[field] = optionalBoolean(input, field) ?? current[field];
  for (const field of GENERAL_STRINGS) {
    const value = optionalString(input, field);
    if (value !== undefined && value.length > 4096)
      throw badRequest(`${field} is too long`, "request.field.invalid");
    next[field] = value ?? current[field];
  }
  return next;
}

/** The recovery password hash inside an update: decrypted with the session's key agreement when it has one. */
export async function recoveryHash(
  c: Context<EmulatorEnv>,
  services: EmulatorServices,
  value: string,
): Promise<string> {
  const reference = c.req.query("client_reference_id");
  let candidates: SessionCipher[];
  if (reference) {
    const named = services.sessions.cipherFor(reference);
    if (!named)
      throw badRequest("Unknown or expired client_reference_id", "auth.client_reference_id.find.error");
    candidates = [named];
  } else {
    // The sign-in's key first; the console may hold a newer agreement (a handshake after sign-in), so any live one.
    const own = services.sessions.cipherOfSession(getCaller(c).sessionId);
    candidates = [
      ...(own ? [own] : []),
      ...services.sessions.liveCiphers().filter((cipher) => cipher !== own),
    ];
  }
  let hash = value;
  if (!/^[0-9a-f]{64}$/i.test(value) || reference) {
    let decrypted: string | undefined;
    for (const cipher of candidates) {
      try {
        decrypted = await decryptPassword(cipher, value);
        break;
      } catch (error) {
        if (!(error instanceof KeyAgreementError)) throw error;
      }
    }
    if (decrypted === undefined && candidates.length > 0)
      throw badRequest("The recovery password could not be decrypted", "auth.password.decrypt.error");
    hash = decrypted ?? value;
  } else if (services.sessions.cipherOfSession(getCaller(c).sessionId)) {
    // A sign-in with a key agreement promises encrypted secrets: a clear hash is refused.
    throw badRequest("The recovery password must be encrypted", "auth.password.decrypt.error");
  }
  if (!/^[0-9a-f]{64}$/i.test(hash))
    throw badRequest("recoveryPasswordSHA256 must be a SHA-256 hash", "INVALID_RECOVERY_PASSWORD");
  return hash.toLowerCase();
}

function clientPolicy(value: unknown): ClientPolicy {
  const item = requireObject(value, "client policy");
  const policy = requireString(item, "policy");
  const state = optionalEnum(item, "enforcement_state", CLIENT_ENFORCEMENT_STATES);
  if (!state) throw badRequest("enforcement_state is required", "request.field.invalid");
  const values = item.policy_values ?? [];
  if (!Array.isArray(values) || !values.every((entry): entry is string => typeof entry === "string"))
    throw badRequest("policy_values must be a list of strings", "request.field.invalid");
  const unknown = values.find((value) => !(CLIENT_TYPES as readonly string[]).includes(value));
  if (unknown !== undefined)
    throw badRequest(
      `policy_values: ${unknown} is not a client type (${CLIENT_TYPES.join(", ")})`,
      "request.field.invalid",
    );
  if (state === "DO_NOT_MONITOR" && values.length > 0)
    throw badRequest("policy_values must be empty when the state is DO_NOT_MONITOR", "request.field.invalid");
  return { policy, policy_values: values, enforcement_state: state };
}

const TLS_PROPERTIES = {
  cipher_suites: [
    "TLS_AES_256_GCM_SHA384",
    "TLS_AES_128_GCM_SHA256",
    "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384",
  ],
  named_groups: ["x25519", "secp256r1", "secp384r1"],
  signature_algorithms: ["rsa_pss_rsae_sha256", "ecdsa_secp256r1_sha256", "rsa_pkcs1_sha256"],
  thumbprint_algorithms: ["SHA-256", "SHA-384"],
};

/** Global settings, pre-logon settings, feature, restriction and client settings, servers and CEIP. */
export function registerSettingsRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { settings } = services;

  app.get("/rest/config/v1/pre-logon-settings", (c) => {
    const { general, apiMinutes } = preLogon(services);
    return c.json({
      enable_user_name_caching: general.enableUIUsernameCaching,
      console_session_timeout_minutes: general.consoleSessionTimeoutMinutes,
      api_session_timeout_minutes: apiMinutes,
      display_pre_login_admin_banner: general.displayPreLoginAdminBanner,
      pre_login_admin_banner_header: general.preLoginAdminBannerHeader,
      pre_login_admin_banner_message: general.preLoginAdminBannerMessage,
    });
  });

  app.get(`${VIEW}/GlobalSettings/GetPreLogonSettings`, (c) => {
    const { general, apiMinutes } = preLogon(services);
    return c.json({
      enableUIUsernameCaching: general.enableUIUsernameCaching,
      displayPreLoginAdminBanner: general.displayPreLoginAdminBanner,
      preLoginAdminBannerHeader: general.preLoginAdminBannerHeader,
      preLoginAdminBannerMessage: general.preLoginAdminBannerMessage,
      viewApiSessionTimeout: apiMinutes,
      consoleSessioTimeout: general.consoleSessionTimeoutMinutes,
    });
  });

  app.get(`${VIEW}/globalsettings/get`, viewGuard(VIEW_PRIVILEGE), (c) =>
    c.json(viewGlobalSettings(settings)),
  );

  app.post(`${VIEW}/globalsettings/update`, viewGuard(), async (c) => {
    requirePrivilege(c, EDIT_PRIVILEGE, LOCAL_ROOT_ACCESS_GROUP_ID);
    const body = await readJsonObject(c);
    let general = settings.state.general;
    if (body.generalData !== undefined)
      general = mergeGeneral(general, requireObject(body.generalData, "generalData"));
    let recovery = settings.state.recovery;
    if (body.dataRecoveryPasswordData !== undefined) {
      const data = requireObject(body.dataRecoveryPasswordData, "dataRecoveryPasswordData");
      // Both spellings are accepted: the spec's recoveryPasswordSHA256 and the console's recoveryPassword.
      const value =
        optionalString(data, "recoveryPasswordSHA256") ?? optionalString(data, "recoveryPassword");
      const hint = optionalString(data, "recoveryPasswordReminder") ?? optionalString(data, "passwordHint");
      if (hint !== undefined && hint.length > 512)
        throw badRequest("recoveryPasswordReminder is too long", "request.field.invalid");
      const unchanged = value === undefined || value === "" || /^\*+$/.test(value);
      const sha256 = unchanged ? recovery.sha256 : await recoveryHash(c, services, value);
      recovery = { sha256, hint: hint ?? recovery.hint };
    }
    settings.state.general = general;
    settings.state.recovery = recovery;
    services.markChanged();
    return c.json(viewGlobalSettings(settings));
  });

  app.post(`${VIEW}/ceip/setlogintype`, viewGuard(), async (c) => {
    const body = await readJsonObject(c);
    settings.state.ceipLoginType =
      optionalEnum(body, "type", ["LEO"] as const) ?? requireString(body, "type");
    services.markChanged();
    return c.body(null, 200);
  });

  app.post("/rest/config/v1/ceip/action/set-login-type", restGuard(), async (c) => {
    const body = await readJsonObject(c);
    settings.state.ceipLoginType =
      optionalEnum(body, "type", ["LEO"] as const) ?? requireString(body, "type");
    services.markChanged();
    return c.body(null, 204);
  });

  app.get("/rest/config/v1/ceip", restGuard(VIEW_PRIVILEGE), (c) => c.json(settings.state.ceip));

  // 2212 reads the CEIP enrolment but has no call to change it: the emulator serves none either.

  app.get("/rest/config/v1/settings/feature", restGuard(), (c) =>
    c.json({
      enable_helpdesk: true,
      enable_image_management: true,
      cloud_managed: settings.state.featureCloudManaged,
    }),
  );

  app.put("/rest/config/v1/settings/feature", restGuard(EDIT_PRIVILEGE), async (c) => {
    const body = await readJsonObject(c);
    settings.state.featureCloudManaged =
      optionalBoolean(body, "cloud_managed") ?? settings.state.featureCloudManaged;
    services.markChanged();
    return c.body(null, 204);
  });

  app.get("/rest/config/v1/settings/agent-restriction-settings", restGuard(VIEW_PRIVILEGE), (c) =>
    c.json({
      restricted_agent_message: settings.state.agentRestrictionMessage,
      restricted_agent_data: settings.state.agentRestrictions,
    }),
  );

  app.put("/rest/config/v1/settings/agent-restriction-settings", restGuard(EDIT_PRIVILEGE), async (c) => {
    const body = await readJsonObject(c);
    const message = optionalString(body, "restricted_agent_message");
    if (message !== undefined && message.length > 1024)
      throw badRequest("restricted_agent_message is too long", "request.field.invalid");
    const data = body.restricted_agent_data;
    let restrictions = settings.state.agentRestrictions;
    if (data !== undefined && data !== null) {
      if (!Array.isArray(data))
        throw badRequest("restricted_agent_data must be a list", "request.field.invalid");
      restrictions = data.map((entry) => {
        const item = requireObject(entry, "restricted agent");
        const type = optionalEnum(item, "type", ["WINDOWS"] as const);
        const version = requireString(item, "version");
        if (!type) throw badRequest("type must be WINDOWS", "request.field.invalid");
        if (!/^\d+(\.\d+){0,3}$/.test(version))
          throw badRequest(`version ${version} is not a version number`, "request.field.invalid");
        return { type, version };
      });
    }
    settings.state.agentRestrictionMessage = message ?? settings.state.agentRestrictionMessage;
    settings.state.agentRestrictions = restrictions;
    services.markChanged();
    return c.body(null, 204);
  });

  app.get("/rest/config/v1/settings/client-settings", restGuard(VIEW_PRIVILEGE), (c) =>
    c.json({ client_policies: settings.state.clientPolicies }),
  );

  app.put("/rest/config/v1/settings/client-settings", restGuard(EDIT_PRIVILEGE), async (c) => {
    const body = await readJsonObject(c);
    const policies = body.client_policies;
    if (!Array.isArray(policies)) throw badRequest("client_policies must be a list", "request.field.invalid");
    const parsed = policies.map(clientPolicy);
    const byName = new Map(settings.state.clientPolicies.map((policy) => [policy.policy, policy]));
    for (const policy of parsed) byName.set(policy.policy, policy);
    settings.state.clientPolicies = [...byName.values()];
    services.markChanged();
    return c.body(null, 204);
  });

  // The connection servers themselves: inventory/rest-connection-server-routes.ts.
  app.get("/rest/config/v1/connection-servers/security-configuration", restGuard(VIEW_PRIVILEGE), (c) =>
    c.json({
      connection_server_security_config: {
        client_properties: TLS_PROPERTIES,
        server_properties: TLS_PROPERTIES,
      },
      secure_gateway_security_config: {
        client_properties: TLS_PROPERTIES,
        server_properties: TLS_PROPERTIES,
      },
      certificate_properties: { key_length: 2048, validity: 730 },
    }),
  );
}
