import { ApiError } from "../../core/http/api-error";
import type { DisplayMessage } from "../../core/i18n/display-message";

/** Spec 001 §8: the errors of creating an unauthenticated access user, each with its own message. */
export const CREATE_ERRORS = [
  "UNAUTHENTICATED_ACCESS_USER_ALIAS_EXISTS",
  "UNAUTHENTICATED_ACCESS_USER_EXISTS",
  "TRUESSO_NOT_CONFIGURED",
  "INVALID_CREDENTIALS",
  "AD_USER_MUST_HAVE_UPN",
] as const;
/** Spec 001 §8: the errors of updating one. */
export const UPDATE_ERRORS = [
  "TRUESSO_NOT_CONFIGURED",
  "INVALID_CREDENTIALS",
  "USER_OF_OTHER_POD_CANNOT_BE_UPDATED",
] as const;

/** A failed create or update whose message the catalogue chose (with the login name and domain it names). */
export class UnauthenticatedUserError extends Error {
  readonly displayMessage: DisplayMessage;
  constructor(displayMessage: DisplayMessage, cause: unknown) {
    super("The unauthenticated access user was not saved", { cause });
    this.name = "UnauthenticatedUserError";
    this.displayMessage = displayMessage;
  }
}

/**
 * The catalogue message of a failed create or update (spec 001 §8), or the error itself for anything else
 * (shown as the generic error; a missing privilege keeps its permission message).
 */
export function unauthenticatedUserError(
  error: unknown,
  mode: "create" | "update",
  names: { loginName: string; domain: string },
): unknown {
  if (!(error instanceof ApiError) || error.errorKey === undefined) return error;
  const known: readonly string[] = mode === "create" ? CREATE_ERRORS : UPDATE_ERRORS;
  if (!known.includes(error.errorKey)) return error;
  return new UnauthenticatedUserError(
    { key: `usersGroups.unauthenticated.error.${error.errorKey}`, values: names },
    error,
  );
}

/** The user or group name the console shows: DOMAIN\login for a directory record, else its name or id. */
export function principalName(
  entry: { name?: string | undefined; domain?: string | undefined; displayName?: string | undefined },
  id: string,
): string {
  return entry.displayName ?? entry.name ?? id;
}
