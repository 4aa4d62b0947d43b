import { describe, expect, it } from "vitest";
import {
  agentRestrictionsUpdate,
  clientDesiredSettings,
  clientPoliciesFrom,
  clientPoliciesUpdate,
  desktopSsoPolicyOf,
  generalSettingsUpdate,
  globalSettingsFrom,
  securityConfigurationFrom,
  singleSignOnDisplay,
  validateGeneralSettings,
} from "./global-settings.model";

describe("single sign-on display mapping", () => {
  it.each([
    ["DISABLED", { singleSignOnPolicy: "DISABLED", singleSignOnValue: null }],
    ["DISABLE_AFTER", { singleSignOnPolicy: "ENABLED", singleSignOnValue: "TIMEOUT_AFTER" }],
    ["ALWAYS_ENABLED", { singleSignOnPolicy: "ENABLED", singleSignOnValue: "NEVER" }],
  ])("maps %s", (policy, display) => {
    expect(singleSignOnDisplay(policy)).toEqual(display);
  });

  it("round-trips every policy", () => {
    for (const policy of ["DISABLED", "DISABLE_AFTER", "ALWAYS_ENABLED"] as const) {
      const display = singleSignOnDisplay(policy);
      expect(
        desktopSsoPolicyOf({ ...display, singleSignOnValue: display.singleSignOnValue ?? "TIMEOUT_AFTER" }),
      ).toBe(policy);
    }
  });
});

describe("general settings", () => {
  const body = {
    generalData: {
      consoleSessionTimeoutMinutes: 45,
      desktopSSOTimeoutPolicy: "DISABLE_AFTER",
      desktopSSOTimeoutMinutes: 20,
      preLoginAdminBannerHeader: "Notice",
      somethingNew: "kept",
    },
    dataRecoveryPasswordData: { recoveryPasswordSHA256: "abc", recoveryPasswordReminder: "pet" },
    other: 1,
  };

  it("reads generalData and the recovery password state", () => {
    const settings = globalSettingsFrom(body);
    expect(settings.general).toMatchObject({
      consoleSessionTimeoutMinutes: 45,
      singleSignOnPolicy: "ENABLED",
      singleSignOnValue: "TIMEOUT_AFTER",
      desktopSsoTimeoutMinutes: 20,
      preLoginAdminBannerHeader: "Notice",
    });
    expect(settings.isRecoveryPasswordSet).toBe(true);
    expect(settings.recoveryPasswordReminder).toBe("pet");
  });

  it("sends the loaded object back with the edited generalData, without the recovery password", () => {
    const settings = globalSettingsFrom(body);
    const update = generalSettingsUpdate(settings, {
      ...settings.general,
      consoleSessionTimeoutMinutes: 60,
      singleSignOnValue: "NEVER",
    });
    expect(update).toMatchObject({
      other: 1,
      generalData: {
        consoleSessionTimeoutMinutes: 60,
        desktopSSOTimeoutPolicy: "ALWAYS_ENABLED",
        somethingNew: "kept",
      },
    });
    expect(update).not.toHaveProperty("dataRecoveryPasswordData");
    expect(update.generalData).not.toHaveProperty("singleSignOnPolicy");
  });

  it("validates minutes and the banner header", () => {
    const { general } = globalSettingsFrom(body);
    expect(validateGeneralSettings(general)).toEqual({});
    expect(validateGeneralSettings({ ...general, consoleSessionTimeoutMinutes: 0 })).toHaveProperty(
      "consoleSessionTimeoutMinutes",
    );
    expect(validateGeneralSettings({ ...general, consoleSessionTimeoutMinutes: Number.NaN })).toHaveProperty(
      "consoleSessionTimeoutMinutes",
    );
    expect(
      validateGeneralSettings({
        ...general,
        displayPreLoginAdminBanner: true,
        preLoginAdminBannerHeader: " ",
      }),
    ).toHaveProperty("preLoginAdminBannerHeader");
  });
});

describe("client policies", () => {
  const policies = clientPoliciesFrom({
    client_policies: [
      { policy: "WINDOWS", policy_values: ["8.0"], enforcement_state: "ENABLED_ENFORCED" },
      { policy: "CLIPBOARD", policy_values: ["IN", "OUT"], enforcement_state: "ENABLED_DEFAULT_ON" },
      { policy: "MAC", policy_values: [1], enforcement_state: "bogus" },
    ],
  });

  it("reads policies, values and enforcement states", () => {
    expect(policies[0]).toEqual({
      policy: "WINDOWS",
      policyValues: ["8.0"],
      enforcementState: "ENABLED_ENFORCED",
    });
    expect(policies[2]).toEqual({ policy: "MAC", policyValues: [], enforcementState: "DO_NOT_MONITOR" });
  });

  it("sends the checked values, and an empty list for DO_NOT_MONITOR", () => {
    const update = clientPoliciesUpdate([
      { policy: "WINDOWS", policyValues: ["8.0"], enforcementState: "ENABLED_ENFORCED" },
      { policy: "LINUX", policyValues: ["7.0"], enforcementState: "DO_NOT_MONITOR" },
    ]);
    expect(update).toEqual({
      client_policies: [
        { policy: "WINDOWS", policy_values: ["8.0"], enforcement_state: "ENABLED_ENFORCED" },
        { policy: "LINUX", policy_values: [], enforcement_state: "DO_NOT_MONITOR" },
      ],
    });
  });

  it("pivots the monitored policies per client type for the desired settings", () => {
    const desired = clientDesiredSettings([
      { policy: "CLIPBOARD", policyValues: ["WINDOWS", "MAC"], enforcementState: "ENABLED_DEFAULT_ON" },
      { policy: "AUDIO_IN", policyValues: [], enforcementState: "DO_NOT_MONITOR" },
      { policy: "USB_REDIRECTION", policyValues: ["WINDOWS"], enforcementState: "ENABLED_ENFORCED" },
    ]);
    expect(desired).toHaveLength(8);
    expect(desired[0]).toEqual({
      clientType: "WINDOWS",
      policies: [
        { policy: "CLIPBOARD", enforcementState: "ENABLED_DEFAULT_ON" },
        { policy: "USB_REDIRECTION", enforcementState: "ENABLED_ENFORCED" },
      ],
    });
    expect(desired.find((entry) => entry.clientType === "LINUX")?.policies).toEqual([]);
  });
});

describe("agent restrictions and security configuration", () => {
  it("drops agent rows without a version", () => {
    expect(
      agentRestrictionsUpdate({
        message: "Update your agent",
        agents: [
          { type: "WINDOWS", version: " 7.13 " },
          { type: "WINDOWS", version: "" },
        ],
      }),
    ).toEqual({
      restricted_agent_message: "Update your agent",
      restricted_agent_data: [{ type: "WINDOWS", version: "7.13" }],
    });
  });

  it("reads both components' security properties", () => {
    const config = securityConfigurationFrom({
      connection_server_security_config: {
        client_properties: { cipher_suites: ["TLS_AES_256_GCM_SHA384"], named_groups: ["secp384r1"] },
        server_properties: {
          signature_algorithms: ["rsa_pss_rsae_sha384"],
          thumbprint_algorithms: ["SHA-256"],
        },
        certificate_properties: { key_length: 2048, validity: 365 },
      },
    });
    expect(config.connectionServer.client.cipherSuites).toEqual(["TLS_AES_256_GCM_SHA384"]);
    expect(config.connectionServer.server.thumbprintAlgorithms).toEqual(["SHA-256"]);
    expect(config.connectionServer.keyLength).toBe(2048);
    expect(config.gateway.keyLength).toBeNull();
  });

  it("uses certificate properties given beside both components", () => {
    const config = securityConfigurationFrom({
      connection_server_security_config: {},
      secure_gateway_security_config: {},
      certificate_properties: { key_length: 4096, validity: 730 },
    });
    expect(config.gateway).toMatchObject({ keyLength: 4096, validity: 730 });
  });
});
