import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { FailureLedger } from "../../server/emulator/auth/failure-ledger";
import { socketAddress } from "../../server/http/client-address";

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
  /** Clock for session expiry and sign-in throttling, replaceable in tests. */
  now?: () => number;
  /** The client's network address, for sign-in throttling (default: the Node socket's remote address). */
  clientAddress?: (c: Context) => string;
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
const VIEW_API_PREFIX = "/view-vlsi/rest/v1/";
/** The view API's session cookie and CSRF header: the only credentials the proxy sends upstream. */
const VIEW_SESSION_COOKIE = "JSESSIONID";
const VIEW_CSRF_HEADER = "CSRFToken";

/** Sign-in throttling: this many failures per user and address within the window answer 429. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 300;
/**
 * Failed-sign-in keys (user and address) kept at most. Each costs at most about 1 KB (a 256-character
 * name, five times), so the ledger stays under 10 MB whatever strangers send; past the bound the oldest
 * failures are forgotten, which only lets their sender try again sooner.
 */
export const SIGN_IN_FAILURE_KEYS = 10_000;
/** Characters of a user name the ledger keeps: portal names are short, longer ones share one bucket. */
const SIGN_IN_KEY_NAME_LENGTH = 256;

/** A view API session the portal holds for its user; the browser never sees it. */
interface ViewSession {
  cookie: string;
  csrfToken: string;
}

interface PortalSession {
  username: string;
  displayName: string;
  expiresAt: number;
  view?: ViewSession | undefined;
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

/** The Node socket's remote address when served by @hono/node-server; one bucket otherwise. */
function nodeClientAddress(c: Context): string {
  return socketAddress(c) ?? "unknown";
}

/**
 * Whether a request carrying the portal's cookie comes from the portal's own pages: Sec-Fetch-Site, when the
 * browser sends it, is same-origin (or none: typed by the user), and Origin, when present, is this origin.
 */
function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(request.url).origin;
}

function isJsonRequest(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "");
}

/** Only the view API's session cookie crosses the proxy: the portal's own cookies stay with the portal. */
function consoleCookie(cookieHeader: string | null): string | null {
  const kept = (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${VIEW_SESSION_COOKIE}=`));
  return kept.length > 0 ? kept.join("; ") : null;
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
  clientAddress = nodeClientAddress,
}: PortalRoutesOptions): Hono {
  const routes = new Hono();
  const sessions = new Map<string, PortalSession>();
  /** Recent failed sign-ins, by client address and user name (the address first: a long name is cut). */
  const failures = new FailureLedger({
    limit: SIGN_IN_FAILURE_LIMIT,
    windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
    maxKeys: SIGN_IN_FAILURE_KEYS,
    maxKeyLength: 64 + SIGN_IN_KEY_NAME_LENGTH,
    now,
  });

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

  /** Signs the service account in to the view API, for the proxy to hold; null when the console refuses. */
  async function viewLogin(c: Context): Promise<ViewSession | null> {
    const response = await callConsole(c, `${VIEW_API_PREFIX}login`, {
      name: serviceAccount.username,
      passwd: serviceAccount.password,
      domain: serviceAccount.domain,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]?.trim() ?? "")
      .find((pair) => pair.startsWith(`${VIEW_SESSION_COOKIE}=`));
    const csrfToken = response.headers.get(VIEW_CSRF_HEADER);
    return response.ok && cookie && csrfToken ? { cookie, csrfToken } : null;
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
    // A cross-site form (text/plain, or from another origin) must not sign the browser in.
    if (!isSameOriginRequest(c.req.raw)) return c.json({ error: "cross_site_request" }, 403);
    if (!isJsonRequest(c.req.raw)) return c.json({ error: "json_required" }, 415);
    const body = await readJson(c.req.raw);
    const username = stringField(body, "username") ?? "";
    const throttleKey = `${clientAddress(c).slice(0, 64)}\n${username.toLowerCase()}`;
    const retryAfter = failures.retryAfterSeconds(throttleKey);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return c.json({ error: "too_many_attempts", retryAfterSeconds: retryAfter }, 429);
    }
    const account = portalAccounts.find(
      (candidate) => candidate.username === username && candidate.password === stringField(body, "password"),
    );
    if (!account) {
      failures.record(throttleKey);
      return c.json({ error: "invalid_credentials" }, 401);
    }
    failures.clear(throttleKey);
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
    if (!isSameOriginRequest(c.req.raw)) return c.json({ error: "cross_site_request" }, 403);
    const session = currentSession(c);
    if (!session) return c.json({ error: "not_signed_in" }, 401);
    const refreshToken = stringField(await readJson(c.req.raw), "refreshToken");
    const tokens = (refreshToken ? await consoleRefresh(c, refreshToken) : null) ?? (await consoleLogin(c));
    if (!tokens) return c.json({ error: "console_unavailable" }, 502);
    return c.json(answer(session, tokens));
  });

  routes.delete("/api/session", async (c) => {
    if (!isSameOriginRequest(c.req.raw)) return c.json({ error: "cross_site_request" }, 403);
    const id = getCookie(c, SESSION_COOKIE);
    const view = id ? sessions.get(id)?.view : undefined;
    if (id) sessions.delete(id);
    if (view)
      await api(
        new Request(new URL(`${VIEW_API_PREFIX}logout`, c.req.url), {
          method: "POST",
          headers: { Cookie: view.cookie, [VIEW_CSRF_HEADER]: view.csrfToken },
        }),
      );
    deleteCookie(c, SESSION_COOKIE, { path: "/portal" });
    const refreshToken = stringField(await readJson(c.req.raw), "refreshToken");
    if (refreshToken) await callConsole(c, "/rest/logout", { refresh_token: refreshToken });
    return c.body(null, 204);
  });

  /**
   * The proxy path. Only what the console APIs need goes upstream: the portal's own cookies are dropped (the
   * view API's session cookie is the one kept). Calls that only the view API offers (licence key, usage) need
   * a view session the portal cannot hand to the browser, so for a signed-in portal user the proxy holds one
   * (the service account's, signed in on first use, again once it expires) and adds its cookie and CSRF header.
   */
  routes.all("/console-api/*", async (c) => {
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(PROXY_PREFIX.length);
    const target = new URL(path + incoming.search, incoming);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("Cookie");
    const cookie = consoleCookie(c.req.header("Cookie") ?? null);
    if (cookie) headers.set("Cookie", cookie);
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const body = hasBody ? await c.req.raw.arrayBuffer() : null;
    const send = () => api(new Request(target, { method: c.req.method, headers, body }));
    const session = path.startsWith(VIEW_API_PREFIX) ? currentSession(c) : null;
    // The held view session is the portal user's ambient credential: only the portal's own pages use it.
    // A browser with its own view session (<vdc-login>: its cookie and CSRF header) or a bearer keeps it.
    const hasOwnCredentials = headers.has("Authorization") || headers.has(VIEW_CSRF_HEADER);
    if (!session || !isSameOriginRequest(c.req.raw) || hasOwnCredentials) return send();
    const useHeldSession = async (renew: boolean): Promise<Response | null> => {
      if (renew || !session.view) session.view = (await viewLogin(c)) ?? undefined;
      if (!session.view) return null;
      headers.set("Cookie", session.view.cookie);
      headers.set(VIEW_CSRF_HEADER, session.view.csrfToken);
      return send();
    };
    const first = await useHeldSession(false);
    if (first && first.status !== 401) return first;
    return (await useHeldSession(true)) ?? first ?? send();
  });
  return routes;
}
