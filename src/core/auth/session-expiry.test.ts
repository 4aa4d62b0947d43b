import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handlerFetch, setApiFetchImpl } from "../http/api-fetch";
import { accessToken, clearSession, csrfToken, refreshToken } from "../session/session.model";
import { tokenLifetimeSeconds, readTokenClaims } from "./jwt";
import { parseRefreshAnswer, refreshDelayMs, startTokenRefresh } from "./session-expiry";

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

beforeEach(() => clearSession());
afterEach(() => vi.useRealTimers());

describe("access tokens", () => {
  it("reads iat and exp, and the lifetime as exp - iat", () => {
    const token = jwt({ sub: "admin", iat: 1000, exp: 2800 });
    expect(readTokenClaims(token)).toEqual({ sub: "admin", iat: 1000, exp: 2800 });
    expect(tokenLifetimeSeconds(token)).toBe(1800);
    expect(readTokenClaims("not-a-jwt")).toBeNull();
    expect(tokenLifetimeSeconds(jwt({ sub: "x" }))).toBeUndefined();
  });

  it("reads the refresh answer as text in any of its shapes", () => {
    expect(parseRefreshAnswer('{"access_token":"abc.def.ghi"}')).toBe("abc.def.ghi");
    expect(parseRefreshAnswer('"abc.def.ghi"')).toBe("abc.def.ghi");
    expect(parseRefreshAnswer("abc.def.ghi")).toBe("abc.def.ghi");
    expect(parseRefreshAnswer("<html>error</html>")).toBeNull();
    expect(parseRefreshAnswer("")).toBeNull();
  });

  it("schedules the refresh a minute before expiry, clamped to the timer maximum", () => {
    const token = jwt({ iat: 0, exp: 1800 });
    expect(refreshDelayMs(token, 0)).toBe(1_740_000);
    expect(refreshDelayMs(token, 1_790_000)).toBe(0);
    expect(refreshDelayMs(jwt({ iat: 0, exp: 10 ** 10 }), 0)).toBe(2147483647);
    expect(refreshDelayMs("opaque", 0)).toBeUndefined();
  });

  it("refreshes the stored token shortly before it expires and keeps the view session alive", async () => {
    vi.useFakeTimers({ now: 0 });
    let refreshCalls = 0;
    const viewLogins: string[] = [];
    setApiFetchImpl(
      handlerFetch(async (request) => {
        if (new URL(request.url).pathname === "/view-vlsi/rest/v1/login") {
          viewLogins.push(request.headers.get("CSRFToken") ?? "");
          return new Response("{}", { headers: { CSRFToken: "csrf-2" } });
        }
        refreshCalls += 1;
        return new Response(JSON.stringify({ access_token: jwt({ iat: 1740, exp: 3540 }) }));
      }),
    );
    csrfToken.value = "csrf-1";
    refreshToken.value = "refresh";
    accessToken.value = jwt({ iat: 0, exp: 1800 });
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(1_739_000);
    expect(refreshCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls).toBe(1);
    expect(readTokenClaims(accessToken.value)?.exp).toBe(3540);
    await vi.waitFor(() => expect(viewLogins).toEqual(["csrf-1"]));
    expect(csrfToken.value).toBe("csrf-2");
    stop();
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(refreshCalls).toBe(1);
  });
});
