// @vitest-environment node
// The settings calls against the pod emulator, with a fresh module state per test (as after a page reload):
// the handshake keys are gone, the stored session (CSRF token or REST tokens) is not.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createEmulator, type Emulator } from "../../../../server/emulator/emulator";
import { EmulatorClient } from "../../../../server/emulator/testing/emulator-client";
import { sha256Hex } from "../../../core/settings/recovery-password";

interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

let emulator: Emulator;
let sent: SentCall[];
let refuseKeyAgreement: boolean;

/** The modules as a reloaded page gets them, talking to the emulator; records what goes out. */
async function reloadedPage() {
  vi.resetModules();
  const http = await import("../../../core/http/api-fetch");
  const clients = await import("../../../core/http/api-clients");
  const session = await import("../../../core/session/session.model");
  const handler = http.handlerFetch((request) => emulator.fetch(request));
  clients.setApiFetch(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), "http://vdc.test");
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? "GET", path: url.pathname + url.search, body });
    if (refuseKeyAgreement && /generateKeyMaterial|key-agreement/.test(url.pathname))
      return new Response("", { status: 500 });
    return handler(input, init);
  });
  return {
    clients,
    session,
    recovery: await import("./update-data-recovery-password"),
    getGlobalSettings: (await import("./get-global-settings")).getGlobalSettings,
    updateGlobalSettings: (await import("./update-global-settings")).updateGlobalSettings,
    generalSettingsUpdate: (await import("../global-settings.model")).generalSettingsUpdate,
    apiErrorMessage: (await import("../../../core/http/error-message")).apiErrorMessage,
  };
}

/** The standalone console after a reload: a view session (cookie and CSRF token), no agreed key. */
async function standalonePage() {
  const page = await reloadedPage();
  const response = await page.clients.viewApi
    .post({ name: "admin", passwd: "vdc-demo", domain: "EXAMPLE" }, "login")
    .res();
  page.session.csrfToken.value = response.headers.get("CSRFToken");
  page.session.hasCompletedLogin.value = true;
  sent.length = 0;
  return page;
}

/** A portal's element after a reload: REST tokens only. */
async function hostedPage() {
  const page = await reloadedPage();
  const tokens = await new EmulatorClient(emulator).restLogin("admin");
  page.session.accessToken.value = tokens.access_token;
  page.session.refreshToken.value = tokens.refresh_token;
  page.session.hasCompletedLogin.value = true;
  sent.length = 0;
  return page;
}

async function viewSettings(): Promise<Record<string, unknown>> {
  const client = new EmulatorClient(emulator);
  const response = await client.view("GET", "globalsettings/get", await client.viewLogin("admin"));
  return (await response.json()) as Record<string, unknown>;
}

beforeEach(() => {
  emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
  sent = [];
  refuseKeyAgreement = false;
});

describe("data recovery password after a page reload", () => {
  it("agrees a new key with the view API first and sends the hash encrypted, never bare", async () => {
    const page = await standalonePage();
    const hash = await sha256Hex("recover-me");
    await page.recovery.saveDataRecoveryPassword({ password: "recover-me", reminder: "the usual" });
    const paths = sent.map((call) => call.path);
    expect(paths[0]).toContain("AuthenticationManager/generateKeyMaterial");
    const update = sent.find((call) => call.path.endsWith("globalsettings/update"));
    const value = (update?.body as { dataRecoveryPasswordData: { recoveryPassword: string } })
      .dataRecoveryPasswordData.recoveryPassword;
    expect(value).not.toBe(hash);
    expect(value).not.toMatch(/^[0-9a-f]{64}$/);
    expect(await viewSettings()).toMatchObject({
      dataRecoveryPasswordData: { isRecoveryPasswordSet: true, recoveryPasswordReminder: "the usual" },
    });
  });

  it("keeps the old request function safe: a bare hash handed to it is encrypted before it leaves", async () => {
    const page = await standalonePage();
    const hash = await sha256Hex("recover-me");
    await page.recovery.updateDataRecoveryPassword({ recoveryPassword: hash, recoveryPasswordReminder: "" });
    const bodies = JSON.stringify(sent.map((call) => call.body));
    expect(bodies).not.toContain(hash);
    expect(sent.some((call) => call.path.includes("generateKeyMaterial"))).toBe(true);
  });

  it("refuses to send anything when the new key agreement fails, and says why", async () => {
    const page = await standalonePage();
    refuseKeyAgreement = true;
    const saving = page.recovery.saveDataRecoveryPassword({ password: "recover-me", reminder: "" });
    const error = await saving.catch((caught: unknown) => caught);
    expect(page.apiErrorMessage(error, { serverText: false })).toEqual({ key: "login.error.handshakeRetry" });
    expect(sent.some((call) => call.path.endsWith("globalsettings/update"))).toBe(false);
    expect(await viewSettings()).toMatchObject({
      dataRecoveryPasswordData: { isRecoveryPasswordSet: false },
    });
  });

  it("with REST tokens only, agrees a REST key and sets it through /config/v1/settings/security", async () => {
    const page = await hostedPage();
    const hash = await sha256Hex("recover-me");
    await page.recovery.saveDataRecoveryPassword({ password: "recover-me", reminder: "pet" });
    expect(sent.some((call) => call.path.startsWith("/view-vlsi/"))).toBe(false);
    const put = sent.find((call) => call.method === "PUT");
    // SecuritySettingsUpdateSpec: no query, the hash as a list of one string, encrypted with this session's key.
    expect(put?.path).toBe("/rest/config/v1/settings/security");
    const sealed = (put?.body as { data_recovery_password_hash: unknown }).data_recovery_password_hash;
    expect(sealed).toEqual([expect.any(String)]);
    expect(JSON.stringify(put?.body)).not.toContain(hash);
    expect(await viewSettings()).toMatchObject({
      dataRecoveryPasswordData: { isRecoveryPasswordSet: true, recoveryPasswordReminder: "pet" },
    });
  });
});

describe("general settings with REST tokens only", () => {
  it("reads and saves through the REST generation, and the view API sees the change", async () => {
    const page = await hostedPage();
    const settings = await page.getGlobalSettings();
    expect(settings.general.consoleSessionTimeoutMinutes).toBe(30);
    expect(settings.general.enableUIUsernameCaching).toBe(true);
    await page.updateGlobalSettings(
      page.generalSettingsUpdate(settings, {
        ...settings.general,
        consoleSessionTimeoutMinutes: 45,
        singleSignOnPolicy: "ENABLED",
        singleSignOnValue: "NEVER",
      }),
    );
    expect(sent.every((call) => call.path.startsWith("/rest/"))).toBe(true);
    expect(await viewSettings()).toMatchObject({
      generalData: {
        consoleSessionTimeoutMinutes: 45,
        desktopSSOTimeoutPolicy: "ALWAYS_ENABLED",
        enableUIUsernameCaching: true,
      },
    });
    expect((await page.getGlobalSettings()).general).toMatchObject({
      consoleSessionTimeoutMinutes: 45,
      singleSignOnPolicy: "ENABLED",
      singleSignOnValue: "NEVER",
    });
  });

  it("a standalone console session keeps globalsettings/get and update (spec 000 section 7)", async () => {
    const page = await standalonePage();
    const settings = await page.getGlobalSettings();
    await page.updateGlobalSettings(
      page.generalSettingsUpdate(settings, { ...settings.general, consoleSessionTimeoutMinutes: 40 }),
    );
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /view-vlsi/rest/v1/globalsettings/get",
      "POST /view-vlsi/rest/v1/globalsettings/update",
    ]);
    expect(await viewSettings()).toMatchObject({ generalData: { consoleSessionTimeoutMinutes: 40 } });
  });
});
