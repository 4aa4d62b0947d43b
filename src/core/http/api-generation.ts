import { csrfToken, isBehindIdentityProvider } from "../session/session.model";

/**
 * Whether this page holds a session of the first API generation: a view sign-in (its CSRF token) or the
 * identity provider's bearer. A portal's REST tokens alone give none, so a call that both generations
 * offer goes to REST then (a hosted element never depends on a session the portal cannot hand over).
 */
export function hasViewApiSession(): boolean {
  return csrfToken.peek() !== null || isBehindIdentityProvider.peek();
}
