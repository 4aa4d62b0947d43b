import { encryptPasswordFor, performHandshake } from "../auth/handshake";
import { clientReferenceIdFor, hasHandshakeKeys, type ApiGeneration } from "../auth/handshake-keys";
import { KeyAgreementError } from "../crypto/key-agreement";
import { isFeatureEnabled } from "../features/feature-flags";
import { FEATURE_KEYS } from "../features/feature-keys";

/** The placeholder shown for a stored password (spec 000 section 9): eight asterisks. */
export const PASSWORD_MASK = "********";

/** A value made only of asterisks is the mask: the password is unchanged, or not provided. */
export function isMaskedPassword(value: string): boolean {
  return /^\*+$/.test(value);
}

/** Lower-case hex SHA-256 of the UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Encrypts text with the session cipher of the key agreement; undefined when there is no agreed key. */
export type PasswordEncryptor = (text: string) => Promise<string | undefined>;

/**
 * The data recovery password as sent: SHA-256 first, then encrypted with the session cipher of the key
 * agreement when one is available. Null when the value is the mask or empty (nothing to send).
 */
export async function prepareRecoveryPassword(
  password: string,
  encrypt?: PasswordEncryptor,
): Promise<string | null> {
  if (password === "" || isMaskedPassword(password)) return null;
  const hash = await sha256Hex(password);
  return (await encrypt?.(hash)) ?? hash;
}

/** A value that is still the bare hex hash: prepareRecoveryPassword got no key to encrypt it with. */
function isBareHash(value: string): boolean {
  return /^[0-9a-f]{64}$/i.test(value);
}

/** The recovery password as one API generation receives it, and the key agreement that sealed it. */
export interface SealedRecoveryPassword {
  value: string;
  clientReferenceId?: string;
}

/**
 * Seals a prepared recovery password for one API generation when the crypto feature is on: a bare hash is
 * encrypted with that API's agreed key, after a new key agreement when the page has none (the keys live in
 * memory only, so a reload loses them). A failed handshake throws KeyAgreementError: the hash is never sent
 * bare instead. With the crypto feature off the hash goes as it is (it then relies on TLS).
 */
export async function sealRecoveryPassword(
  api: ApiGeneration,
  value: string,
): Promise<SealedRecoveryPassword> {
  if (!isFeatureEnabled(FEATURE_KEYS.cryptoSupport)) return { value };
  const clientReferenceId = () => clientReferenceIdFor(api);
  if (!isBareHash(value)) {
    const reference = clientReferenceId();
    return reference === undefined ? { value } : { value, clientReferenceId: reference };
  }
  if (!hasHandshakeKeys([api])) {
    try {
      await performHandshake([api]);
    } catch (error) {
      if (error instanceof KeyAgreementError) throw error;
      throw new KeyAgreementError(
        "INVALID_REQUEST",
        `key agreement with the ${api} API failed: ${String(error)}`,
      );
    }
  }
  const sealed = await encryptPasswordFor(api, value);
  if (!sealed) throw new KeyAgreementError("PROOF_MISMATCH", `no agreed key for the ${api} API`);
  return { value: sealed.encrypted, clientReferenceId: sealed.clientReferenceId };
}
