import { checkNamingPattern } from "../../core/inventory/naming-pattern";

/**
 * The message key of a refused machine or host naming pattern (the rule the pod applies, shared with the
 * emulator), for a pool or farm of at most `largestNumber` machines; nothing when it is accepted.
 */
export function namingPatternErrorKey(pattern: string, largestNumber: number): string | undefined {
  const { problem } = checkNamingPattern(pattern.trim(), largestNumber);
  return problem ? `ui.namingPattern.${problem}` : undefined;
}

/** The key of the line under a naming pattern input that says what it takes. */
export const NAMING_PATTERN_HELP = "ui.namingPattern.help";
