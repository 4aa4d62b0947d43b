import { beforeEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { FALLBACK_LICENSE } from "./license.model";
import { isLicenseReady, license, loadLicense, reloadLicense, resetLicense } from "./license.service";

const LICENSES = [
  { licensed: true, license_mode: "SUBSCRIPTION", grace_period_days: 5, help_desk_enabled: true },
];

let calls = 0;
let respond: () => Promise<Response>;

beforeEach(() => {
  calls = 0;
  respond = async () =>
    new Response(JSON.stringify(LICENSES), { status: 200, headers: { "Content-Type": "application/json" } });
  setApiFetch(async () => {
    calls += 1;
    return respond();
  });
  resetLicense();
});

describe("licence service", () => {
  it("goes from not ready to ready with the server's data", async () => {
    expect(isLicenseReady.value).toBe(false);
    expect(license.value).toBeNull();
    await loadLicense();
    expect(isLicenseReady.value).toBe(true);
    expect(license.value).toMatchObject({ licensed: true, licenseMode: "SUBSCRIPTION", gracePeriodDays: 5 });
  });

  it("loads once", async () => {
    await Promise.all([loadLicense(), loadLicense()]);
    await loadLicense();
    expect(calls).toBe(1);
    await reloadLicense();
    expect(calls).toBe(2);
  });

  it("becomes ready with the fallback when loading fails", async () => {
    respond = async () => new Response("<html>oops</html>", { status: 500 });
    await loadLicense();
    expect(isLicenseReady.value).toBe(true);
    expect(license.value).toEqual(FALLBACK_LICENSE);
  });
});
