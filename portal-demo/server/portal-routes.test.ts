import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { createPortalRoutes, type PortalRoutesOptions } from "./portal-routes";

interface ConsoleCall {
  method: string;
  path: string;
  body: unknown;
}

/** A console API that accepts EXAMPLE\admin / vdc-demo and refresh tokens it issued. */
function fakeConsole() {
  const calls: ConsoleCall[] = [];
  let issued = 0;
  let viewLogins = 0;
  const expiredViewSessions = new Set<string>();
  const validRefresh = new Set<string>();
  const api = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method: request.method, path: url.pathname + url.search, body });
    const fields = (body ?? {}) as Record<string, string>;
    if (url.pathname === "/view-vlsi/rest/v1/login") {
      viewLogins += 1;
      const headers = new Headers({ CSRFToken: `csrf-${viewLogins}` });
      headers.append("Set-Cookie", `JSESSIONID=view-${viewLogins}; Path=/; HttpOnly`);
      return Response.json({ username: fields.name, domain: fields.domain }, { headers });
    }
    if (
      url.pathname.startsWith("/view-vlsi/") &&
      expiredViewSessions.has(request.headers.get("Cookie") ?? "")
    )
      return new Response("", { status: 401 });
    if (url.pathname === "/rest/login") {
      if (fields.username !== "admin" || fields.password !== "vdc-demo" || fields.domain !== "EXAMPLE")
        return Response.json({ errors: [{ error_key: "auth.failed" }] }, { status: 401 });
      issued += 1;
      validRefresh.add(`refresh-${issued}`);
      return Response.json({ access_token: `access-${issued}`, refresh_token: `refresh-${issued}` });
    }
    if (url.pathname === "/rest/refresh") {
      if (!validRefresh.has(fields.refresh_token ?? "")) return new Response("", { status: 401 });
      issued += 1;
      return Response.json({ access_token: `access-${issued}` });
    }
    if (url.pathname === "/rest/logout") {
      validRefresh.delete(fields.refresh_token ?? "");
      return new Response(null, { status: 200 });
    }
    return Response.json({
      path: url.pathname,
      search: url.search,
      auth: request.headers.get("Authorization"),
      cookie: request.headers.get("Cookie"),
      csrf: request.headers.get("CSRFToken"),
    });
  };
  return {
    api,
    calls,
    expireRefreshTokens: () => validRefresh.clear(),
    expireViewSession: (cookie: string) => expiredViewSessions.add(cookie),
  };
}

function portalApp(options: Omit<PortalRoutesOptions, "api"> = {}) {
  const console = fakeConsole();
  const app = new Hono();
  app.route("/portal", createPortalRoutes({ api: console.api, ...options }));
  return { app, console };
}

function post(path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

const TENANT = { username: "tenant", password: "vdc-demo" };

function proxied(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://portal.test/portal/console-api${path}`, {
    headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...init.headers },
  });
}

function sessionCookie(response: Response): string {
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

describe("portal demo server", () => {
  it("signs a portal user in, then the service account in to the console, and hands over both tokens", async () => {
    const { app, console } = portalApp();
    const response = await app.fetch(
      post("/portal/api/session", { username: "tenant", password: "vdc-demo" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { username: "tenant", displayName: "Tenant administrator" },
      accessToken: "access-1",
      refreshToken: "refresh-1",
    });
    expect(console.calls).toEqual([
      {
        method: "POST",
        path: "/rest/login",
        body: { username: "admin", password: "vdc-demo", domain: "EXAMPLE" },
      },
    ]);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^portal_session=[0-9a-f]{48};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
  });

  it("refuses wrong portal credentials and console accounts without calling the console", async () => {
    const { app, console } = portalApp();
    for (const body of [
      { username: "tenant", password: "wrong" },
      { username: "admin", password: "vdc-demo" },
      {},
    ]) {
      const response = await app.fetch(post("/portal/api/session", body));
      expect(response.status).toBe(401);
    }
    expect(console.calls).toEqual([]);
  });

  it("reports a console that refuses the service account as unavailable", async () => {
    const { app } = portalApp({ serviceAccount: { username: "admin", password: "nope", domain: "EXAMPLE" } });
    const response = await app.fetch(
      post("/portal/api/session", { username: "tenant", password: "vdc-demo" }),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refreshes with the refresh token, and signs the service account in again once that is gone", async () => {
    const { app, console } = portalApp();
    const signIn = await app.fetch(post("/portal/api/session", { username: "tenant", password: "vdc-demo" }));
    const cookie = sessionCookie(signIn);

    const refreshed = await app.fetch(
      post("/portal/api/session/refresh", { refreshToken: "refresh-1" }, cookie),
    );
    expect(await refreshed.json()).toMatchObject({ accessToken: "access-2", refreshToken: "refresh-1" });

    console.expireRefreshTokens();
    const again = await app.fetch(post("/portal/api/session/refresh", { refreshToken: "refresh-1" }, cookie));
    expect(await again.json()).toMatchObject({ accessToken: "access-3", refreshToken: "refresh-3" });
    expect(console.calls.map((call) => call.path)).toEqual([
      "/rest/login",
      "/rest/refresh",
      "/rest/refresh",
      "/rest/login",
    ]);
  });

  it("gives no tokens without a portal session, or after it expired or was signed out", async () => {
    let clock = 1_000_000;
    const { app, console } = portalApp({ sessionSeconds: 60, now: () => clock });
    expect((await app.fetch(post("/portal/api/session/refresh", {}))).status).toBe(401);

    const first = sessionCookie(
      await app.fetch(post("/portal/api/session", { username: "tenant", password: "vdc-demo" })),
    );
    clock += 61_000;
    expect((await app.fetch(post("/portal/api/session/refresh", {}, first))).status).toBe(401);

    const second = sessionCookie(
      await app.fetch(post("/portal/api/session", { username: "tenant", password: "vdc-demo" })),
    );
    const signOut = await app.fetch(
      new Request("http://portal.test/portal/api/session", {
        method: "DELETE",
        headers: { Cookie: second, "Content-Type": "application/json" },
        body: JSON.stringify({ refreshToken: "refresh-2" }),
      }),
    );
    expect(signOut.status).toBe(204);
    expect(console.calls.at(-1)).toEqual({
      method: "POST",
      path: "/rest/logout",
      body: { refresh_token: "refresh-2" },
    });
    expect((await app.fetch(post("/portal/api/session/refresh", {}, second))).status).toBe(401);
  });

  it("proxies the console APIs below /portal/console-api with query and headers intact", async () => {
    const { app } = portalApp();
    const response = await app.fetch(
      new Request("http://portal.test/portal/console-api/rest/inventory/v1/sessions?page=2", {
        headers: { Authorization: "Bearer abc" },
      }),
    );
    expect(await response.json()).toEqual({
      path: "/rest/inventory/v1/sessions",
      search: "?page=2",
      auth: "Bearer abc",
      cookie: null,
      csrf: null,
    });
  });

  it("never forwards the portal's own cookies upstream, only the view API's session cookie", async () => {
    const { app } = portalApp();
    const cookie = sessionCookie(await app.fetch(post("/portal/api/session", TENANT)));
    const rest = await app.fetch(
      proxied("/rest/config/v1/licenses", {
        cookie: `${cookie}; analytics=1`,
        headers: { Authorization: "Bearer abc" },
      }),
    );
    expect(await rest.json()).toMatchObject({ cookie: null, auth: "Bearer abc" });
    const withViewCookie = await app.fetch(
      proxied("/rest/config/v1/licenses", { cookie: `theme=dark; JSESSIONID=abc; ${cookie}` }),
    );
    expect(await withViewCookie.json()).toMatchObject({ cookie: "JSESSIONID=abc" });
  });

  it("holds a view API session for the signed-in portal user and adds its cookie and CSRF header", async () => {
    const { app, console } = portalApp();
    const cookie = sessionCookie(await app.fetch(post("/portal/api/session", TENANT)));
    const first = await app.fetch(proxied("/view-vlsi/rest/v1/License/GetUsage", { cookie }));
    expect(await first.json()).toMatchObject({ cookie: "JSESSIONID=view-1", csrf: "csrf-1" });
    const second = await app.fetch(proxied("/view-vlsi/rest/v1/License/GetUsage", { cookie }));
    expect(await second.json()).toMatchObject({ cookie: "JSESSIONID=view-1", csrf: "csrf-1" });
    expect(console.calls.filter((call) => call.path.endsWith("/login")).map((call) => call.path)).toEqual([
      "/rest/login",
      "/view-vlsi/rest/v1/login",
    ]);

    console.expireViewSession("JSESSIONID=view-1");
    const renewed = await app.fetch(proxied("/view-vlsi/rest/v1/License/GetUsage", { cookie }));
    expect(await renewed.json()).toMatchObject({ cookie: "JSESSIONID=view-2", csrf: "csrf-2" });

    // Without a portal session, or from another site, the held session is not used.
    const anonymous = await app.fetch(proxied("/view-vlsi/rest/v1/License/GetUsage"));
    expect(await anonymous.json()).toMatchObject({ cookie: null, csrf: null });
    const crossSite = await app.fetch(
      proxied("/view-vlsi/rest/v1/License/GetUsage", {
        cookie,
        headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      }),
    );
    expect(await crossSite.json()).toMatchObject({ cookie: null, csrf: null });

    // A browser signed in to the view API itself (<vdc-login>) keeps its own session.
    const own = await app.fetch(
      proxied("/view-vlsi/rest/v1/License/GetUsage", {
        cookie: `${cookie}; JSESSIONID=browser`,
        headers: { CSRFToken: "browser-csrf" },
      }),
    );
    expect(await own.json()).toMatchObject({ cookie: "JSESSIONID=browser", csrf: "browser-csrf" });
  });

  it("refuses cross-site sign-in posts: a text/plain form, another origin or Sec-Fetch-Site", async () => {
    const { app, console } = portalApp();
    const form = await app.fetch(
      new Request("http://portal.test/portal/api/session", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify(TENANT),
      }),
    );
    expect(form.status).toBe(415);
    const otherOrigin = await app.fetch(
      post("/portal/api/session", TENANT, undefined, { Origin: "https://evil.example" }),
    );
    expect(otherOrigin.status).toBe(403);
    const crossSite = await app.fetch(
      post("/portal/api/session", TENANT, undefined, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(crossSite.status).toBe(403);
    for (const response of [form, otherOrigin, crossSite])
      expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(console.calls).toEqual([]);
    const sameOrigin = await app.fetch(
      post("/portal/api/session", TENANT, undefined, {
        Origin: "http://portal.test",
        "Sec-Fetch-Site": "same-origin",
      }),
    );
    expect(sameOrigin.status).toBe(200);
  });

  it("throttles a user and address after 5 failed sign-ins in 5 minutes, even with the right password", async () => {
    let clock = 1_000_000;
    let address = "192.0.2.1";
    const { app, console } = portalApp({ now: () => clock, clientAddress: () => address });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await app.fetch(post("/portal/api/session", { ...TENANT, password: "wrong" }));
      expect(failed.status).toBe(401);
      clock += 10_000;
    }
    const throttled = await app.fetch(post("/portal/api/session", TENANT));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("Retry-After")).toBe("250");
    expect(await throttled.json()).toEqual({ error: "too_many_attempts", retryAfterSeconds: 250 });
    expect(console.calls).toEqual([]);

    address = "192.0.2.2";
    expect((await app.fetch(post("/portal/api/session", TENANT))).status).toBe(200);
    address = "192.0.2.1";
    clock += 250_000;
    expect((await app.fetch(post("/portal/api/session", TENANT))).status).toBe(200);
  });
});

describe("portal demo server with the pod emulator", () => {
  it("hands out tokens the console APIs accept through the proxy path, with exp - iat of 1800 s", async () => {
    const emulator = createEmulator();
    const app = new Hono();
    app.route("/portal", createPortalRoutes({ api: (request) => emulator.fetch(request) }));
    const response = await app.fetch(
      post("/portal/api/session", { username: "tenant", password: "vdc-demo" }),
    );
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const claims = JSON.parse(atob(accessToken.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(1800);

    const permissions = await app.fetch(
      new Request("http://portal.test/portal/console-api/rest/config/v1/admin-users-or-groups/permissions", {
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    );
    expect(permissions.status).toBe(200);
    const anonymous = await app.fetch(
      new Request("http://portal.test/portal/console-api/rest/config/v1/admin-users-or-groups/permissions"),
    );
    expect(anonymous.status).toBe(401);

    // A call only the view API offers, through the view session the portal holds for its user.
    const setKey = await app.fetch(
      new Request("http://portal.test/portal/console-api/view-vlsi/rest/v1/License/Set", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: sessionCookie(response) },
        body: JSON.stringify({ licenseKey: "AB12C-3DE4F-5GH6I-7JK8L-9MN0P" }),
      }),
    );
    expect(setKey.status).toBe(200);
    expect(await setKey.json()).toMatchObject({ licenseKey: "AB12C-3DE4F-5GH6I-7JK8L-9MN0P" });
  });
});
