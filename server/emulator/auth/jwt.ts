/** HS256 JSON web tokens on WebCrypto HMAC, for the emulator's access and refresh tokens. */

export interface TokenClaims {
  sub: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Session id: every token of one sign-in shares it, and logout ends it. */
  sid: string;
  typ: "access" | "refresh";
  domain: string;
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fresh random HMAC key for one emulator instance. */
export async function createSigningKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** header.payload.signature */
export async function signToken(key: CryptoKey, claims: TokenClaims): Promise<string> {
  const header = base64Url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const payload = base64Url(encoder.encode(JSON.stringify(claims)));
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, encoder.encode(`${header}.${payload}`)),
  );
  return `${header}.${payload}.${base64Url(signature)}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === "string" &&
    typeof claims.iat === "number" &&
    typeof claims.exp === "number" &&
    typeof claims.sid === "string" &&
    typeof claims.domain === "string" &&
    (claims.typ === "access" || claims.typ === "refresh")
  );
}

/** Tokens that verified, per key: the same token verifies the same way every time. */
const verifiedTokens = new WeakMap<CryptoKey, Map<string, TokenClaims>>();
/** Verified tokens remembered per key; the oldest is forgotten first. */
const MAX_VERIFIED_TOKENS = 256;

/**
 * The claims of a token signed by `key`, or undefined for anything forged or malformed (expiry is the
 * caller's). A token that verified before is not checked again: an export sends hundreds of requests with
 * one token, and each WebCrypto check waits for a worker thread.
 */
export async function verifyToken(key: CryptoKey, token: string): Promise<TokenClaims | undefined> {
  const known = verifiedTokens.get(key)?.get(token);
  if (known) return { ...known };
  const claims = await checkToken(key, token);
  if (!claims) return undefined;
  let verified = verifiedTokens.get(key);
  if (!verified) verifiedTokens.set(key, (verified = new Map<string, TokenClaims>()));
  if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value ?? "");
  verified.set(token, claims);
  return { ...claims };
}

async function checkToken(key: CryptoKey, token: string): Promise<TokenClaims | undefined> {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const signatureBytes = fromBase64Url(signature);
  const payloadBytes = fromBase64Url(payload);
  if (!signatureBytes || !payloadBytes) return undefined;
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify("HMAC", key, signatureBytes, encoder.encode(`${header}.${payload}`));
  } catch {
    return undefined;
  }
  if (!valid) return undefined;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(payloadBytes));
    return isClaims(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}
