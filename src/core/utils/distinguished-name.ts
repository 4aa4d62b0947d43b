const DN_PREFIX = /^(ou|cn)=/i;
// The spec's characters, escaped anywhere in a value.
const SPECIAL = /[,=+<>#;\\"]/g;

/** True when directory input is a distinguished name (starts with ou= or cn=, any case). */
export function isDistinguishedName(input: string): boolean {
  return DN_PREFIX.test(input.trim());
}

/**
 * Escapes one attribute value for a distinguished name: the spec's characters get a backslash, and per
 * RFC 4514 so do a leading space or #, a trailing space, and NUL (as \00).
 */
export function escapeDnValue(value: string): string {
  let escaped = value.replace(SPECIAL, (character) => `\\${character}`).replace(/\0/g, "\\00");
  if (escaped.endsWith(" ")) escaped = `${escaped.slice(0, -1)}\\ `;
  if (escaped.startsWith(" ")) escaped = `\\${escaped}`;
  return escaped;
}
