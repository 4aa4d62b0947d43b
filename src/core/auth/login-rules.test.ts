import { describe, expect, it } from "vitest";
import { KeyAgreementError } from "../crypto/key-agreement";
import { ApiError } from "../http/api-error";
import { FALLBACK_LICENSE, type LicenseInfo } from "../licensing/license.model";
import { chooseLandingRoute, internalRoute } from "./landing-page";
import { AUTHORIZATION_ERROR, SignInError, loginErrorMessage } from "./login-errors";
import {
  handshakeIntervalMs,
  preLoginSettingsFromRest,
  preLoginSettingsFromView,
} from "./pre-login-settings";
import { domainOptionsFrom } from "./sign-in.model";

const LICENSED: LicenseInfo = { ...FALLBACK_LICENSE, licensed: true, licenseMode: "DEFAULT" };
const base = { isHelpdeskOnly: false, license: LICENSED, canManageLicense: true, storedTarget: null };

describe("chooseLandingRoute", () => {
  it("sends a helpdesk-only administrator to the helpdesk home", () => {
    expect(chooseLandingRoute({ ...base, isHelpdeskOnly: true, storedTarget: "/main/farms" })).toBe(
      "/main/helpdesk_home",
    );
  });

  it("sends a subscription with yellow health to licensing usage only for admins who can manage it", () => {
    const license = { ...LICENSED, licenseMode: "SUBSCRIPTION", licenseHealth: "YELLOW" };
    expect(chooseLandingRoute({ ...base, license })).toBe("/main/product_licensing_usage");
    expect(chooseLandingRoute({ ...base, license, canManageLicense: false })).toBe("/main/dashboard");
    const green = { ...license, licenseHealth: "GREEN" };
    expect(chooseLandingRoute({ ...base, license: green })).toBe("/main/dashboard");
  });

  it("sends an unlicensed pod to licensing usage when the admin can edit, else the dashboard", () => {
    const license = { ...LICENSED, licensed: false };
    expect(chooseLandingRoute({ ...base, license })).toBe("/main/product_licensing_usage");
    expect(chooseLandingRoute({ ...base, license, canManageLicense: false })).toBe("/main/dashboard");
  });

  it("uses the dashboard without licence data or in ERROR mode, unless a target is stored", () => {
    expect(chooseLandingRoute({ ...base, license: null })).toBe("/main/dashboard");
    expect(chooseLandingRoute({ ...base, license: FALLBACK_LICENSE })).toBe("/main/dashboard");
    expect(chooseLandingRoute({ ...base, license: null, storedTarget: "/main/machines/vcenter" })).toBe(
      "/main/machines/vcenter",
    );
  });
});

describe("internalRoute", () => {
  it("keeps internal /main hash routes and replaces any /cpa address by the federation home", () => {
    expect(internalRoute("#/main/desktops")).toBe("/main/desktops");
    expect(internalRoute("/main/persistent_disks/attached")).toBe("/main/persistent_disks/attached");
    expect(internalRoute("/main/cpa/podlist")).toBe("/main/cpa");
  });

  it("ignores other origins, schemes, login routes and odd characters", () => {
    for (const value of [
      "https://evil.example/main/x",
      "//evil.example/main",
      "javascript:alert(1)",
      "/login",
      "/main/../../x",
      "/main/a b",
      "",
      null,
    ])
      expect(internalRoute(value), String(value)).toBeNull();
  });
});

describe("loginErrorMessage", () => {
  const first = { previousFailures: 0 };
  it("gives the authentication error first and the retry message later for a 401", () => {
    expect(loginErrorMessage(new ApiError({ status: 401 }), first).message).toEqual({
      key: "login.error.authentication",
    });
    expect(loginErrorMessage(new ApiError({ status: 401 }), { previousFailures: 2 }).message).toEqual({
      key: "login.error.authenticationRetry",
    });
  });

  it("uses the REST error key of a 404, and login-failed-retry for 500, 0 and anything unknown", () => {
    const notFound = ApiError.fromText(
      404,
      JSON.stringify({ errors: [{ error_key: "login.user.missing" }] }),
    );
    expect(loginErrorMessage(notFound, first).message).toEqual({ key: "login.user.missing" });
    expect(loginErrorMessage(new ApiError({ status: 404 }), first).message).toEqual({
      key: "login.error.failedRetry",
    });
    for (const status of [0, 500])
      expect(loginErrorMessage(new ApiError({ status }), first).message).toEqual({
        key: "login.error.failedRetry",
      });
    expect(loginErrorMessage(new Error("?"), first).message).toEqual({ key: "login.error.failedRetry" });
  });

  it("shows other statuses with their status text", () => {
    expect(
      loginErrorMessage(new ApiError({ status: 503, statusText: "Service Unavailable" }), first),
    ).toEqual({
      message: { key: "login.error.failure", values: { status: "Service Unavailable" } },
    });
  });

  it("handles string errors: authorization, html and plain text", () => {
    expect(loginErrorMessage(AUTHORIZATION_ERROR, first)).toEqual({
      message: { key: "login.error.authorization" },
      showNoAccess: false,
    });
    expect(loginErrorMessage(new SignInError(AUTHORIZATION_ERROR), { ...first, isSmartCard: true })).toEqual({
      message: { key: "login.error.authorization" },
      showNoAccess: true,
    });
    expect(loginErrorMessage("<html><body>x</body></html>", first).message).toEqual({
      key: "login.error.failed",
    });
    expect(loginErrorMessage("Account locked", first).message).toEqual({ text: "Account locked" });
  });

  it("uses a retry message for an unknown client reference and for handshake failures", () => {
    const unknownReference = ApiError.fromText(
      400,
      JSON.stringify({ errors: [{ error_key: "auth.client_reference_id.find.error" }] }),
    );
    expect(loginErrorMessage(unknownReference, first).message).toEqual({
      key: "auth.client_reference_id.find.error",
    });
    expect(loginErrorMessage(new KeyAgreementError("PROOF_MISMATCH", "x"), first).message).toEqual({
      key: "login.error.handshakeRetry",
    });
  });
});

describe("pre-login settings", () => {
  it("reads the REST shape with minutes", () => {
    expect(
      preLoginSettingsFromRest({
        enable_user_name_caching: true,
        console_session_timeout_minutes: 30,
        api_session_timeout_minutes: 10,
        display_pre_login_admin_banner: true,
        pre_login_admin_banner_header: "H",
        pre_login_admin_banner_message: "M",
      }),
    ).toEqual({
      isUserNameCachingEnabled: true,
      banner: { header: "H", message: "M" },
      apiSessionTimeoutSeconds: 600,
      consoleSessionTimeoutSeconds: 1800,
    });
  });

  it("reads the first-generation shape", () => {
    expect(
      preLoginSettingsFromView({
        enableUIUsernameCaching: false,
        displayPreLoginAdminBanner: false,
        viewApiSessionTimeout: 1200,
        consoleSessioTimeout: 20,
      }),
    ).toEqual({
      isUserNameCachingEnabled: false,
      banner: null,
      apiSessionTimeoutSeconds: 1200,
      consoleSessionTimeoutSeconds: 1200,
    });
  });

  it("repeats the handshake every API timeout minus 60 s, never below 60 s", () => {
    expect(handshakeIntervalMs(1800)).toBe(1_740_000);
    expect(handshakeIntervalMs(90)).toBe(60_000);
    expect(handshakeIntervalMs(0)).toBe(60_000);
  });
});

describe("domainOptionsFrom", () => {
  it("reads lists of names, objects and label-to-value maps", () => {
    expect(domainOptionsFrom(["EXAMPLE"])).toEqual([{ label: "EXAMPLE", value: "EXAMPLE" }]);
    expect(domainOptionsFrom([{ name: "example.com", netbios_name: "EXAMPLE" }])).toEqual([
      { label: "example.com", value: "EXAMPLE" },
    ]);
    expect(domainOptionsFrom({ "Example Corp": "EXAMPLE" })).toEqual([
      { label: "Example Corp", value: "EXAMPLE" },
    ]);
    expect(domainOptionsFrom(null)).toEqual([]);
  });
});
