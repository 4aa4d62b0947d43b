import { describe, expect, it } from "vitest";
import {
  FALLBACK_LICENSE,
  isGracePeriodExpired,
  licenseErrorKeyFor,
  licenseFromResponse,
  licenseProblem,
  type LicenseInfo,
} from "./license.model";

const REST_LICENSE = {
  licensed: true,
  license_key: "KHJL-XXXXX-XXXXX-XXXXX-E3HNJ",
  desktop_pool_launch_enabled: true,
  application_pool_launch_enabled: false,
  instant_clone_enabled: true,
  help_desk_enabled: true,
  session_collaboration_enabled: false,
  usage_model: "NAMED_USER",
  grace_period_days: 12,
  license_edition: "HORIZON_ENTERPRISE_NAMED_USER",
  license_mode: "SUBSCRIPTION",
  license_health: "YELLOW",
  expiration_time: 1656527400000,
};

function withMode(licenseMode: string, gracePeriodDays: number): LicenseInfo {
  return { ...FALLBACK_LICENSE, licensed: true, licenseMode, gracePeriodDays };
}

describe("licence shapes", () => {
  it("reads the REST list shape", () => {
    const info = licenseFromResponse([REST_LICENSE]);
    expect(info).toMatchObject({
      licensed: true,
      licenseKey: "KHJL-XXXXX-XXXXX-XXXXX-E3HNJ",
      desktopLaunchingEnabled: true,
      applicationLaunchingEnabled: false,
      instantCloneEnabled: true,
      helpDeskEnabled: true,
      collaborationEnabled: false,
      usageModel: "NAMED_USER",
      gracePeriodDays: 12,
      licenseEdition: "HORIZON_ENTERPRISE_NAMED_USER",
      licenseMode: "SUBSCRIPTION",
      licenseHealth: "YELLOW",
      expirationTime: 1656527400000,
    });
  });

  it("reads the legacy camelCase shape", () => {
    const info = licenseFromResponse({
      licensed: false,
      licenseKey: "",
      helpDeskEnabled: true,
      gracePeriodDays: -3,
      licenseMode: "DEFAULT",
    });
    expect(info).toMatchObject({
      licensed: false,
      helpDeskEnabled: true,
      gracePeriodDays: -3,
      licenseMode: "DEFAULT",
    });
  });

  it("returns null for bodies that are not a licence", () => {
    expect(licenseFromResponse([])).toBeNull();
    expect(licenseFromResponse("<html>")).toBeNull();
    expect(licenseFromResponse({ foo: 1 })).toBeNull();
  });

  it("defines the fallback as unlicensed, switches off, empty strings, grace 0 and mode ERROR", () => {
    expect(FALLBACK_LICENSE).toEqual({
      licensed: false,
      licenseKey: "",
      desktopLaunchingEnabled: false,
      applicationLaunchingEnabled: false,
      instantCloneEnabled: false,
      helpDeskEnabled: false,
      collaborationEnabled: false,
      usageModel: "",
      gracePeriodDays: 0,
      licenseEdition: "",
      licenseMode: "ERROR",
      licenseHealth: "",
      expirationTime: null,
      subscriptionSliceExpiry: null,
    });
  });
});

describe("grace period expiry", () => {
  it.each([
    ["DEFAULT", -1, true],
    ["PERPETUAL_ONLY", -30, true],
    ["DEFAULT", 0, false],
    ["PERPETUAL_ONLY", 5, false],
    ["SUBSCRIPTION", -1, false],
    ["ERROR", -1, false],
  ])("mode %s with %i days is expired: %s", (mode, days, expected) => {
    expect(isGracePeriodExpired(withMode(mode, days))).toBe(expected);
  });
});

describe("licence problems", () => {
  it("names the problem of each licence state", () => {
    expect(licenseProblem({ ...FALLBACK_LICENSE })).toBe("LICENSE_LOAD_ERROR");
    expect(licenseProblem(withMode("DEFAULT", -2))).toBe("LICENSE_EXPIRED");
    expect(licenseProblem({ ...withMode("SUBSCRIPTION", 0), licenseHealth: "RED" })).toBe("LICENSE_EXPIRED");
    expect(licenseProblem({ ...withMode("DEFAULT", 0), licensed: false })).toBe("LICENSE_MISSING");
    expect(licenseProblem({ ...withMode("DEFAULT", 0), licensed: false, licenseKey: "AAAA" })).toBe(
      "LICENSE_INVALID",
    );
    expect(licenseProblem(withMode("SOMETHING_NEW", 0))).toBe("LICENSE_UNKNOWN");
    expect(licenseProblem(withMode("SUBSCRIPTION", 0))).toBeNull();
  });

  it("maps server licence error keys to the five messages", () => {
    expect(licenseErrorKeyFor("LICENSE_EXPIRED")).toBe("LICENSE_EXPIRED");
    expect(licenseErrorKeyFor("invalid")).toBe("LICENSE_INVALID");
    expect(licenseErrorKeyFor("MISSING")).toBe("LICENSE_MISSING");
    expect(licenseErrorKeyFor("LOAD_ERROR")).toBe("LICENSE_LOAD_ERROR");
    expect(licenseErrorKeyFor("config.license.whatever")).toBe("LICENSE_UNKNOWN");
    expect(licenseErrorKeyFor(undefined)).toBe("LICENSE_UNKNOWN");
  });
});
