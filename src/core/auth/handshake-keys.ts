import type { SessionCipher } from "../crypto/key-agreement";

// The agreed keys apart from the handshake that agrees them: signing out forgets them on every page, and
// must not bring the key agreement's cryptography into pages that never sign in.

/** Which API generation a key belongs to. */
export type ApiGeneration = "view" | "rest";

export interface AgreedKey {
  cipher: SessionCipher;
  clientReferenceId: string;
}

/** Agreed keys live in memory only: CryptoKeys are never written to storage. */
export const agreedKeys: Record<ApiGeneration, AgreedKey | null> = { view: null, rest: null };
let generation = 0;

/** Starts a handshake round: keys a round agrees are kept only while no later round or clearing came. */
export function nextHandshakeRound(): number {
  generation += 1;
  return generation;
}

/** Whether no handshake or clearing came after the round. */
export function isLatestHandshakeRound(round: number): boolean {
  return round === generation;
}

/** Whether the handshake has keys for every given API. */
export function hasHandshakeKeys(apis: readonly ApiGeneration[] = ["view", "rest"]): boolean {
  return apis.every((api) => agreedKeys[api] !== null);
}

/** Forgets every agreed key. */
export function clearHandshakeKeys(): void {
  generation += 1;
  agreedKeys.view = null;
  agreedKeys.rest = null;
}

/** The client_reference_id of an API's agreed key, for the REST pre-login call. */
export function clientReferenceIdFor(api: ApiGeneration): string | undefined {
  return agreedKeys[api]?.clientReferenceId;
}
