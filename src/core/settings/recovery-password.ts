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
