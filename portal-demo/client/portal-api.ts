// The portal page's calls to its own small server (portal-demo/server/portal-routes.ts).

export interface PortalUser {
  username: string;
  displayName: string;
}

/** A signed-in portal user with the console tokens the portal hands to the vdc elements. */
export interface PortalSession {
  user: PortalUser;
  accessToken: string;
  refreshToken: string;
}

/** Why the portal could not give its user console tokens. */
export type PortalSignInFailure =
  "invalid-credentials" | "too-many-attempts" | "not-signed-in" | "console-unavailable";

export type PortalResult = { session: PortalSession } | { failure: PortalSignInFailure };

/** Where the elements reach the console APIs: the portal's proxy path. */
export const CONSOLE_PROXY_BASE = "/portal/console-api";

function isPortalSession(value: unknown): value is PortalSession {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<PortalSession>;
  return (
    typeof candidate.accessToken === "string" &&
    typeof candidate.refreshToken === "string" &&
    typeof candidate.user?.username === "string"
  );
}

async function postSession(path: string, body: unknown): Promise<PortalResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { failure: "console-unavailable" };
  }
  if (response.status === 429) return { failure: "too-many-attempts" };
  if (response.status === 401)
    return { failure: path.endsWith("/refresh") ? "not-signed-in" : "invalid-credentials" };
  const answer: unknown = await response.json().catch(() => null);
  return response.ok && isPortalSession(answer) ? { session: answer } : { failure: "console-unavailable" };
}

/** Signs a portal user in; the portal server then obtains console tokens with its service account. */
export function signInToPortal(username: string, password: string): Promise<PortalResult> {
  return postSession("/portal/api/session", { username, password });
}

/** New console tokens for the signed-in portal user (the portal session cookie identifies them). */
export function renewConsoleTokens(refreshToken: string | null): Promise<PortalResult> {
  return postSession("/portal/api/session/refresh", refreshToken ? { refreshToken } : {});
}

/** Signs the portal user out and ends the console session the portal opened for them. */
export async function signOutOfPortal(refreshToken: string | null): Promise<void> {
  await fetch("/portal/api/session", {
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
  }).catch(() => undefined);
}
