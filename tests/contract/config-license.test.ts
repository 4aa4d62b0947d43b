import { describe, expect, it } from "vitest";
import { createEmulator, type EmulatorOptions } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const LICENSE_FIELDS = [
  "application_pool_launch_enabled",
  "desktop_pool_launch_enabled",
  "expiration_time",
  "grace_period_days",
  "help_desk_enabled",
  "instant_clone_enabled",
  "license_edition",
  "license_health",
  "license_key",
  "license_mode",
  "licensed",
  "session_collaboration_enabled",
  "usage_model",
];

async function restLicense(options: EmulatorOptions = {}, version = "v1") {
  const client = new EmulatorClient(createEmulator(options));
  const { access_token } = await client.restLogin("readonly");
  const response = await client.rest("GET", `/rest/config/${version}/licenses`, access_token);
  expect(response.status).toBe(200);
  const list = (await response.json()) as Record<string, unknown>[];
  expect(list).toHaveLength(1);
  return list[0] ?? {};
}

describe("licences", () => {
  it("answers the default licence with OpenAPI field names", async () => {
    const license = await restLicense();
    for (const field of LICENSE_FIELDS) expect(license).toHaveProperty(field);
    expect(license).toMatchObject({
      licensed: true,
      license_mode: "DEFAULT",
      license_health: "GREEN",
      usage_model: "CONCURRENT_USER",
    });
    expect(await restLicense({}, "v2")).toHaveProperty("agent_auto_upgrade_enabled", true);
  });

  it.each(["GREEN", "YELLOW", "RED"] as const)(
    "reports a subscription licence with %s health",
    async (health) => {
      const license = await restLicense({ license: { mode: "SUBSCRIPTION", health } });
      expect(license).toMatchObject({ license_mode: "SUBSCRIPTION", license_health: health, licensed: true });
      expect(typeof license.subscription_slice_expiry).toBe("number");
    },
  );

  it("reports perpetual-only, expired and unlicensed pods", async () => {
    expect(await restLicense({ license: { mode: "PERPETUAL_ONLY" } })).toMatchObject({
      license_mode: "PERPETUAL_ONLY",
    });
    const expired = await restLicense({ license: { expired: true } });
    expect(expired.licensed).toBe(false);
    expect(Number(expired.grace_period_days)).toBeLessThan(0);
    const none = await restLicense({ license: { unlicensed: true } });
    expect(none).toMatchObject({ licensed: false, license_key: "", desktop_pool_launch_enabled: false });
  });

  it("gets and sets the licence key on the view API", async () => {
    const emulator = createEmulator({ license: { unlicensed: true } });
    const client = new EmulatorClient(emulator);
    const session = await client.viewLogin("admin");
    const before = (await (await client.view("GET", "License/Get", session)).json()) as Record<
      string,
      unknown
    >;
    expect(before).toMatchObject({ licensed: false, licenseKey: "" });
    const set = await client.view("POST", "License/Set", session, {
      body: { licenseKey: "abcde-12345-fghij-67890-klmno" },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ licensed: true, licenseKey: "ABCDE-12345-FGHIJ-67890-KLMNO" });
    const invalid = await client.view("POST", "License/Set", session, { body: { licenseKey: "short" } });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key).toBe(
      "INVALID",
    );
    const expired = await client.view("POST", "License/Set", session, {
      body: { licenseKey: "EXPIR-12345-ABCDE-12345-ABCDE" },
    });
    expect(((await expired.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key).toBe(
      "LICENSE_EXPIRED",
    );
  });

  it("resets the highest usage counters to the current values", async () => {
    const client = new EmulatorClient(createEmulator());
    const session = await client.viewLogin("admin");
    const usage = (await (await client.view("GET", "License/GetUsage", session)).json()) as Record<
      string,
      { current: number; highest: number }
    >;
    expect(Object.keys(usage)).toHaveLength(8);
    expect(usage.totalConcurrentConnections?.highest).toBeGreaterThan(
      usage.totalConcurrentConnections?.current ?? 0,
    );
    const reset = (await (
      await client.view("POST", "License/ResetHighestUsage", session)
    ).json()) as typeof usage;
    for (const counter of Object.values(reset)) expect(counter.highest).toBe(counter.current);
  });

  it("changes licence state at run time through configure", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const { access_token } = await client.restLogin("admin");
    emulator.configure({ license: { mode: "SUBSCRIPTION", health: "YELLOW" } });
    const list = (await (
      await client.rest("GET", "/rest/config/v1/licenses", access_token)
    ).json()) as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ license_mode: "SUBSCRIPTION", license_health: "YELLOW" });
  });
});
