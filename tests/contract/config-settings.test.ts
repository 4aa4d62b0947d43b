import { beforeEach, describe, expect, it } from "vitest";
import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
  type SessionCipher,
} from "../../src/core/crypto/key-agreement";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient, type ViewSession } from "../../server/emulator/testing/emulator-client";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("settings and configuration", () => {
  let emulator: Emulator;
  let client: EmulatorClient;

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
  });

  /** A view session signed in through a key agreement, with its cipher. */
  async function encryptedViewLogin(): Promise<{ session: ViewSession; cipher: SessionCipher }> {
    const { request, pending } = await startKeyAgreement();
    const material = await client.view("POST", "AuthenticationManager/generateKeyMaterial", undefined, {
      body: request,
    });
    const answer = (await material.json()) as KeyAgreementResponse;
    const cipher = await completeKeyAgreement(pending, answer);
    const response = await client.view(
      "POST",
      `login?client_reference_id=${answer.client_reference_id}`,
      undefined,
      {
        body: { name: "admin", passwd: await encryptPassword(cipher, "vdc-demo"), domain: "EXAMPLE" },
      },
    );
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    return { session: { cookie, csrf: response.headers.get("CSRFToken") ?? "" }, cipher };
  }

  it("serves pre-logon settings of both generations without sign-in", async () => {
    const rest = await client.send("GET", "/rest/config/v1/pre-logon-settings");
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({
      enable_user_name_caching: true,
      console_session_timeout_minutes: 30,
      api_session_timeout_minutes: 30,
      display_pre_login_admin_banner: false,
      pre_login_admin_banner_header: "",
      pre_login_admin_banner_message: "",
    });
    const view = await client.view("GET", "GlobalSettings/GetPreLogonSettings", undefined);
    expect(await view.json()).toMatchObject({
      enableUIUsernameCaching: true,
      displayPreLoginAdminBanner: false,
      viewApiSessionTimeout: 30,
      consoleSessioTimeout: 30,
    });
  });

  it("updates general settings, which the pre-logon settings and the login headers then reflect", async () => {
    const session = await client.viewLogin("admin");
    const update = await client.view("POST", "globalsettings/update", session, {
      body: {
        generalData: {
          consoleSessionTimeoutMinutes: 45,
          desktopSSOTimeoutPolicy: "ALWAYS_ENABLED",
          displayPreLoginAdminBanner: true,
          preLoginAdminBannerHeader: "Notice",
          preLoginAdminBannerMessage: "<b>Authorised use only</b>",
          unknownField: "ignored",
        },
      },
    });
    expect(update.status).toBe(200);
    const settings = (await (await client.view("GET", "globalsettings/get", session)).json()) as {
      generalData: Record<string, unknown>;
    };
    expect(settings.generalData).toMatchObject({
      consoleSessionTimeoutMinutes: 45,
      desktopSSOTimeoutPolicy: "ALWAYS_ENABLED",
      preLoginAdminBannerMessage: "<b>Authorised use only</b>",
    });
    expect(settings.generalData).not.toHaveProperty("unknownField");
    const preLogon = (await (
      await client.send("GET", "/rest/config/v1/pre-logon-settings")
    ).json()) as Record<string, unknown>;
    expect(preLogon).toMatchObject({
      console_session_timeout_minutes: 45,
      display_pre_login_admin_banner: true,
      pre_login_admin_banner_header: "Notice",
    });
    const login = await client.send("POST", "/view-vlsi/rest/v1/login", {
      body: { name: "admin", passwd: "vdc-demo", domain: "EXAMPLE" },
    });
    expect(login.headers.get("X-VDM-ConsoleSessionTimeout")).toBe(String(45 * 60));
  });

  it.each([
    [{ generalData: { desktopSSOTimeoutPolicy: "SOMETIMES" } }],
    [{ generalData: { consoleSessionTimeoutMinutes: 0 } }],
    [{ generalData: { enableUIUsernameCaching: "true" } }],
    [{ generalData: "all" }],
    [{ dataRecoveryPasswordData: { recoveryPasswordSHA256: "not-a-hash" } }],
  ])("refuses a bad global settings update %j and keeps the settings", async (body) => {
    const session = await client.viewLogin("admin");
    const response = await client.view("POST", "globalsettings/update", session, { body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { errors: { error_key: string; error_message: string }[] };
    expect(error.errors[0]?.error_message).toBeTruthy();
    const settings = (await (await client.view("GET", "globalsettings/get", session)).json()) as {
      generalData: Record<string, unknown>;
      dataRecoveryPasswordData: Record<string, unknown>;
    };
    expect(settings.generalData.consoleSessionTimeoutMinutes).toBe(30);
    expect(settings.dataRecoveryPasswordData.isRecoveryPasswordSet).toBe(false);
  });

  it("takes the recovery password hashed and encrypted with the sign-in's key agreement; the mask keeps it", async () => {
    const { session, cipher } = await encryptedViewLogin();
    const hash = await sha256Hex("recover-me");
    const response = await client.view("POST", "globalsettings/update", session, {
      body: {
        dataRecoveryPasswordData: {
          recoveryPasswordSHA256: await encryptPassword(cipher, hash),
          recoveryPasswordReminder: "the usual",
        },
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { dataRecoveryPasswordData: Record<string, unknown> };
    expect(body.dataRecoveryPasswordData).toEqual({
      isRecoveryPasswordSet: true,
      recoveryPasswordSHA256: "********",
      recoveryPasswordReminder: "the usual",
    });
    const masked = await client.view("POST", "globalsettings/update", session, {
      body: {
        dataRecoveryPasswordData: {
          recoveryPasswordSHA256: "********",
          recoveryPasswordReminder: "new hint",
        },
      },
    });
    expect(((await masked.json()) as typeof body).dataRecoveryPasswordData).toMatchObject({
      isRecoveryPasswordSet: true,
      recoveryPasswordReminder: "new hint",
    });
    const plain = await client.view("POST", "globalsettings/update", session, {
      body: { dataRecoveryPasswordData: { recoveryPasswordSHA256: hash } },
    });
    expect(plain.status).toBe(400);
  });

  it("decrypts a recovery password encrypted with a key agreed after sign-in", async () => {
    const { session } = await encryptedViewLogin();
    const { request, pending } = await startKeyAgreement();
    const material = await client.view("POST", "AuthenticationManager/generateKeyMaterial", undefined, {
      body: request,
    });
    const newer = await completeKeyAgreement(pending, (await material.json()) as KeyAgreementResponse);
    const response = await client.view("POST", "globalsettings/update", session, {
      body: {
        dataRecoveryPasswordData: { recoveryPassword: await encryptPassword(newer, await sha256Hex("x")) },
      },
    });
    expect(response.status).toBe(200);
    const garbage = await client.view("POST", "globalsettings/update", session, {
      body: { dataRecoveryPasswordData: { recoveryPassword: "bm90IGVuY3J5cHRlZCB3aXRoIGFueSBrZXk=" } },
    });
    expect(garbage.status).toBe(400);
  });

  it("accepts a plain SHA-256 recovery hash when the sign-in used no key agreement", async () => {
    const session = await client.viewLogin("admin");
    const response = await client.view("POST", "globalsettings/update", session, {
      body: { dataRecoveryPasswordData: { recoveryPassword: await sha256Hex("x") } },
    });
    expect(response.status).toBe(200);
  });

  it("keeps preferences per administrator (v1 and v2 paths)", async () => {
    const admin = await client.restLogin("admin");
    const readonly = await client.restLogin("readonly");
    const initial = await client.rest(
      "GET",
      "/rest/config/v2/admin-users-or-groups/preferences",
      admin.access_token,
    );
    expect(await initial.json()).toEqual({ admin_timeout_in_minutes: 30, grid_preferences: {} });
    const put = await client.rest(
      "PUT",
      "/rest/config/v2/admin-users-or-groups/preferences",
      admin.access_token,
      {
        body: { grid_preferences: { desktopsListing: ["DisplayName", "Type"] } },
      },
    );
    expect(put.status).toBe(204);
    const v1 = await client.rest(
      "GET",
      "/rest/config/v1/admin-users-or-groups/preferences",
      admin.access_token,
    );
    expect(await v1.json()).toEqual({
      admin_timeout_in_minutes: 30,
      grid_preferences: { desktopsListing: ["DisplayName", "Type"] },
    });
    const other = await client.rest(
      "GET",
      "/rest/config/v2/admin-users-or-groups/preferences",
      readonly.access_token,
    );
    expect(((await other.json()) as { grid_preferences: object }).grid_preferences).toEqual({});
    const bad = await client.rest(
      "PUT",
      "/rest/config/v2/admin-users-or-groups/preferences",
      admin.access_token,
      {
        body: { grid_preferences: { desktopsListing: "DisplayName" } },
      },
    );
    expect(bad.status).toBe(400);
    const tooLarge = await client.rest(
      "PUT",
      "/rest/config/v2/admin-users-or-groups/preferences",
      admin.access_token,
      { body: { grid_preferences: { "sessions.views": ["x".repeat(70 * 1024)] } } },
    );
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key).toBe(
      "request.field.invalid",
    );
    const kept = await client.rest(
      "GET",
      "/rest/config/v2/admin-users-or-groups/preferences",
      admin.access_token,
    );
    expect(((await kept.json()) as { grid_preferences: object }).grid_preferences).toEqual({
      desktopsListing: ["DisplayName", "Type"],
    });
  });

  it("stores agent restrictions and client policies", async () => {
    const { access_token } = await client.restLogin("admin");
    await client.rest("PUT", "/rest/config/v1/settings/agent-restriction-settings", access_token, {
      body: {
        restricted_agent_message: "Please upgrade",
        restricted_agent_data: [{ type: "WINDOWS", version: "8.2" }],
      },
    });
    const restrictions = await client.rest(
      "GET",
      "/rest/config/v1/settings/agent-restriction-settings",
      access_token,
    );
    expect(await restrictions.json()).toEqual({
      restricted_agent_message: "Please upgrade",
      restricted_agent_data: [{ type: "WINDOWS", version: "8.2" }],
    });
    const put = await client.rest("PUT", "/rest/config/v1/settings/client-settings", access_token, {
      body: {
        client_policies: [
          { policy: "CLIPBOARD", policy_values: [], enforcement_state: "DO_NOT_MONITOR" },
          { policy: "PRINTING", policy_values: ["WINDOWS", "MAC"], enforcement_state: "ENABLED_DEFAULT_OFF" },
        ],
      },
    });
    expect(put.status).toBe(204);
    const policies = (await (
      await client.rest("GET", "/rest/config/v1/settings/client-settings", access_token)
    ).json()) as {
      client_policies: { policy: string; policy_values: string[]; enforcement_state: string }[];
    };
    expect(policies.client_policies).toContainEqual({
      policy: "CLIPBOARD",
      policy_values: [],
      enforcement_state: "DO_NOT_MONITOR",
    });
    expect(policies.client_policies).toContainEqual({
      policy: "PRINTING",
      policy_values: ["WINDOWS", "MAC"],
      enforcement_state: "ENABLED_DEFAULT_OFF",
    });
    const badType = await client.rest("PUT", "/rest/config/v1/settings/client-settings", access_token, {
      body: {
        client_policies: [{ policy: "X", policy_values: ["AMIGA"], enforcement_state: "ENABLED_ENFORCED" }],
      },
    });
    expect(badType.status).toBe(400);
    const badState = await client.rest("PUT", "/rest/config/v1/settings/client-settings", access_token, {
      body: { client_policies: [{ policy: "X", policy_values: [], enforcement_state: "MAYBE" }] },
    });
    expect(badState.status).toBe(400);
  });

  it("serves feature settings, connection servers with tags and the security configuration in OpenAPI shapes", async () => {
    const { access_token } = await client.restLogin("readonly");
    const feature = (await (
      await client.rest("GET", "/rest/config/v1/settings/feature", access_token)
    ).json()) as Record<string, unknown>;
    expect(feature).toMatchObject({
      enable_helpdesk: true,
      enable_image_management: true,
      cloud_managed: false,
    });
    // FeatureSettings has these three fields only.
    expect(Object.keys(feature).sort()).toEqual([
      "cloud_managed",
      "enable_helpdesk",
      "enable_image_management",
    ]);
    const servers = (await (
      await client.rest("GET", "/rest/config/v2/connection-servers", access_token)
    ).json()) as {
      id: string;
      name: string;
      tags: string[];
      smart_card_support_for_admin: string;
    }[];
    expect(servers.length).toBeGreaterThan(1);
    expect(servers[0]?.tags).toEqual(["internal", "dmz-east"]);
    expect(["OPTIONAL", "REQUIRED", "OFF"]).toContain(servers[0]?.smart_card_support_for_admin);
    const security = (await (
      await client.rest("GET", "/rest/config/v1/connection-servers/security-configuration", access_token)
    ).json()) as Record<string, { client_properties?: Record<string, unknown>; key_length?: number }>;
    expect(Object.keys(security).sort()).toEqual([
      "certificate_properties",
      "connection_server_security_config",
      "secure_gateway_security_config",
    ]);
    expect(Object.keys(security.connection_server_security_config?.client_properties ?? {}).sort()).toEqual([
      "cipher_suites",
      "named_groups",
      "signature_algorithms",
      "thumbprint_algorithms",
    ]);
    expect(security.certificate_properties?.key_length).toBe(2048);
  });

  it("reads the customer experience program enrolment, which 2212 offers no call to change", async () => {
    const { access_token } = await client.restLogin("admin");
    const path = "/rest/config/v1/ceip";
    expect(await (await client.rest("GET", path, access_token)).json()).toEqual({
      enabled: true,
      geolocation: "EUROPE",
      company_size: "SIZE_1001_5000",
      vertical: "TECHNOLOGY",
    });
  });

  it("records the CEIP login type LEO on both generations and refuses other types", async () => {
    const { access_token } = await client.restLogin("admin");
    const rest = await client.rest("POST", "/rest/config/v1/ceip/action/set-login-type", access_token, {
      body: { type: "LEO" },
    });
    expect(rest.status).toBe(204);
    const session = await client.viewLogin("admin");
    expect((await client.view("POST", "ceip/setlogintype", session, { body: { type: "LEO" } })).status).toBe(
      200,
    );
    expect((await client.view("POST", "ceip/setlogintype", session, { body: {} })).status).toBe(400);
    expect(
      (await client.view("POST", "ceip/setlogintype", session, { body: { type: "OTHER" } })).status,
    ).toBe(400);
  });
});
