import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/** A user of the hosting portal itself: not a console account. */
export interface PortalAccount {
  username: string;
  password: string;
  displayName: string;
}

/** The console account the portal signs in with on its users' behalf. */
export interface ServiceAccount {
  username: string;
  password: string;
  domain: string;
}

export interface PortalRoutesOptions {
  /** The console APIs, reached by the portal's proxy path /portal/console-api/. */
  api: (request: Request) => Promise<Response>;
  portalAccounts?: readonly PortalAccount[];
  serviceAccount?: ServiceAccount;
  /** Portal session lifetime in seconds (default 8 hours). */
  sessionSeconds?: number;
  /** Clock for session expiry, replaceable in tests. */
  now?: () => number;
}

export const DEFAULT_PORTAL_ACCOUNTS: readonly PortalAccount[] = [
  { username: "tenant", password: "vdc-demo", displayName: "Tenant administrator" },
];

export const DEFAULT_SERVICE_ACCOUNT: ServiceAccount = {
  username: "admin",
  password: "vdc-demo",
  domain: "EXAMPLE",
};

const PROXY_PREFIX = "/portal/console-api";
const SESSION_COOKIE = "portal_session";

interface PortalSession {
  username: string;
  displayName: string;
  expiresAt: number;
}

/** What the portal's browser code receives: its user and the console tokens for the elements. */
export interface PortalSessionAnswer {
  user: { username: string; displayName: string };
  accessToken: string;
  refreshToken: string;
}

interface ConsoleTokens {
  accessToken: string;
  refreshToken: string;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function readJson(message: Request | Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await message.text());
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function stringField(body: Record<string, unknown> | null, name: string): string | null {
  const value = body?.[name];
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * The hosting portal's small server: portal sign-in (its own accounts), console tokens obtained with a
 * service account and handed to the page, and a proxy path for the console APIs, so embedded elements
 * talk to the portal's own origin and path (the elements' proxy-base attribute).
 */
export function createPortalRoutes({
  api,
  portalAccounts = DEFAULT_PORTAL_ACCOUNTS,
  serviceAccount = DEFAULT_SERVICE_ACCOUNT,
  sessionSeconds = 8 * 3600,
  now = Date.now,
}: PortalRoutesOptions): Hono {
  const routes = new Hono();
  const sessions = new Map<string, PortalSession>();

  function callConsole(c: Context, path: string, body: unknown): Promise<Response> {
    return api(
      new Request(new URL(path, c.req.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      }),
    );
  }

  /** Signs the service account in to the console's REST API; null when the console refuses. */
  async function consoleLogin(c: Context): Promise<ConsoleTokens | null> {
    const response = await callConsole(c, "/rest/login", {
      username: serviceAccount.username,
      password: serviceAccount.password,
      domain: serviceAccount.domain,
    });
    const body = await readJson(response);
    const accessToken = stringField(body, "access_token");
    const refreshToken = stringField(body, "refresh_token");
    return response.ok && accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  /** A new access token for a refresh token; null when it is no longer valid. */
  async function consoleRefresh(c: Context, refreshToken: string): Promise<ConsoleTokens | null> {
    const response = await callConsole(c, "/rest/refresh", { refresh_token: refreshToken });
    const accessToken = stringField(await readJson(response), "access_token");
    return response.ok && accessToken ? { accessToken, refreshToken } : null;
  }

  function currentSession(c: Context): PortalSession | null {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id ? sessions.get(id) : undefined;
    if (!id || !session) return null;
    if (session.expiresAt <= now()) {
      sessions.delete(id);
      return null;
    }
    return session;
  }

  function answer(session: PortalSession, tokens: ConsoleTokens): PortalSessionAnswer {
    return {
      user: { username: session.username, displayName: session.displayName },
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    };
  }

  routes.post("/api/session", async (c) => {
    const body = await readJson(c.req.raw);
    const account = portalAccounts.find(
      (candidate) =>
        candidate.username === stringField(body, "username") &&
        candidate.password === stringField(body, "password"),
    );
    if (!account) return c.json({ error: "invalid_credentials" }, 401);
    const tokens = await consoleLogin(c);
    if (!tokens) return c.json({ error: "console_unavailable" }, 502);
    for (const [id, session] of sessions) if (session.expiresAt <= now()) sessions.delete(id);
    const id = randomId();
    const session = {
      username: account.username,
      displayName: account.displayName,
      expiresAt: now() + sessionSeconds * 1000,
    };
    sessions.set(id, session);
    setCookie(c, SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/portal",
      maxAge: sessionSeconds,
    });
    return c.json(answer(session, tokens));
  });

  // Fresh console tokens for a signed-in portal user: the refresh token when it still works, else the
  // service account signs in again (the portal user has not signed out of the portal).
  routes.post("/api/session/refresh", async (c) => {
    const session = currentSession(c);
    if (!session) return c.json({ error: "not_signed_in" }, 401);
    const refreshToken = stringField(await readJson(c.req.raw), "refreshToken");
    const tokens = (refreshToken ? await consoleRefresh(c, refreshToken) : null) ?? (await consoleLogin(c));
    if (!tokens) return c.json({ error: "console_unavailable" }, 502);
    return c.json(answer(session, tokens));
  });

  routes.delete("/api/session", async (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    if (id) sessions.delete(id);
    deleteCookie(c, SESSION_COOKIE, { path: "/portal" });
    const refreshToken = stringField(await readJson(c.req.raw), "refreshToken");
    if (refreshToken) await callConsole(c, "/rest/logout", { refresh_token: refreshToken });
    return c.body(null, 204);
  });

  routes.all("/console-api/*", (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(incoming.pathname.slice(PROXY_PREFIX.length) + incoming.search, incoming);
    return api(new Request(target, c.req.raw));
  });
  return routes;
}
