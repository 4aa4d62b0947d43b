import { beforeEach, describe, expect, it } from "vitest";
import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
} from "../../src/core/crypto/key-agreement";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("REST general and security settings (what a portal's elements use with REST tokens only)", () => {
  let emulator: Emulator;
  let client: EmulatorClient;
  let admin: string;

  beforeEach(async () => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
    admin = (await client.restLogin("admin")).access_token;
  });

  async function generalV3(token = admin): Promise<Record<string, unknown>> {
    const response = await client.rest("GET", "/rest/config/v3/settings/general", token);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it("reads and updates the general settings that globalsettings/get shows", async () => {
    const before = await generalV3();
    expect(before).toMatchObject({
      console_session_timeout_minutes: 30,
      machine_sso_timeout_policy: expect.stringMatching(/^(DISABLED|DISABLED_AFTER|ENABLED)$/),
      display_pre_login_admin_banner: false,
    });
    const put = await client.rest("PUT", "/rest/config/v3/settings/general", admin, {
      body: { ...before, console_session_timeout_minutes: 45, machine_sso_timeout_policy: "ENABLED" },
    });
    expect(put.status).toBe(204);
    expect(await generalV3()).toMatchObject({
      console_session_timeout_minutes: 45,
      machine_sso_timeout_policy: "ENABLED",
    });
    const session = await client.viewLogin("admin");
    const view = await client.view("GET", "globalsettings/get", session);
    expect(await view.json()).toMatchObject({
      generalData: { consoleSessionTimeoutMinutes: 45, desktopSSOTimeoutPolicy: "ALWAYS_ENABLED" },
    });
  });

  it("refuses an update without the required fields or out of range (400), and read-only admins (403)", async () => {
    const before = await generalV3();
    const { machine_sso_timeout_policy: _policy, ...withoutPolicy } = before;
    const missing = await client.rest("PUT", "/rest/config/v3/settings/general", admin, {
      body: withoutPolicy,
    });
    expect(missing.status).toBe(400);
    const outOfRange = await client.rest("PUT", "/rest/config/v3/settings/general", admin, {
      body: { ...before, console_session_timeout_minutes: 0 },
    });
    expect(outOfRange.status).toBe(400);
    const readonly = (await client.restLogin("readonly")).access_token;
    expect((await client.rest("GET", "/rest/config/v3/settings/general", readonly)).status).toBe(200);
    const denied = await client.rest("PUT", "/rest/config/v3/settings/general", readonly, { body: before });
    expect(denied.status).toBe(403);
    expect((await client.rest("GET", "/rest/config/v3/settings/general", undefined)).status).toBe(401);
  });

  it("sets the data recovery password as the documented list of one hash, encrypted under a REST key agreement", async () => {
    const { request, pending } = await startKeyAgreement();
    const agreement = await client.send("POST", "/rest/key-agreement", { body: request });
    const answer = (await agreement.json()) as KeyAgreementResponse;
    const cipher = await completeKeyAgreement(pending, answer);
    const security = await client.rest("GET", "/rest/config/v1/settings/security", admin);
    const current = (await security.json()) as Record<string, unknown>;
    expect(current.data_recovery_password_configured).toBe(false);
    // SecuritySettingsUpdateSpec documents no query: the pod finds the session's live key agreement itself.
    const put = await client.rest("PUT", "/rest/config/v1/settings/security", admin, {
      body: {
        message_security_mode: current.message_security_mode,
        data_recovery_password_hash: [await encryptPassword(cipher, await sha256Hex("recover-me"))],
        data_recovery_password_hint: "the usual",
      },
    });
    expect(put.status).toBe(204);
    const after = await client.rest("GET", "/rest/config/v1/settings/security", admin);
    expect(await after.json()).toMatchObject({ data_recovery_password_configured: true });
    const view = await client.view("GET", "globalsettings/get", await client.viewLogin("admin"));
    expect(await view.json()).toMatchObject({
      dataRecoveryPasswordData: { isRecoveryPasswordSet: true, recoveryPasswordReminder: "the usual" },
    });
    for (const hash of [["not-encrypted"], "a-bare-string"]) {
      const refused = await client.rest("PUT", "/rest/config/v1/settings/security", admin, {
        body: { message_security_mode: "ENHANCED", data_recovery_password_hash: hash },
      });
      expect(refused.status).toBe(400);
    }
  });
});
