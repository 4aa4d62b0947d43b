import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handlerFetch, setApiFetchImpl } from "../http/api-fetch";
import { onSessionExpired } from "../http/http-status.model";
import {
  consoleSessionTimeoutSeconds,
  csrfToken,
  hasCompletedLogin,
  isLoggedIn,
  lastActivityAt,
} from "../session/session.model";
import { idleSecondsLeft, recordActivity, startIdleWatch, staySignedIn } from "./idle-timeout";
import { endSignIn } from "./sign-in.model";

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  setApiFetchImpl(handlerFetch(async () => new Response(null, { status: 200 })));
  endSignIn();
  csrfToken.value = "c";
  hasCompletedLogin.value = true;
  consoleSessionTimeoutSeconds.value = 600;
  lastActivityAt.value = Date.now();
});

afterEach(() => {
  stop();
  endSignIn();
  vi.useRealTimers();
});

describe("console session timeout", () => {
  it("counts down the last minute, then logs out and reports an idle expiry", async () => {
    const expiries: unknown[] = [];
    const unsubscribe = onSessionExpired((event) => expiries.push(event));
    stop = startIdleWatch();
    await vi.advanceTimersByTimeAsync(539_000);
    expect(idleSecondsLeft.value).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(idleSecondsLeft.value).toBe(60);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(idleSecondsLeft.value).toBe(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(isLoggedIn.value).toBe(false);
    expect(expiries).toEqual([{ reason: "idle" }]);
    expect(idleSecondsLeft.value).toBeNull();
    unsubscribe();
  });

  it("starts over after activity or Stay signed in", async () => {
    stop = startIdleWatch();
    await vi.advanceTimersByTimeAsync(550_000);
    expect(idleSecondsLeft.value).toBe(50);
    staySignedIn();
    expect(idleSecondsLeft.value).toBeNull();
    await vi.advanceTimersByTimeAsync(539_000);
    expect(idleSecondsLeft.value).toBeNull();
    recordActivity();
    await vi.advanceTimersByTimeAsync(539_000);
    expect(isLoggedIn.value).toBe(true);
  });

  it("throttles activity so a burst of events writes once", () => {
    const before = lastActivityAt.value;
    recordActivity(false, before + 1000);
    expect(lastActivityAt.value).toBe(before);
    recordActivity(false, before + 6000);
    expect(lastActivityAt.value).toBe(before + 6000);
  });

  it("clamps a huge timeout to the timer maximum instead of firing at once", async () => {
    consoleSessionTimeoutSeconds.value = 10 ** 9;
    stop = startIdleWatch();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isLoggedIn.value).toBe(true);
  });
});
