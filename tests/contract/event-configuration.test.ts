import { beforeEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const DATABASE = "/rest/config/v1/event-database";
const CLEAR = "/rest/config/v1/event-database/action/clear";
const MONITOR = "/rest/monitor/event-database";

const DATABASE_UPDATE = {
  server_name: "sql.example.com",
  type: "SQL_SERVER",
  port: 1433,
  database_name: "vdc_events",
  username: "events",
  password: "s3cret-db",
  table_prefix: "vdc_",
  show_events_for_time: "ONE_MONTH",
  classify_events_as_new_for_days: 1,
};

describe("event configuration endpoints", () => {
  let emulator: Emulator;
  let client: EmulatorClient;
  const tokens = new Map<string, string>();

  async function as(user: string, method: string, path: string, body?: unknown): Promise<Response> {
    let token = tokens.get(user);
    if (token === undefined) {
      token = (await client.restLogin(user)).access_token;
      tokens.set(user, token);
    }
    return client.rest(method, path, token, body === undefined ? {} : { body });
  }

  beforeEach(() => {
    emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    client = new EmulatorClient(emulator);
    tokens.clear();
  });

  it("answers the seeded event database without its password", async () => {
    const response = await as("admin", "GET", DATABASE);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ event_database_configured: true, type: "POSTGRESQL", port: 5432 });
    expect(JSON.stringify(body)).not.toMatch(/password|vdc-events/);
  });

  it("stores an update, never answers the password, and the monitor reports the new database", async () => {
    expect((await as("admin", "PUT", DATABASE, DATABASE_UPDATE)).status).toBe(204);
    const text = await (await as("admin", "GET", DATABASE)).text();
    const { password: _password, ...visible } = DATABASE_UPDATE;
    expect(JSON.parse(text)).toMatchObject(visible);
    expect(text).not.toContain("s3cret-db");
    expect(text).not.toContain("password");
    const monitor = (await (await as("admin", "GET", MONITOR)).json()) as Record<string, unknown>;
    expect(monitor).toMatchObject({
      status: "CONNECTED",
      details: { server_name: "sql.example.com", database_name: "vdc_events", type: "SQL_SERVER" },
    });
    expect(JSON.stringify(monitor)).not.toContain("s3cret-db");
  });

  it("keeps the stored password when the mask or the OpenAPI's character array comes back", async () => {
    expect((await as("admin", "PUT", DATABASE, { ...DATABASE_UPDATE, password: "********" })).status).toBe(
      204,
    );
    expect((await as("admin", "PUT", DATABASE, { ...DATABASE_UPDATE, password: [..."abc"] })).status).toBe(
      204,
    );
  });

  it("refuses invalid database fields with 400 and an error key, storing nothing", async () => {
    for (const bad of [
      { ...DATABASE_UPDATE, type: "SQLSERVER" },
      { ...DATABASE_UPDATE, port: 70000 },
      { ...DATABASE_UPDATE, table_prefix: "1abc" },
      { ...DATABASE_UPDATE, table_prefix: "toolong_" },
      { ...DATABASE_UPDATE, classify_events_as_new_for_days: 4 },
      { ...DATABASE_UPDATE, server_name: "" },
      { ...DATABASE_UPDATE, password: undefined },
    ]) {
      const response = await as("admin", "PUT", DATABASE, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const body = (await response.json()) as { errors: { error_key: string }[] };
      expect(body.errors[0]?.error_key).toMatch(/\./);
    }
    expect(await (await as("admin", "GET", DATABASE)).json()).toMatchObject({
      server_name: "eventdb.example.com",
    });
  });

  it("clears the configuration: later reads say not configured, a second clear is a 404", async () => {
    expect((await as("admin", "POST", CLEAR)).status).toBe(204);
    expect(await (await as("admin", "GET", DATABASE)).json()).toEqual(
      expect.objectContaining({ event_database_configured: false }),
    );
    expect(await (await as("admin", "GET", MONITOR)).json()).toMatchObject({ status: "NOT_CONFIGURED" });
    expect((await as("admin", "POST", CLEAR)).status).toBe(404);
    // Configuring again needs a real password: the mask has nothing to keep.
    expect((await as("admin", "PUT", DATABASE, { ...DATABASE_UPDATE, password: "********" })).status).toBe(
      400,
    );
  });

  it("answers only limited details of the event database without GLOBAL_CONFIG_VIEW", async () => {
    const body = (await (await as("inventory", "GET", DATABASE)).json()) as Record<string, unknown>;
    expect(body.event_database_configured).toBe(true);
    expect(body.server_name).toBeUndefined();
    expect(body.username).toBeUndefined();
  });

  it.each([
    ["PUT", DATABASE, DATABASE_UPDATE],
    ["POST", CLEAR, undefined],
  ])("%s %s: 403 for readonly and inventory, nothing changes", async (method, path, body) => {
    expect((await as("readonly", method, path, body)).status).toBe(403);
    expect((await as("inventory", method, path, body)).status).toBe(403);
    expect((await client.rest(method, path, undefined, body === undefined ? {} : { body })).status).toBe(401);
    expect(await (await as("admin", "GET", DATABASE)).json()).toMatchObject({
      event_database_configured: true,
      server_name: "eventdb.example.com",
    });
  });
});
