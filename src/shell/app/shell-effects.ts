import { startIdleWatch } from "../../core/auth/idle-timeout";
import { internalRoute } from "../../core/auth/landing-page";
import { endSignIn, resumeSession } from "../../core/auth/sign-in.model";
import { startTokenRefresh } from "../../core/auth/session-expiry";
import { onEntityNotFound, onSessionExpired } from "../../core/http/http-status.model";
import { isLoggedIn, targetAddress } from "../../core/session/session.model";
import { startSessionSharing, startupWaitMs } from "../../core/session/session-storage";
import { currentHash, followHashChanges, navigate } from "../router/hash-location";
import { LOGIN_ROUTE, parentListRoute } from "../router/routes";

/** The login route after a session expiry: it shows the session-timeout message. */
export const SESSION_TIMEOUT_ROUTE = `${LOGIN_ROUTE}?sessionTimeout=true`;

/** Whether this page load is a reload (then the session is kept; a fresh load clears it). */
export function isReloadNavigation(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  return entry instanceof PerformanceNavigationTiming && entry.type === "reload";
}

/**
 * What the shell decides for the core's events: an expired session goes to login with the timeout
 * flag (the current route is kept as target); an item that no longer exists leaves its details page
 * for the list, unless a dialog is open in the given root.
 */
export function handleCoreEvents(root: ShadowRoot | Document): () => void {
  const stopExpiry = onSessionExpired(() => {
    const target = internalRoute(currentHash.peek());
    endSignIn();
    if (target) targetAddress.value = target;
    navigate(SESSION_TIMEOUT_ROUTE, { replace: true });
  });
  const stopNotFound = onEntityNotFound((event) => {
    const isDialogOpen = root.querySelector("dialog[open]") !== null;
    const parent = parentListRoute(currentHash.peek(), event, isDialogOpen);
    if (parent) navigate(parent);
  });
  return () => {
    stopExpiry();
    stopNotFound();
  };
}

/**
 * Starts the standalone console: joins the other tabs (waiting at most the start-up delay), follows
 * the address bar, keeps tokens fresh, watches the idle timeout and reloads an existing session's data.
 */
export async function startShell(root: ShadowRoot | Document): Promise<void> {
  await startSessionSharing({
    isReload: isReloadNavigation(),
    waitMs: startupWaitMs(window.location.hostname),
  });
  followHashChanges();
  handleCoreEvents(root);
  startTokenRefresh();
  startIdleWatch();
  if (isLoggedIn.peek()) {
    const route = await resumeSession();
    // The session may have expired while its data loaded: the expiry handling has moved on already.
    if (isLoggedIn.peek() && !currentHash.peek().startsWith("/main/")) navigate(route, { replace: true });
  }
}
