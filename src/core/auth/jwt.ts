/** The claims of an access token the console reads. */
export interface TokenClaims {
  sub?: string;
  /** Issued at, seconds since the epoch. */
  iat?: number;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload claims without verifying it (the server does that); null when it is no JWT. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== "object" || claims === null) return null;
    const { sub, iat, exp } = claims as Record<string, unknown>;
    return {
      ...(typeof sub === "string" ? { sub } : {}),
      ...(typeof iat === "number" && Number.isFinite(iat) ? { iat } : {}),
      ...(typeof exp === "number" && Number.isFinite(exp) ? { exp } : {}),
    };
  } catch {
    return null;
  }
}

/** A token's lifetime in seconds (exp - iat), or undefined when it does not give both. */
export function tokenLifetimeSeconds(token: string | null | undefined): number | undefined {
  const claims = readTokenClaims(token);
  if (claims?.exp === undefined || claims.iat === undefined) return undefined;
  const lifetime = claims.exp - claims.iat;
  return lifetime > 0 ? lifetime : undefined;
}
