import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expireSession } from "../src/core/auth/session-expiry";
import { setApiFetch } from "../src/core/http/api-clients";
import { showBanner } from "../src/core/http/http-status.model";
import {
  accessToken,
  apiSessionTimeoutSeconds,
  clearSession,
  isEmbedded,
  isLoggedIn,
  proxyBase,
  refreshToken,
  user,
} from "../src/core/session/session.model";
import { type VdcErrorEvent, VdcSessionExpiredEvent } from "./element-events";
import { connectedHostCount, hostedLifetimeSeconds, releaseHost, updateHost } from "./hosted-session";

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function jwt(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

const now = Math.floor(Date.now() / 1000);
const TOKEN = jwt({ sub: "EXAMPLE\\admin", iat: now, exp: now + 600 });
const requests: string[] = [];

function host(): HTMLElement {
  const element = document.createElement("vdc-test-host");
  document.body.append(element);
  return element;
}

let hosts: HTMLElement[] = [];
function newHost(): HTMLElement {
  const element = host();
  hosts.push(element);
  return element;
}

beforeEach(() => {
  requests.length = 0;
  setApiFetch(async (input) => {
    const path = input instanceof Request ? new URL(input.url).pathname : String(input);
    requests.push(path);
    return Response.json({});
  });
});

afterEach(() => {
  for (const element of hosts) {
    releaseHost(element);
    element.remove();
  }
  hosts = [];
  clearSession();
  proxyBase.value = "";
  isEmbedded.value = false;
});

describe("hosted token lifetimes", () => {
  it("use exp - iat, capped to the defaults, and the default when the token gives none", () => {
    expect(hostedLifetimeSeconds(jwt({ iat: 1000, exp: 1600 }), 1800)).toBe(600);
    expect(hostedLifetimeSeconds(jwt({ iat: 0, exp: 7200 }), 1800)).toBe(1800);
    expect(hostedLifetimeSeconds(jwt({ iat: 0, exp: 86400 }), 28800)).toBe(28800);
    expect(hostedLifetimeSeconds("opaque", 1800)).toBe(1800);
    expect(hostedLifetimeSeconds(undefined, 28800)).toBe(28800);
  });
});

describe("the hosted session shared by the elements of a page", () => {
  it("takes the first element's tokens: signed in, embedded, API session timeout and user from the token", () => {
    updateHost(newHost(), {
      accessToken: TOKEN,
      refreshToken: "refresh-1",
      proxyBase: "/portal/console-api",
    });
    expect(accessToken.value).toBe(TOKEN);
    expect(refreshToken.value).toBe("refresh-1");
    expect(isLoggedIn.value).toBe(true);
    expect(isEmbedded.value).toBe(true);
    expect(proxyBase.value).toBe("/portal/console-api");
    expect(apiSessionTimeoutSeconds.value).toBe(600);
    expect(user.value).toEqual({ username: "admin", domain: "EXAMPLE" });
  });

  it("loads the admin's REST role and the rest through the proxy path once per new session", async () => {
    updateHost(newHost(), {
      accessToken: TOKEN,
      refreshToken: "refresh-1",
      proxyBase: "/portal/console-api",
    });
    await vi.waitFor(() =>
      expect(requests).toContain("/portal/console-api/rest/config/v1/admin-users-or-groups/permissions"),
    );
    expect(requests.some((path) => path.includes("view-vlsi"))).toBe(false);
  });

  it("follows proxy-base removal back to the page's origin, unless another element still names one", () => {
    const first = newHost();
    const second = newHost();
    updateHost(first, { accessToken: TOKEN, proxyBase: "/first" });
    updateHost(second, { proxyBase: "/second" });
    expect(proxyBase.value).toBe("/second");
    updateHost(second, {});
    expect(proxyBase.value).toBe("/first");
    updateHost(first, { accessToken: TOKEN });
    expect(proxyBase.value).toBe("");
  });

  it("serves a second element without a token from the same session", () => {
    updateHost(newHost(), { accessToken: TOKEN, refreshToken: "refresh-1" });
    updateHost(newHost(), {});
    expect(isLoggedIn.value).toBe(true);
    expect(connectedHostCount()).toBe(2);
  });

  it("adopts a renewed token from any element", () => {
    const first = newHost();
    const second = newHost();
    updateHost(first, { accessToken: TOKEN, refreshToken: "refresh-1" });
    updateHost(second, { accessToken: TOKEN, refreshToken: "refresh-1" });
    const renewed = jwt({ sub: "EXAMPLE\\admin", iat: now, exp: now + 1200 });
    updateHost(second, { accessToken: renewed, refreshToken: "refresh-1" });
    expect(accessToken.value).toBe(renewed);
    expect(apiSessionTimeoutSeconds.value).toBe(1200);
  });

  it("signs out when the last element carrying a token loses it, without an expiry event", () => {
    const first = newHost();
    const second = newHost();
    const expired = vi.fn();
    document.addEventListener("vdc-session-expired", expired);
    updateHost(first, { accessToken: TOKEN });
    updateHost(second, { accessToken: TOKEN });
    updateHost(first, {});
    expect(isLoggedIn.value).toBe(true);
    updateHost(second, {});
    expect(isLoggedIn.value).toBe(false);
    expect(expired).not.toHaveBeenCalled();
    document.removeEventListener("vdc-session-expired", expired);
  });

  it("reports an expiry once, on an element, bubbling to the document", () => {
    const first = newHost();
    updateHost(first, { accessToken: TOKEN });
    updateHost(newHost(), {});
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener("vdc-session-expired", listener);
    expireSession("refreshFailed");
    document.removeEventListener("vdc-session-expired", listener);
    expect(seen).toHaveLength(1);
    const event = seen[0] as VdcSessionExpiredEvent;
    expect(event).toBeInstanceOf(VdcSessionExpiredEvent);
    expect(event.target).toBe(first);
    expect(event.detail).toEqual({ reason: "refresh-failed" });
    expect(event.composed).toBe(true);
  });

  it("turns console banners into vdc-error events with the translated message", () => {
    updateHost(newHost(), { accessToken: TOKEN });
    const seen: VdcErrorEvent[] = [];
    const listener = (event: VdcErrorEvent) => seen.push(event);
    document.addEventListener("vdc-error", listener);
    showBanner("error", "SERVER_ERROR_OCCURRED_RETRY");
    showBanner("info", "login.form.signIn");
    document.removeEventListener("vdc-error", listener);
    expect(seen.map((event) => event.detail)).toEqual([
      expect.objectContaining({ level: "error", key: "SERVER_ERROR_OCCURRED_RETRY", status: 500 }),
      { level: "info", key: "login.form.signIn", message: "Sign in", status: null },
    ]);
  });

  it("stops listening once the last element left", () => {
    const only = newHost();
    updateHost(only, { accessToken: TOKEN });
    releaseHost(only);
    hosts = [];
    const expired = vi.fn();
    document.addEventListener("vdc-session-expired", expired);
    expireSession("unauthorized");
    document.removeEventListener("vdc-session-expired", expired);
    expect(expired).not.toHaveBeenCalled();
    expect(connectedHostCount()).toBe(0);
  });
});
