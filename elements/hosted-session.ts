// Hosted mode: the portal signs in and hands every element its tokens through attributes. All elements of a
// page share the one session model of src/core/session (bundled once in the shared chunk). This adapter is
// the only place that turns attribute values into session state, and session endings and banners into
// portal events. B's session model has no hosted-mode action, so the adoption lives here.
import { effect } from "@preact/signals-core";
import { startTokenRefresh } from "../src/core/auth/session-expiry";
import { logout, signInMethod } from "../src/core/auth/sign-out";
import { readTokenClaims, tokenLifetimeSeconds } from "../src/core/auth/jwt";
import { loadFeatures } from "../src/core/features/feature-flags";
import { restApi } from "../src/core/http/api-clients";
import { banner, onSessionExpired, type SessionExpiry } from "../src/core/http/http-status.model";
import { i18n } from "../src/core/i18n/i18n";
import { loadLicense } from "../src/core/licensing/license.service";
import { loadPreferences } from "../src/core/preferences/preferences.service";
import { setAdminRoles } from "../src/core/privileges/privileges.model";
import {
  DEFAULT_ACCESS_TOKEN_SECONDS,
  accessToken,
  apiSessionTimeoutSeconds,
  clearSession,
  hasCompletedLogin,
  isEmbedded,
  proxyBase,
  refreshToken,
  user,
} from "../src/core/session/session.model";
import { splitDomainUser } from "../src/core/utils/user-name";
import { VdcErrorEvent, VdcSessionExpiredEvent, type SessionExpiredReason } from "./element-events";

/** What one element was given by the portal. */
export interface HostedCredentials {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  proxyBase?: string | undefined;
}

/** A hosted token's lifetime: exp - iat, the default when the token gives none, and never above the default. */
export function hostedLifetimeSeconds(token: string | null | undefined, defaultSeconds: number): number {
  return Math.min(tokenLifetimeSeconds(token) ?? defaultSeconds, defaultSeconds);
}

/** The connected elements, in connection order, with the tokens each last contributed. */
const hosts = new Map<HTMLElement, HostedCredentials>();
let stopWatching: (() => void) | null = null;

/** The admin's role, features, licence and preferences, as a sign-in would load them. */
async function loadHostedSessionData(): Promise<void> {
  // A portal's token is a REST token: the view API has no session, so only the REST role is asked for.
  const rolesLoaded = restApi
    .get("/config/v1/admin-users-or-groups/permissions")
    .json<unknown>()
    .then((rest) => setAdminRoles({ rest }))
    .catch((error: unknown) => console.warn("Could not load the administrator's role", error));
  await Promise.all([rolesLoaded, loadFeatures(), loadLicense(), loadPreferences()]);
}

/** Puts a portal's tokens into the shared session: the API session timeout is the token's exp - iat, capped. */
export function adoptPortalTokens(
  access: string,
  refresh: string | undefined,
  base: string | undefined,
): void {
  if (base !== undefined) proxyBase.value = base;
  isEmbedded.value = true;
  if (accessToken.peek() === access && (refresh === undefined || refreshToken.peek() === refresh)) return;
  const subject = readTokenClaims(access)?.sub;
  const previousUser = user.peek();
  const isNewSession =
    accessToken.peek() === null || (refresh !== undefined && refreshToken.peek() !== refresh);
  accessToken.value = access;
  if (refresh !== undefined) refreshToken.value = refresh;
  apiSessionTimeoutSeconds.value = hostedLifetimeSeconds(access, DEFAULT_ACCESS_TOKEN_SECONDS);
  if (subject) {
    const { domain, user: username } = splitDomainUser(subject);
    if (previousUser?.username !== username || previousUser.domain !== domain)
      user.value = { username, domain };
  }
  hasCompletedLogin.value = true;
  if (isNewSession) void loadHostedSessionData();
}

function firstConnectedHost(): HTMLElement | undefined {
  for (const host of hosts.keys()) if (host.isConnected) return host;
  return hosts.keys().next().value;
}

const EXPIRY_REASONS: Record<SessionExpiry["reason"], SessionExpiredReason> = {
  unauthorized: "unauthorized",
  idle: "idle",
  refreshFailed: "refresh-failed",
};

/** While any element is on the page: session expiry and banners become events, the token stays fresh. */
function watchSession(): () => void {
  const stopExpiry = onSessionExpired(({ reason }) => {
    // One event per expiry for the whole page: the elements share one session.
    firstConnectedHost()?.dispatchEvent(new VdcSessionExpiredEvent({ reason: EXPIRY_REASONS[reason] }));
  });
  let lastBannerId = banner.peek()?.id;
  const stopBanners = effect(() => {
    const current = banner.value;
    if (!current || current.id === lastBannerId) return;
    lastBannerId = current.id;
    const status =
      current.key === "ERROR_OCCURRED_RETRY" ? 0 : current.key.startsWith("SERVER_") ? 500 : null;
    firstConnectedHost()?.dispatchEvent(
      new VdcErrorEvent({
        level: current.level,
        key: current.key,
        message: i18n.t(current.key, current.values ?? {}),
        status,
      }),
    );
  });
  const stopRefresh = startTokenRefresh();
  return () => {
    stopExpiry();
    stopBanners();
    stopRefresh();
  };
}

/**
 * Registers an element with the hosted session and applies what the portal gave it. An element that loses
 * its access-token attribute while no other element carries one signs the page's session out.
 */
export function updateHost(host: HTMLElement, credentials: HostedCredentials): void {
  const previous = hosts.get(host);
  hosts.set(host, credentials);
  stopWatching ??= watchSession();
  if (credentials.proxyBase !== undefined) {
    proxyBase.value = credentials.proxyBase;
    isEmbedded.value = true;
  } else if (previous?.proxyBase !== undefined) {
    // The portal took the proxy base away: the APIs are on the page's origin again, unless another element says.
    const other = [...hosts.values()].findLast((candidate) => candidate.proxyBase !== undefined);
    proxyBase.value = other?.proxyBase ?? "";
  }
  if (credentials.accessToken !== undefined) {
    const isChanged =
      credentials.accessToken !== previous?.accessToken || credentials.refreshToken !== previous.refreshToken;
    if (isChanged || accessToken.peek() === null)
      adoptPortalTokens(credentials.accessToken, credentials.refreshToken, credentials.proxyBase);
    return;
  }
  const anotherHasToken = [...hosts.values()].some((other) => other.accessToken !== undefined);
  // The portal took the token away: a sign-out, not an expiry, so no event.
  if (previous?.accessToken !== undefined && !anotherHasToken) clearSession();
}

/** Forgets an element that left the page; the session stays for the others (and for when it returns). */
export function releaseHost(host: HTMLElement): void {
  hosts.delete(host);
  if (hosts.size === 0 && stopWatching) {
    stopWatching();
    stopWatching = null;
  }
}

/**
 * Ends the page's console session for every element: a console sign-in (through <vdc-login>) logs out of
 * both APIs; a portal's tokens are simply forgotten (the portal ends what it opened). No expiry event.
 */
export async function signOutPage(): Promise<void> {
  if (signInMethod.peek() !== null) await logout();
  else clearSession();
}

/** How many elements the hosted session currently serves (for tests of clean disconnects). */
export function connectedHostCount(): number {
  return hosts.size;
}
