// The machine and RDS host naming pattern rule of the REST API (`naming_pattern` of the pattern naming
// settings, 2212): one module for the console's wizards and edit forms and for the emulator, so both refuse
// the same patterns for the same reason.
//
// What the OpenAPI description says, and how it is read here:
// - only letters, digits and hyphens, with at least one letter, and at most one number token `{n}` or
//   `{n:fixed=N}`;
// - names are at most 15 characters (the NetBIOS limit) including the number, so the token counts as the
//   width of the number it becomes, not as its own text;
// - `{n:fixed=N}` is N digits wide (and so names at most 10^N - 1 machines);
// - a bare `{n}` "is given a size of 2", and a pattern without a token gets one appended at its end; the
//   number still grows with the pool, so either counts as the digits of the largest machine number, at
//   least 2.

/** The longest machine name (NetBIOS). */
export const MAX_MACHINE_NAME_LENGTH = 15;
/** The width the pod gives a number token without a fixed size. */
export const DEFAULT_NUMBER_WIDTH = 2;

const TOKEN = /\{n(?::fixed=([1-9]))?\}/g;
const LITERAL = /^[A-Za-z0-9-]*$/;

/** Why a pattern is refused; each has a text at the field and a message in the emulator's answer. */
export type NamingPatternProblem =
  "empty" | "characters" | "noLetter" | "oneToken" | "tooLong" | "fixedTooNarrow";

export interface NamingPatternCheck {
  problem: NamingPatternProblem | null;
  /** The length of the longest name the pattern gives (the token at its width). */
  length: number;
  /** The number's width: the fixed size, or the digits of the largest number (at least 2). */
  width: number;
}

/** The digits of the largest machine number, at least the default width. */
const growingWidth = (largestNumber: number) =>
  Math.max(DEFAULT_NUMBER_WIDTH, String(Math.max(1, Math.floor(largestNumber))).length);

/**
 * Checks a naming pattern for a pool or farm of at most `largestNumber` machines (1 when unknown): the
 * first problem found, and the length of its longest name.
 */
export function checkNamingPattern(pattern: string, largestNumber = 1): NamingPatternCheck {
  const tokens = [...pattern.matchAll(TOKEN)];
  const literal = pattern.replace(TOKEN, "");
  const fixed = tokens[0]?.[1];
  const width = fixed === undefined ? growingWidth(largestNumber) : Number(fixed);
  const length = literal.length + width;
  const result = (problem: NamingPatternProblem | null): NamingPatternCheck => ({ problem, length, width });
  if (pattern.trim() === "") return result("empty");
  if (!LITERAL.test(literal)) return result("characters");
  if (tokens.length > 1) return result("oneToken");
  if (!/[A-Za-z]/.test(literal)) return result("noLetter");
  if (length > MAX_MACHINE_NAME_LENGTH) return result("tooLong");
  if (fixed !== undefined && largestNumber > 10 ** width - 1) return result("fixedTooNarrow");
  return result(null);
}

/** The emulator's message for a refused pattern (the pod answers in English). */
export function namingPatternMessage(check: NamingPatternCheck): string {
  switch (check.problem) {
    case "empty":
      return "naming_pattern is required";
    case "characters":
      return "naming_pattern may contain only letters, digits, hyphens and one {n} or {n:fixed=N} token";
    case "oneToken":
      return "naming_pattern may contain at most one {n} token";
    case "noLetter":
      return "naming_pattern must contain at least one letter";
    case "tooLong":
      return `naming_pattern gives names of ${check.length} characters; machine names are at most ${MAX_MACHINE_NAME_LENGTH} including the number`;
    case "fixedTooNarrow":
      return `naming_pattern's {n:fixed=${check.width}} cannot number that many machines`;
    default:
      return "";
  }
}
