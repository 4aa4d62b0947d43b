import { effect } from "@preact/signals-core";
import { CSRF_HEADER, VIEW_API_BASE, isViewApiPath, sendApiRequest } from "../http/api-fetch";
import { emitSessionExpired, type SessionExpiry } from "../http/http-status.model";
import {
  DEFAULT_ACCESS_TOKEN_SECONDS,
  accessToken,
  clampTimerMs,
  clearSession,
  csrfToken,
  hasCompletedLogin,
  refreshToken,
} from "../session/session.model";
import { readTokenClaims } from "./jwt";

/** How long before the access token expires the console refreshes it. */
export const REFRESH_LEAD_SECONDS = 60;

let refreshing: Promise<boolean> | null = null;

/** The new access token from /rest/refresh, read as text: a JSON object, a JSON string or the bare token. */
export function parseRefreshAnswer(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === "string") return parsed || null;
    if (typeof parsed === "object" && parsed !== null) {
      const token = (parsed as Record<string, unknown>).access_token;
      return typeof token === "string" && token !== "" ? token : null;
    }
    return null;
  } catch {
    return /^[\w.~+/=-]+$/.test(trimmed) ? trimmed : null;
  }
}

/**
 * Gets a new access token with the refresh token (POST /rest/refresh). Any number of callers at the same
 * time share one request. Resolves true when a new token is stored.
 */
export function refreshAccessToken(): Promise<boolean> {
  if (refreshing) return refreshing;
  const token = refreshToken.peek();
  if (!token) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      const response = await sendApiRequest("/rest/refresh", {
        method: "POST",
        body: JSON.stringify({ refresh_token: token }),
      });
      if (!response.ok) return false;
      const newToken = parseRefreshAnswer(await response.text());
      // A logout while the refresh was in flight wins.
      if (!newToken || refreshToken.peek() !== token) return false;
      accessToken.value = newToken;
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Ends the session without a logout call: clears it (in every tab) and tells the shell or the element
 * adapter, once, however many requests failed.
 */
export function expireSession(reason: SessionExpiry["reason"] = "unauthorized"): void {
  const hasSession =
    hasCompletedLogin.peek() ||
    accessToken.peek() !== null ||
    csrfToken.peek() !== null ||
    refreshToken.peek() !== null;
  if (!hasSession) return;
  clearSession();
  emitSessionExpired({ reason });
}

/**
 * What a 401 on a non-login call means. A request sent with another session's credential than the
 * current one (the REST token, or the view API's CSRF token) is retried with the current one: a late
 * answer for a session that already ended never ends the session that followed it. Otherwise the REST
 * API first tries one shared token refresh. Resolves true when the request should be sent again, false
 * after the session was expired.
 */
export async function handleUnauthorized(path: string, credentialUsed: string | null): Promise<boolean> {
  const isView = isViewApiPath(path);
  const current = isView ? csrfToken.peek() : accessToken.peek();
  if (current !== null && current !== credentialUsed) return true;
  if (!isView && (await refreshAccessToken())) return true;
  expireSession("unauthorized");
  return false;
}

/**
 * The view API's session only lives as long as it is used: after a token refresh the pre-login call
 * (GET login, answered like a login) keeps it alive for admins working in REST-only sections.
 */
async function keepViewSessionAlive(isRefreshed: boolean): Promise<void> {
  if (!isRefreshed || csrfToken.peek() === null) return;
  try {
    const response = await sendApiRequest(`${VIEW_API_BASE}login`, { method: "GET" });
    const csrf = response.ok ? response.headers.get(CSRF_HEADER) : null;
    if (csrf) csrfToken.value = csrf;
  } catch {
    // The next view call will tell whether the view session is gone.
  }
}

/** Milliseconds until the access token should be refreshed, from its exp claim; undefined without one. */
export function refreshDelayMs(token: string | null, nowMs: number): number | undefined {
  const claims = readTokenClaims(token);
  if (!claims) return undefined;
  const expiresAt =
    claims.exp ?? (claims.iat === undefined ? undefined : claims.iat + DEFAULT_ACCESS_TOKEN_SECONDS);
  if (expiresAt === undefined) return undefined;
  return clampTimerMs((expiresAt - REFRESH_LEAD_SECONDS) * 1000 - nowMs);
}

/**
 * Keeps the access token fresh: refreshes it a minute before it expires, every time a new one is stored,
 * while there is a refresh token. Returns a function that stops.
 */
export function startTokenRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopEffect = effect(() => {
    const token = accessToken.value;
    const hasRefreshToken = refreshToken.value !== null;
    clearTimeout(timer);
    timer = undefined;
    if (!token || !hasRefreshToken) return;
    const delay = refreshDelayMs(token, Date.now());
    if (delay === undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void refreshAccessToken().then(keepViewSessionAlive);
    }, delay);
  });
  return () => {
    clearTimeout(timer);
    stopEffect();
  };
}
