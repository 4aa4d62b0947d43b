import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

// The authenticators of OpenAPI 2212 (SAML, RADIUS, GSSAPI, JWT) and True SSO: privileges, 404 with an
// error key for an unknown id, and the writes' required fields. Every exchange also passes the exchange
// checker, which holds bodies and answers against the closed schemas.

type Json = Record<string, unknown>;
const keyOf = (body: unknown) => ((body as { errors?: Json[] }).errors ?? [])[0]?.error_key;

async function signedIn(user: string) {
  const client = new EmulatorClient(createEmulator({ scale: "small" }));
  const { access_token } = await client.restLogin(user);
  return async (method: string, path: string, body?: unknown) => {
    const response = await client.rest(
      method,
      `/rest${path}`,
      access_token,
      body === undefined ? {} : { body },
    );
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as unknown };
  };
}

const radiusServer = {
  hostname: "radius2.example.com",
  authentication_port: 1812,
  accounting_port: 1813,
  authentication_type: "PAP",
  max_attempts: 3,
  server_timeout_seconds: 5,
  shared_secret: ["s", "e", "c", "r", "e", "t"],
};

describe("authenticators (OpenAPI 2212)", () => {
  it("creates, reads, updates and deletes each kind, answering a missing required field with 400", async () => {
    const call = await signedIn("admin");
    const servers = (await call("GET", "/config/v2/connection-servers")).json as Json[];
    const cases: { path: string; create: Json; update: Json; missing: string; match: Json }[] = [
      {
        path: "/config/v1/jwt-authenticators",
        create: { name: "portal", issuer: "https://portal.example.com" },
        update: { name: "portal", issuer: "https://portal2.example.com" },
        missing: "issuer",
        match: { issuer: "https://portal2.example.com" },
      },
      {
        path: "/config/v1/radius-authenticators",
        create: { label: "radius2", radius_servers: [radiusServer] },
        update: { label: "radius2b", radius_servers: [{ ...radiusServer, primary_radius_server: true }] },
        missing: "radius_servers",
        match: { label: "radius2b" },
      },
      {
        path: "/config/v1/saml-authenticators",
        create: { label: "idp2", authenticator_type: "DYNAMIC", metadata_url: "https://idp2.example.com/m" },
        update: { label: "idp2", trigger_mode: "ENABLE_ALWAYS" },
        missing: "label",
        match: { trigger_mode: "ENABLE_ALWAYS" },
      },
      {
        path: "/config/v1/gssapi-authenticators",
        create: {
          trigger_mode: "ENABLED",
          allow_legacy_clients: true,
          allow_ntlm_fallback: false,
          enable_login_as_current_user: false,
          enforce_channel_bindings: false,
          connection_server_ids: [String(servers[0]?.id)],
        },
        update: {
          trigger_mode: "DISABLED",
          allow_legacy_clients: true,
          allow_ntlm_fallback: false,
          enable_login_as_current_user: false,
          enforce_channel_bindings: false,
        },
        missing: "trigger_mode",
        match: { trigger_mode: "DISABLED", allow_legacy_clients: true },
      },
    ];
    for (const { path, create, update, missing, match } of cases) {
      const before = (await call("GET", path)).json as Json[];
      const incomplete = { ...create, [missing]: undefined };
      const refused = await call("POST", path, incomplete);
      expect([path, refused.status, keyOf(refused.json)]).toEqual([path, 400, "invalid.request.body"]);
      expect((await call("POST", path, create)).status).toBe(201);
      const after = (await call("GET", path)).json as Json[];
      expect(after).toHaveLength(before.length + 1);
      const added = after.find((item) => !before.some((old) => old.id === item.id));
      const id = String(added?.id);
      expect((await call("PUT", `${path}/${id}`, { ...update, [missing]: undefined })).status).toBe(400);
      expect((await call("PUT", `${path}/${id}`, update)).status).toBe(204);
      expect((await call("GET", `${path}/${id}`)).json).toMatchObject(match);
      expect((await call("DELETE", `${path}/${id}`)).status).toBe(204);
      const gone = await call("GET", `${path}/${id}`);
      expect([path, gone.status, typeof keyOf(gone.json)]).toEqual([path, 404, "string"]);
    }
  });

  it("never answers a RADIUS server's shared secret", async () => {
    const call = await signedIn("admin");
    const list = (await call("GET", "/config/v1/radius-authenticators")).json as Json[];
    expect(list.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain("shared_secret");
  });

  it("answers an unknown id with 404 and an error key, for every kind and True SSO", async () => {
    const call = await signedIn("admin");
    for (const path of [
      "/config/v1/saml-authenticators",
      "/config/v1/radius-authenticators",
      "/config/v1/gssapi-authenticators",
      "/config/v1/jwt-authenticators",
      "/config/v1/true-sso-enrollment-servers",
      "/monitor/v1/true-sso",
    ]) {
      const answer = await call("GET", `${path}/no-such-id`);
      expect([path, answer.status, typeof keyOf(answer.json)]).toEqual([path, 404, "string"]);
    }
  });

  it("the True SSO connector of the monitor is the one its enrollment server names", async () => {
    const call = await signedIn("admin");
    const [server] = (await call("GET", "/config/v1/true-sso-enrollment-servers")).json as Json[];
    const connectors = (await call("GET", "/monitor/v1/true-sso")).json as Json[];
    expect(server?.connector_ids).toEqual(connectors.map((connector) => connector.id));
    expect(connectors[0]?.primary_enrollment_server).toMatchObject({ id: server?.id });
  });

  it("needs GLOBAL_CONFIG_MANAGEMENT to change and GLOBAL_CONFIG_VIEW to read", async () => {
    const readonly = await signedIn("readonly");
    expect((await readonly("GET", "/config/v1/jwt-authenticators")).status).toBe(200);
    const write = await readonly("POST", "/config/v1/jwt-authenticators", { name: "x", issuer: "https://x" });
    expect(write.status).toBe(403);
    const inventory = await signedIn("inventory");
    expect((await inventory("GET", "/config/v1/gssapi-authenticators")).status).toBe(403);
  });
});
