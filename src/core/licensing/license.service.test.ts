import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { FALLBACK_LICENSE } from "./license.model";
import {
  isLicenseReady,
  license,
  licenseFeatureSwitches,
  loadLicense,
  reloadLicense,
  resetLicense,
  waitForLicense,
} from "./license.service";

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

afterEach(() => vi.useRealTimers());

describe("licence service", () => {
  it("goes from not ready to ready with the server's data", async () => {
    expect(isLicenseReady.value).toBe(false);
    expect(license.value).toBeNull();
    await loadLicense();
    expect(isLicenseReady.value).toBe(true);
    expect(license.value).toMatchObject({ licensed: true, licenseMode: "SUBSCRIPTION", gracePeriodDays: 5 });
    expect(licenseFeatureSwitches.value.helpDesk).toBe(true);
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

  it("waits by polling every 100 ms and starts a load when none was started", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    respond = () => new Promise<Response>((resolve) => (answer = resolve));
    let waited: unknown = null;
    void waitForLicense().then((info) => (waited = info));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(waited).toBeNull();
    answer(
      new Response(JSON.stringify(LICENSES), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(waited).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(waited).toMatchObject({ licensed: true });
    expect(calls).toBe(1);
  });

  it("resolves at once when the licence is ready", async () => {
    await loadLicense();
    await expect(waitForLicense()).resolves.toMatchObject({ licenseMode: "SUBSCRIPTION" });
    expect(calls).toBe(1);
  });
});
