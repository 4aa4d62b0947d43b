import { sendApiRequest } from "../http/api-fetch";
import { clearSession, refreshToken, smartCardLogout } from "../session/session.model";
import { sessionValue } from "../session/session-storage";
import { clearHandshakeKeys } from "./handshake-keys";

/** How a session signed in. */
export type SignInMethod = "form" | "smartCard" | "identityProvider";

/** How this session signed in; a smart-card session leaves the smart-card logout state behind. */
export const signInMethod = sessionValue<SignInMethod | null>("signInMethod", null);

const endedListeners = new Set<() => void>();

/**
 * Runs after this tab's session ended, however it ended. The sign-in flow resets itself through it, so
 * signing out (all an element needs) does not bring the whole sign-in flow into every page.
 */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Clears the session (in every tab) and the agreed keys, and tells whoever keeps state of its own. */
export function endSession(): void {
  clearSession();
  clearHandshakeKeys();
  for (const listener of endedListeners) listener();
}

/**
 * Logs out of both APIs (best effort), clears the session in every tab and resets the login state. A
 * smart-card session leaves the smart-card logout state set.
 */
export async function logout(): Promise<void> {
  const refresh = refreshToken.peek();
  const wasSmartCard = signInMethod.peek() === "smartCard";
  await Promise.allSettled([
    sendApiRequest("/view-vlsi/rest/v1/logout", { method: "POST" }),
    refresh
      ? sendApiRequest("/rest/logout", { method: "POST", body: JSON.stringify({ refresh_token: refresh }) })
      : Promise.resolve(undefined),
  ]);
  if (wasSmartCard) smartCardLogout.value = true;
  endSession();
}
