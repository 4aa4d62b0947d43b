import { beforeEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/** One endpoint of the security/configuration side, with what makes it fail. */
interface Endpoint {
  api: "rest" | "view";
  method: string;
  /** REST: full path; view: relative to /view-vlsi/rest/v1/. */
  path: string;
  body?: unknown;
  /** A demo user without the endpoint's privilege (403), if the endpoint needs one. */
  deniedUser?: string;
  /** A body (or path) that must give 400. */
  bad?: { body?: unknown; rawBody?: string; path?: string };
}

const LOCAL_ROOT = "5f8a1f27-0c3e-4d6b-9a41-000000000001";

const ENDPOINTS: Endpoint[] = [
  { api: "rest", method: "GET", path: "/rest/config/v1/admin-users-or-groups/permissions" },
  { api: "rest", method: "GET", path: "/rest/config/v2/admin-users-or-groups/preferences" },
  {
    api: "rest",
    method: "PUT",
    path: "/rest/config/v2/admin-users-or-groups/preferences",
    body: { admin_timeout_in_minutes: 45, grid_preferences: { desktops: ["name"] } },
    bad: { body: { admin_timeout_in_minutes: "forty" } },
  },
  { api: "rest", method: "GET", path: "/rest/config/v1/licenses" },
  { api: "rest", method: "GET", path: "/rest/config/v2/licenses" },
  { api: "rest", method: "GET", path: "/rest/config/v2/local-access-groups" },
  {
    api: "rest",
    method: "GET",
    path: `/rest/config/v2/local-access-groups/${LOCAL_ROOT}`,
    bad: { path: "/rest/config/v2/local-access-groups/no-such-group" },
  },
  {
    api: "rest",
    method: "POST",
    path: "/rest/config/v1/ceip/action/set-login-type",
    body: { type: "LEO" },
    bad: { body: { type: 42 } },
  },
  { api: "rest", method: "GET", path: "/rest/config/v1/settings/feature" },
  {
    api: "rest",
    method: "PUT",
    path: "/rest/config/v1/settings/feature",
    body: { cloud_managed: true },
    deniedUser: "readonly",
    bad: { body: { cloud_managed: "yes" } },
  },
  {
    api: "rest",
    method: "GET",
    path: "/rest/config/v1/settings/agent-restriction-settings",
    deniedUser: "inventory",
  },
  {
    api: "rest",
    method: "PUT",
    path: "/rest/config/v1/settings/agent-restriction-settings",
    body: {
      restricted_agent_message: "Upgrade",
      restricted_agent_data: [{ type: "WINDOWS", version: "8.1.0" }],
    },
    deniedUser: "readonly",
    bad: { body: { restricted_agent_data: [{ type: "WINDOWS", version: "eight" }] } },
  },
  { api: "rest", method: "GET", path: "/rest/config/v1/settings/client-settings", deniedUser: "inventory" },
  {
    api: "rest",
    method: "PUT",
    path: "/rest/config/v1/settings/client-settings",
    body: {
      client_policies: [
        { policy: "CLIPBOARD", policy_values: ["WINDOWS"], enforcement_state: "ENABLED_ENFORCED" },
      ],
    },
    deniedUser: "readonly",
    bad: {
      body: {
        client_policies: [
          { policy: "CLIPBOARD", policy_values: ["WINDOWS"], enforcement_state: "DO_NOT_MONITOR" },
        ],
      },
    },
  },
  // GLOBAL_CONFIG_VIEW, INVENTORY_ADMINISTRATOR_VIEW or POOL_VIEW (the OpenAPI): every demo user; one by id in servers.test.ts.
  {
    api: "rest",
    method: "GET",
    path: "/rest/config/v2/connection-servers",
    bad: { path: "/rest/config/v2/connection-servers/cs-9999" },
  },
  {
    api: "rest",
    method: "GET",
    path: "/rest/config/v1/connection-servers/security-configuration",
    deniedUser: "inventory",
  },
  {
    api: "rest",
    method: "GET",
    path: "/rest/external/v1/ad-domains/EXAMPLE/ad-containers",
    bad: { path: "/rest/external/v1/ad-domains/EXAMPLE/ad-containers?rdn=%%%" },
  },
  { api: "view", method: "POST", path: "AdminUserOrGroup/getloginview", body: { id: "" } },
  { api: "view", method: "GET", path: "globalsettings/get", deniedUser: "inventory" },
  {
    api: "view",
    method: "POST",
    path: "globalsettings/update",
    body: { generalData: { consoleSessionTimeoutMinutes: 45 } },
    deniedUser: "readonly",
    bad: { body: { generalData: { consoleSessionTimeoutMinutes: "45" } } },
  },
  {
    api: "view",
    method: "POST",
    path: "ceip/setlogintype",
    body: { type: "LEO" },
    bad: { body: { type: [] } },
  },
  { api: "view", method: "GET", path: "AccessGroup/List" },
  {
    api: "view",
    method: "GET",
    path: `AccessGroup/Get?id=${LOCAL_ROOT}`,
    bad: { path: "AccessGroup/Get" },
  },
  {
    api: "view",
    method: "POST",
    path: "AccessGroup/Create",
    body: { base: { name: "Matrix", description: "", parent: LOCAL_ROOT } },
    deniedUser: "readonly",
    bad: { body: { base: { name: 7 } } },
  },
  { api: "view", method: "GET", path: "CategoryFolder/List" },
  { api: "view", method: "GET", path: "ADDomain/List" },
  { api: "view", method: "GET", path: "License/Get" },
  {
    api: "view",
    method: "POST",
    path: "License/Set",
    body: { licenseKey: "ABCDE-12345-ABCDE-12345-ABCDE" },
    deniedUser: "readonly",
    bad: { body: { licenseKey: 12345 } },
  },
  { api: "view", method: "GET", path: "License/GetUsage" },
  { api: "view", method: "POST", path: "License/ResetHighestUsage", deniedUser: "readonly" },
];

function name(endpoint: Endpoint): string {
  return `${endpoint.api} ${endpoint.method} ${endpoint.path}`;
}

async function expectErrorBody(response: Response, api: Endpoint["api"], status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  const errors = body.errors as { error_key: unknown; error_message: unknown }[];
  expect(typeof errors[0]?.error_key).toBe("string");
  expect(typeof errors[0]?.error_message).toBe("string");
  if (api === "rest") {
    expect(body.status).toBe(status);
    expect(typeof body.timestamp).toBe("number");
    expect(typeof body.error).toBe("string");
    expect(typeof body.path).toBe("string");
  }
}

describe("every security and configuration endpoint", () => {
  let emulator: Emulator;
  let client: EmulatorClient;

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
  });

  async function call(endpoint: Endpoint, user: string | undefined, override: Endpoint["bad"] = {}) {
    const path = override.path ?? endpoint.path;
    const options = {
      ...(override.body !== undefined
        ? { body: override.body }
        : override.rawBody !== undefined
          ? { rawBody: override.rawBody }
          : endpoint.body !== undefined
            ? { body: endpoint.body }
            : {}),
    };
    if (endpoint.api === "rest") {
      const token = user ? (await client.restLogin(user)).access_token : undefined;
      return client.rest(endpoint.method, path, token, options);
    }
    const session = user ? await client.viewLogin(user) : undefined;
    return client.view(endpoint.method, path, session, options);
  }

  it.each(ENDPOINTS)("$api $method $path: answers the administrator", async (endpoint) => {
    const response = await call(endpoint, "admin");
    expect(response.status, name(endpoint)).toBeLessThan(300);
  });

  it.each(ENDPOINTS)("$api $method $path: 401 without credentials", async (endpoint) => {
    await expectErrorBody(await call(endpoint, undefined), endpoint.api, 401);
  });

  it.each(ENDPOINTS)("$api $method $path: 401 once the credentials expired", async (endpoint) => {
    let response: Response;
    if (endpoint.api === "rest") {
      const { access_token } = await client.restLogin("admin");
      emulator.clock.advance(1801 * 1000);
      response = await client.rest(
        endpoint.method,
        endpoint.path,
        access_token,
        endpoint.body === undefined ? {} : { body: endpoint.body },
      );
    } else {
      const session = await client.viewLogin("admin");
      emulator.clock.advance(1801 * 1000);
      response = await client.view(
        endpoint.method,
        endpoint.path,
        session,
        endpoint.body === undefined ? {} : { body: endpoint.body },
      );
    }
    await expectErrorBody(response, endpoint.api, 401);
  });

  it.each(ENDPOINTS.filter((endpoint) => endpoint.deniedUser))(
    "$api $method $path: 403 for $deniedUser",
    async (endpoint) => {
      await expectErrorBody(await call(endpoint, endpoint.deniedUser), endpoint.api, 403);
    },
  );

  it.each(ENDPOINTS.filter((endpoint) => endpoint.bad))(
    "$api $method $path: 4xx on bad input",
    async (endpoint) => {
      const response = await call(endpoint, "admin", endpoint.bad);
      expect([400, 404]).toContain(response.status);
      await expectErrorBody(response, endpoint.api, response.status);
    },
  );

  it.each(ENDPOINTS.filter((endpoint) => endpoint.method !== "GET" && endpoint.body !== undefined))(
    "$api $method $path: 400 on malformed JSON",
    async (endpoint) => {
      await expectErrorBody(await call(endpoint, "admin", { rawBody: '{"broken": ' }), endpoint.api, 400);
    },
  );
});
