// Hosted mode: the portal hands the elements tokens it obtained, so the console learns the API session
// timeout from the token itself (spec 000 sections 7 and 9): exp - iat, defaults 1800 s and 28800 s, capped.

/** Access token lifetime when the token gives none, and its cap in hosted mode (seconds). */
export const DEFAULT_ACCESS_TOKEN_SECONDS = 1800;
/** Refresh token lifetime when the token gives none, and its cap in hosted mode (seconds). */
export const DEFAULT_REFRESH_TOKEN_SECONDS = 28800;

export interface TokenClaims {
  iat?: number;
  exp?: number;
  sub?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the API server verifies); null when it is not a JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== "object" || Array.isArray(claims)) return null;
    const { iat, exp, sub } = claims as Record<string, unknown>;
    return {
      ...(typeof iat === "number" && Number.isFinite(iat) ? { iat } : {}),
      ...(typeof exp === "number" && Number.isFinite(exp) ? { exp } : {}),
      ...(typeof sub === "string" ? { sub } : {}),
    };
  } catch {
    return null;
  }
}

/** A token's lifetime in seconds (exp - iat), the default when it gives none, never above the default. */
export function tokenLifetimeSeconds(token: string | undefined, defaultSeconds: number): number {
  const claims = token ? readTokenClaims(token) : null;
  if (claims?.exp === undefined || claims.iat === undefined) return defaultSeconds;
  const lifetime = Math.floor(claims.exp - claims.iat);
  return lifetime > 0 ? Math.min(lifetime, defaultSeconds) : defaultSeconds;
}
