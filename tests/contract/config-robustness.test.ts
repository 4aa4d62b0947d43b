import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const WRITE_ENDPOINTS: { api: "rest" | "view"; method: string; path: string }[] = [
  { api: "rest", method: "POST", path: "/rest/key-agreement" },
  { api: "rest", method: "POST", path: "/rest/login" },
  { api: "rest", method: "POST", path: "/rest/refresh" },
  { api: "rest", method: "POST", path: "/rest/logout" },
  { api: "rest", method: "PUT", path: "/rest/config/v2/admin-users-or-groups/preferences" },
  { api: "rest", method: "PUT", path: "/rest/config/v1/settings/agent-restriction-settings" },
  { api: "rest", method: "PUT", path: "/rest/config/v1/settings/client-settings" },
  { api: "rest", method: "PUT", path: "/rest/config/v1/settings/feature" },
  { api: "rest", method: "POST", path: "/rest/config/v1/ceip/action/set-login-type" },
  { api: "view", method: "POST", path: "login" },
  { api: "view", method: "POST", path: "AuthenticationManager/generateKeyMaterial" },
  { api: "view", method: "POST", path: "globalsettings/update" },
  { api: "view", method: "POST", path: "AccessGroup/Create" },
  { api: "view", method: "POST", path: "License/Set" },
  { api: "view", method: "POST", path: "ceip/setlogintype" },
];

describe("bad input never breaks the emulator", () => {
  it("answers bodies over 1 MiB with 413 in each generation's error shape", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    const huge = JSON.stringify({ grid_preferences: { big: ["x".repeat(1024 * 1024)] } });
    const rest = await client.rest("PUT", "/rest/config/v2/admin-users-or-groups/preferences", access_token, {
      rawBody: huge,
    });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toMatchObject({
      status: 413,
      errors: [{ error_key: "request.body.too_large" }],
    });
    const session = await client.viewLogin("admin");
    const view = await client.view("POST", "globalsettings/update", session, { rawBody: huge });
    expect(view.status).toBe(413);
    expect(await view.json()).toMatchObject({ errors: [{ error_key: "request.body.too_large" }] });
  });

  it("answers an unknown endpoint with a 404 REST error body", async () => {
    const client = new EmulatorClient(createEmulator());
    const response = await client.send("GET", "/rest/config/v9/nothing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, path: "/rest/config/v9/nothing" });
  });

  it("answers arbitrary JSON and text bodies on every write endpoint with a status below 500", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    const session = await client.viewLogin("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITE_ENDPOINTS),
        fc.oneof(
          fc.json().map((text) => ({ rawBody: text })),
          fc.string().map((text) => ({ rawBody: text })),
          fc
            .record({ generalData: fc.jsonValue(), dataRecoveryPasswordData: fc.jsonValue() })
            .map((body) => ({ body })),
          fc.dictionary(fc.string(), fc.jsonValue()).map((body) => ({ body })),
        ),
        async (endpoint, options) => {
          const response =
            endpoint.api === "rest"
              ? await client.rest(endpoint.method, endpoint.path, access_token, options)
              : await client.view(endpoint.method, endpoint.path, session, options);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const body = (await response.json()) as { errors: unknown[] };
            expect(body.errors).toHaveLength(1);
          }
        },
      ),
      { numRuns: 300, seed: 20260105 },
    );
  });

  it("still answers a truly unexpected failure with a 500 error body", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const { access_token } = await client.restLogin("admin");
    emulator.faults.crash({ path: "/rest/config/v1/settings/feature" }, { times: 1 });
    const response = await client.rest("PUT", "/rest/config/v1/settings/feature", access_token, {
      body: { cloud_managed: true },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 500, errors: [{ error_key: "internal.error" }] });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("fault injection", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a method and path with a fixed status a given number of times", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    emulator.faults.failWith({ method: "GET", path: "/rest/external/v1/domains" }, 503, { times: 1 });
    expect((await client.send("GET", "/rest/external/v1/domains")).status).toBe(503);
    expect((await client.send("GET", "/rest/external/v1/domains")).status).toBe(200);
    expect((await client.send("POST", "/rest/external/v1/domains")).status).toBe(404);
    expect(emulator.inspect.requests().map((entry) => entry.status)).toEqual([503, 200, 404]);
  });

  it("serves a proxy's HTML error page", async () => {
    const emulator = createEmulator();
    emulator.faults.htmlErrorPage({ path: /^\/rest\// });
    const response = await new EmulatorClient(emulator).send("GET", "/rest/config/v1/pre-logon-settings");
    expect(response.status).toBe(502);
    expect(response.headers.get("Content-Type")).toBe("text/html");
    expect(await response.text()).toContain("<html>");
  });

  it("drops the connection: a rejected fetch, or a body that breaks off", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    emulator.faults.drop({ path: "/rest/external/v1/domains" }, { times: 1 });
    await expect(client.send("GET", "/rest/external/v1/domains")).rejects.toThrow(TypeError);
    emulator.faults.drop({ path: "/rest/config/v1/pre-logon-settings" }, { mode: "abort-stream" });
    const response = await client.send("GET", "/rest/config/v1/pre-logon-settings");
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(emulator.inspect.requests()[0]?.status).toBe("dropped");
  });

  it("fails a seeded share of requests, the same ones on every run", async () => {
    const statuses = async () => {
      const emulator = createEmulator({ seed: 7 });
      emulator.faults.errorRate = 0.5;
      const client = new EmulatorClient(emulator);
      const result: number[] = [];
      for (let i = 0; i < 20; i++)
        result.push((await client.send("GET", "/rest/external/v1/domains")).status);
      return result;
    };
    const first = await statuses();
    expect(first).toEqual(await statuses());
    expect(first.filter((status) => status === 500).length).toBeGreaterThan(2);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(2);
  });

  it("delays answers by the configured latency", async () => {
    vi.useFakeTimers();
    const emulator = createEmulator();
    emulator.faults.latencyMs = 2000;
    let answered = false;
    const pending = new EmulatorClient(emulator).send("GET", "/rest/external/v1/domains").then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
    emulator.faults.clear();
    expect(emulator.faults.latencyMs).toBe(0);
  });
});
