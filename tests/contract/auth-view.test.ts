import { beforeEach, describe, expect, it } from "vitest";
import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
} from "../../src/core/crypto/key-agreement";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient, VIEW_BASE } from "../../server/emulator/testing/emulator-client";

describe("view API sign-in", () => {
  let emulator: Emulator;
  let client: EmulatorClient;

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
  });

  it("signs in with an encrypted password after generateKeyMaterial", async () => {
    const { request, pending } = await startKeyAgreement();
    const material = await client.view("POST", "AuthenticationManager/generateKeyMaterial", undefined, {
      body: request,
    });
    expect(material.status).toBe(200);
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
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: "admin", domain: "EXAMPLE" });
    expect(response.headers.get("CSRFToken")).toMatch(/\S{16,}/);
    expect(response.headers.get("Set-Cookie")).toMatch(/^JSESSIONID=[^;]+;.*HttpOnly/);
    expect(response.headers.get("X-VDM-ApiSessionTimeout")).toBe("1800");
    expect(response.headers.get("X-VDM-ConsoleSessionTimeout")).toBe("1800");
    expect(response.headers.get("Access-Control-Expose-Headers")).toContain("CSRFToken");
  });

  it("gives 401 for wrong credentials and 400 for a malformed body", async () => {
    const wrong = await client.view("POST", "login", undefined, {
      body: { name: "admin", passwd: "x", domain: "EXAMPLE" },
    });
    expect(wrong.status).toBe(401);
    const body = (await wrong.json()) as { errors: { error_key: string }[] };
    expect(body.errors[0]?.error_key).toBe("auth.invalid.credentials");
    const malformed = await client.view("POST", "login", undefined, { rawBody: "{name:" });
    expect(malformed.status).toBe(400);
  });

  it("requires the CSRF token header on calls after login", async () => {
    const session = await client.viewLogin("admin");
    const ok = await client.view("GET", "ADDomain/List", session);
    expect(ok.status).toBe(200);
    const missing = await client.view("GET", "ADDomain/List", undefined, {
      headers: { Cookie: session.cookie },
    });
    expect(missing.status).toBe(401);
    const wrong = await client.view("GET", "ADDomain/List", { ...session, csrf: "forged" });
    expect(wrong.status).toBe(401);
    const other = await client.viewLogin("readonly");
    const mixed = await client.view("GET", "ADDomain/List", { cookie: session.cookie, csrf: other.csrf });
    expect(mixed.status).toBe(401);
  });

  it("keeps the session alive while it is used and ends it after the idle timeout", async () => {
    const session = await client.viewLogin("admin");
    emulator.clock.advance(1700 * 1000);
    expect((await client.view("GET", "ADDomain/List", session)).status).toBe(200);
    emulator.clock.advance(1700 * 1000);
    expect((await client.view("GET", "ADDomain/List", session)).status).toBe(200);
    emulator.clock.advance(1801 * 1000);
    expect((await client.view("GET", "ADDomain/List", session)).status).toBe(401);
  });

  it("answers the pre-login GET login like a login while a session exists", async () => {
    const session = await client.viewLogin("helpdesk");
    const response = await client.send("GET", `${VIEW_BASE}/login`, { headers: { Cookie: session.cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: "helpdesk", domain: "EXAMPLE" });
    expect(response.headers.get("CSRFToken")).toBe(session.csrf);
  });

  it("answers the pre-login GET login with 401 and the smart-card header without a session", async () => {
    expect(
      (await client.send("GET", `${VIEW_BASE}/login`)).headers.get("X-VDM-SmartCardSupportForAdmin"),
    ).toBeNull();
    emulator.configure({ smartCardMode: "REQUIRED" });
    const response = await client.send("GET", `${VIEW_BASE}/login`);
    expect(response.status).toBe(401);
    expect(response.headers.get("X-VDM-SmartCardSupportForAdmin")).toBe("required");
    emulator.configure({ smartCardMode: "OPTIONAL", smartCardUser: "readonly" });
    const card = await client.send("GET", `${VIEW_BASE}/login`);
    expect(card.status).toBe(200);
    expect(card.headers.get("CSRFToken")).not.toBeNull();
  });

  it("logs out: the cookie stops working and is cleared", async () => {
    const session = await client.viewLogin("admin");
    const forged = await client.view("POST", "logout", { ...session, csrf: "forged" });
    expect(forged.status).toBe(401);
    expect((await client.view("GET", "ADDomain/List", session)).status).toBe(200);
    const response = await client.view("POST", "logout", session);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/JSESSIONID=;.*Max-Age=0/);
    expect((await client.view("GET", "ADDomain/List", session)).status).toBe(401);
  });

  it("accepts a REST bearer token on the view API without CSRF (embedded and identity-provider use)", async () => {
    const { access_token } = await client.restLogin("admin");
    const response = await client.view("GET", "ADDomain/List", undefined, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(200);
    const bad = await client.view("GET", "ADDomain/List", undefined, {
      headers: { Authorization: "Bearer x.y.z" },
    });
    expect(bad.status).toBe(401);
  });

  it("counts sessions and ends them on logout", async () => {
    const session = await client.viewLogin("admin");
    const tokens = await client.restLogin("admin");
    expect(emulator.inspect.sessionCount()).toBe(2);
    await client.view("POST", "logout", session);
    await client.send("POST", "/rest/logout", { body: { refresh_token: tokens.refresh_token } });
    expect(emulator.inspect.sessionCount()).toBe(0);
  });
});
