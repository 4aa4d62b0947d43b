import { computed, signal } from "@preact/signals-core";
import { clearSessionValues, sessionValue } from "./session-storage";

/** The signed-in administrator as the login answers name them. */
export interface SessionUser {
  username: string;
  domain: string;
}

/** The longest delay setTimeout honours: 2^31-1 ms (about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2147483647;

/** Default token lifetimes when a token gives none (spec 000 section 9), in seconds. */
export const DEFAULT_ACCESS_TOKEN_SECONDS = 1800;

/** REST access token (second API generation). */
export const accessToken = sessionValue<string | null>("accessToken", null);
/** REST refresh token. */
export const refreshToken = sessionValue<string | null>("refreshToken", null);
/** The view API's CSRF token from the login answer's CSRFToken header. */
export const csrfToken = sessionValue<string | null>("csrfToken", null);
/** The signed-in user. */
export const user = sessionValue<SessionUser | null>("user", null);
/** Set once both logins succeeded and the roles are loaded (spec 000 section 4). */
export const hasCompletedLogin = sessionValue<boolean>("loggedIn", false);
/** The console runs behind an identity provider: the bearer it was given authenticates every call. */
export const isBehindIdentityProvider = sessionValue<boolean>("identityProvider", false);
/** API session timeout in seconds (viewApiSessionTimeout / api_session_timeout_minutes, or token exp - iat). */
export const apiSessionTimeoutSeconds = sessionValue<number>(
  "apiSessionTimeout",
  DEFAULT_ACCESS_TOKEN_SECONDS,
);
/** Console (idle) session timeout in seconds: consoleSessionTimeoutMinutes x 60. */
export const consoleSessionTimeoutSeconds = sessionValue<number>(
  "consoleSessionTimeout",
  DEFAULT_ACCESS_TOKEN_SECONDS,
);
/** Set after a smart-card logout; survives clearing so the no-access screen stays until the browser closes. */
export const smartCardLogout = sessionValue<boolean | null>("smartCardLogout", null, { survivesClear: true });
/** The guarded address an unauthenticated visit wanted, restored after login. */
export const targetAddress = sessionValue<string | null>("targetAddress", null);
/** The last route shown while signed in, restored on reload. Per tab. */
export const lastActiveRoute = sessionValue<string | null>("lastActiveRoute", null, { shared: false });
/** Epoch ms of the last user activity, for the console (idle) session timeout. */
export const lastActivityAt = sessionValue<number>("lastActivityAt", 0);

/** Path prefix a hosting portal proxies the APIs through (empty when standalone). Per page, not stored. */
export const proxyBase = signal<string>("");
/** True when the console runs embedded in a hosting portal. Per page, not stored. */
export const isEmbedded = signal<boolean>(false);

/** Signed in: the login completed and there is a credential to call the APIs with. */
export const isLoggedIn = computed(
  () =>
    hasCompletedLogin.value &&
    (accessToken.value !== null || csrfToken.value !== null || isBehindIdentityProvider.value),
);

/**
 * Clears the session in this tab and every other tab of the console. Every key is reset except the
 * smart-card logout state, which is set to true if it was present (spec 000 section 4).
 */
export function clearSession(): void {
  const hadSmartCardLogout = smartCardLogout.peek() !== null;
  clearSessionValues();
  if (hadSmartCardLogout) smartCardLogout.value = true;
}

/** Clamps a delay to what setTimeout honours, and never below zero. */
export function clampTimerMs(ms: number): number {
  if (!Number.isFinite(ms)) return ms > 0 ? MAX_TIMER_MS : 0;
  return Math.min(Math.max(0, Math.round(ms)), MAX_TIMER_MS);
}
