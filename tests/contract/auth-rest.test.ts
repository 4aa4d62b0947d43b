import { beforeEach, describe, expect, it } from "vitest";
import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
} from "../../src/core/crypto/key-agreement";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const PERMISSIONS = "/rest/config/v1/admin-users-or-groups/permissions";

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
}

async function errorKey(response: Response): Promise<unknown> {
  const body = (await response.json()) as { errors?: { error_key?: unknown }[] };
  return body.errors?.[0]?.error_key;
}

describe("REST sign-in", () => {
  let emulator: Emulator;
  let client: EmulatorClient;

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
  });

  async function agree() {
    const { request, pending } = await startKeyAgreement();
    const response = await client.send("POST", "/rest/key-agreement", { body: request });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as KeyAgreementResponse;
    return { answer, cipher: await completeKeyAgreement(pending, answer) };
  }

  it("agrees keys and signs in with an encrypted password", async () => {
    const { answer, cipher } = await agree();
    expect(Object.keys(answer).sort()).toEqual([
      "client_reference_id",
      "identifier",
      "proof",
      "public_key",
      "scheme",
    ]);
    const password = await encryptPassword(cipher, "vdc-demo");
    const response = await client.send(
      "POST",
      `/rest/login?client_reference_id=${answer.client_reference_id}`,
      {
        body: { username: "admin", password, domain: "EXAMPLE" },
      },
    );
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    expect(response.headers.get("X-VDM-ApiSessionTimeout")).toBe("1800");
    const me = await client.rest("GET", PERMISSIONS, tokens.access_token);
    expect(me.status).toBe(200);
  });

  it("accepts the OpenAPI's character-array password", async () => {
    const response = await client.send("POST", "/rest/login", {
      body: { username: "admin", password: [..."vdc-demo"], domain: "EXAMPLE" },
    });
    expect(response.status).toBe(200);
  });

  it("refuses a plain password when a client_reference_id says it is encrypted", async () => {
    const { answer } = await agree();
    const response = await client.send(
      "POST",
      `/rest/login?client_reference_id=${answer.client_reference_id}`,
      {
        body: { username: "admin", password: "vdc-demo", domain: "EXAMPLE" },
      },
    );
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe("auth.password.decrypt.error");
  });

  it("answers an unknown client_reference_id with auth.client_reference_id.find.error", async () => {
    const response = await client.send("POST", "/rest/login?client_reference_id=nope", {
      body: { username: "admin", password: "x", domain: "EXAMPLE" },
    });
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe("auth.client_reference_id.find.error");
  });

  it("forgets a key agreement after the API session timeout", async () => {
    const { answer, cipher } = await agree();
    emulator.clock.advance(1801 * 1000);
    const response = await client.send(
      "POST",
      `/rest/login?client_reference_id=${answer.client_reference_id}`,
      {
        body: { username: "admin", password: await encryptPassword(cipher, "vdc-demo"), domain: "EXAMPLE" },
      },
    );
    expect(await errorKey(response)).toBe("auth.client_reference_id.find.error");
  });

  it("refuses a key agreement request without a usable public key or scheme", async () => {
    const { request } = await startKeyAgreement();
    const badKey = await client.send("POST", "/rest/key-agreement", {
      body: { ...request, public_key: "AAAA" },
    });
    expect(badKey.status).toBe(400);
    const noScheme = await client.send("POST", "/rest/key-agreement", {
      body: { ...request, supported_schemes: ["SCHEME-AES9"] },
    });
    expect(noScheme.status).toBe(400);
    const notObject = await client.send("POST", "/rest/key-agreement", { body: [1, 2] });
    expect(notObject.status).toBe(400);
  });

  it.each([
    ["wrong password", { username: "admin", password: "nope", domain: "EXAMPLE" }],
    ["unknown user", { username: "mallory", password: "vdc-demo", domain: "EXAMPLE" }],
    ["wrong domain", { username: "admin", password: "vdc-demo", domain: "OTHER" }],
  ])("gives 401 for a %s", async (_case, body) => {
    const response = await client.send("POST", "/rest/login", { body });
    expect(response.status).toBe(401);
    expect(await errorKey(response)).toBe("auth.invalid.credentials");
  });

  it.each([
    ["no body", undefined],
    ["a missing domain", { username: "admin", password: "vdc-demo" }],
    ["a numeric password", { username: "admin", password: 5, domain: "EXAMPLE" }],
  ])("gives 400 for %s", async (_case, body) => {
    const response = await client.send("POST", "/rest/login", body === undefined ? {} : { body });
    expect(response.status).toBe(400);
  });

  it("issues JWTs whose lifetime gives the API session timeout", async () => {
    const { access_token, refresh_token } = await client.restLogin("readonly");
    const access = claimsOf(access_token);
    expect(access.sub).toBe("readonly");
    expect(Number(access.exp) - Number(access.iat)).toBe(1800);
    const refresh = claimsOf(refresh_token);
    expect(Number(refresh.exp) - Number(refresh.iat)).toBe(28800);
  });

  it("uses configured token lifetimes", async () => {
    const short = new EmulatorClient(
      createEmulator({ tokenLifetimes: { accessSeconds: 60, refreshSeconds: 120 } }),
    );
    const { access_token } = await short.restLogin("admin");
    const claims = claimsOf(access_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
    emulator.setTokenLifetimes({ accessSeconds: 90 });
    const later = claimsOf((await client.restLogin("admin")).access_token);
    expect(Number(later.exp) - Number(later.iat)).toBe(90);
  });

  it("rejects an expired access token and refreshes it with the refresh token", async () => {
    const { access_token, refresh_token } = await client.restLogin("admin");
    emulator.clock.advance(1800 * 1000);
    const expired = await client.rest("GET", PERMISSIONS, access_token);
    expect(expired.status).toBe(401);
    const refreshed = await client.send("POST", "/rest/refresh", { body: { refresh_token } });
    expect(refreshed.status).toBe(200);
    const { access_token: fresh } = (await refreshed.json()) as { access_token: string };
    expect((await client.rest("GET", PERMISSIONS, fresh)).status).toBe(200);
  });

  it("refuses to refresh once the refresh token expired", async () => {
    const { refresh_token } = await client.restLogin("admin");
    emulator.clock.advance(28800 * 1000);
    const response = await client.send("POST", "/rest/refresh", { body: { refresh_token } });
    expect(response.status).toBe(401);
  });

  it("refuses forged, malformed and refresh tokens as bearer tokens", async () => {
    const { access_token, refresh_token } = await client.restLogin("admin");
    const [header, payload, signature] = access_token.split(".");
    const forgedPayload = btoa(JSON.stringify({ ...claimsOf(access_token), sub: "readonly" }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      "not-a-jwt",
      `${payload}`,
      refresh_token,
    ]) {
      expect((await client.rest("GET", PERMISSIONS, token)).status).toBe(401);
    }
    const other = createEmulator();
    expect((await new EmulatorClient(other).rest("GET", PERMISSIONS, access_token)).status).toBe(401);
  });

  it("logs out: the refresh token and its access tokens stop working", async () => {
    const { access_token, refresh_token } = await client.restLogin("admin");
    const logout = await client.send("POST", "/rest/logout", { body: { refresh_token } });
    expect(logout.status).toBe(200);
    expect((await client.rest("GET", PERMISSIONS, access_token)).status).toBe(401);
    expect((await client.send("POST", "/rest/refresh", { body: { refresh_token } })).status).toBe(401);
    expect((await client.send("POST", "/rest/logout", { body: { refresh_token } })).status).toBe(400);
    expect((await client.send("POST", "/rest/logout", { body: {} })).status).toBe(400);
  });
});

describe("REST smart-card and identity-provider pre-login (GET /rest/login)", () => {
  it("answers 401 with the smart-card header matching the pod's mode", async () => {
    for (const [mode, header] of [
      ["OFF", null],
      ["OPTIONAL", "optional"],
      ["REQUIRED", "required"],
    ] as const) {
      const client = new EmulatorClient(createEmulator({ smartCard: { mode } }));
      const response = await client.send("GET", "/rest/login");
      expect(response.status).toBe(401);
      expect(response.headers.get("X-VDM-SmartCardSupportForAdmin")).toBe(header);
    }
  });

  it("signs in the user of an inserted smart card", async () => {
    const emulator = createEmulator({ smartCard: { mode: "REQUIRED", user: "helpdesk" } });
    const client = new EmulatorClient(emulator);
    const response = await client.send("GET", "/rest/login");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.user_name).toBe("helpdesk");
    expect(body.domain).toBe("EXAMPLE");
    expect((await client.rest("GET", PERMISSIONS, body.access_token)).status).toBe(200);
    emulator.configure({ smartCardUser: null });
    expect((await client.send("GET", "/rest/login")).status).toBe(401);
  });

  it("refuses password sign-in when smart cards are required", async () => {
    const client = new EmulatorClient(createEmulator({ smartCard: { mode: "REQUIRED" } }));
    const response = await client.send("POST", "/rest/login", {
      body: { username: "admin", password: "vdc-demo", domain: "EXAMPLE" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("X-VDM-SmartCardSupportForAdmin")).toBe("required");
  });

  it("signs the identity provider's user in directly", async () => {
    const client = new EmulatorClient(createEmulator({ identityProviderUser: "custom" }));
    const response = await client.send("GET", "/rest/login");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.user_name).toBe("custom");
    // The pre-login answer hands the provider's bearer over: how the console knows it runs behind one.
    expect(response.headers.get("Authorization")).toBe(`Bearer ${body.access_token}`);
  });
});
