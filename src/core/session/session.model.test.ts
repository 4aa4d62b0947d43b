import { beforeEach, describe, expect, it } from "vitest";
import {
  MAX_TIMER_MS,
  accessToken,
  clampTimerMs,
  clearSession,
  csrfToken,
  hasCompletedLogin,
  isBehindIdentityProvider,
  isLoggedIn,
  smartCardLogout,
  user,
} from "./session.model";

beforeEach(() => {
  clearSession();
  smartCardLogout.value = null;
});

describe("session model", () => {
  it("is logged in only after the login completed and with a credential", () => {
    expect(isLoggedIn.value).toBe(false);
    accessToken.value = "t";
    expect(isLoggedIn.value).toBe(false);
    hasCompletedLogin.value = true;
    expect(isLoggedIn.value).toBe(true);
    accessToken.value = null;
    expect(isLoggedIn.value).toBe(false);
    csrfToken.value = "c";
    expect(isLoggedIn.value).toBe(true);
  });

  it("clears every value and logs out", () => {
    accessToken.value = "t";
    hasCompletedLogin.value = true;
    isBehindIdentityProvider.value = true;
    user.value = { username: "admin", domain: "EXAMPLE" };
    clearSession();
    expect(isLoggedIn.value).toBe(false);
    expect(user.value).toBeNull();
    expect(isBehindIdentityProvider.value).toBe(false);
  });

  it("sets the smart-card logout state to true when it was present, and leaves it absent otherwise", () => {
    clearSession();
    expect(smartCardLogout.value).toBeNull();
    smartCardLogout.value = false;
    clearSession();
    expect(smartCardLogout.value).toBe(true);
  });

  it("clamps timer delays to 2^31-1 ms and never below zero", () => {
    expect(clampTimerMs(2 ** 40)).toBe(MAX_TIMER_MS);
    expect(clampTimerMs(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(clampTimerMs(-5)).toBe(0);
    expect(clampTimerMs(1500.4)).toBe(1500);
  });
});
