import { KeyAgreementError } from "../crypto/key-agreement-error";
import type { DisplayMessage } from "../i18n/display-message";
import { ApiError } from "../http/api-error";

/** The string a sign-in step throws when the account may not operate the console. */
export const AUTHORIZATION_ERROR = "AUTHORIZATION_ERROR";

/** The REST error key of an unknown or expired key agreement: a new handshake and a retry fix it. */
export const CLIENT_REFERENCE_ERROR_KEY = "auth.client_reference_id.find.error";

/** A sign-in step's own failure, carrying the string the error catalogue matches on. */
export class SignInError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "SignInError";
  }
}

export const LOGIN_ERROR_KEYS = {
  authentication: "login.error.authentication",
  authenticationRetry: "login.error.authenticationRetry",
  failedRetry: "login.error.failedRetry",
  failure: "login.error.failure",
  authorization: "login.error.authorization",
  failed: "login.error.failed",
  handshakeRetry: "login.error.handshakeRetry",
  loadFailedRetry: "login.error.loadFailedRetry",
} as const;

export interface LoginErrorContext {
  /** How many sign-in attempts failed before this one. */
  previousFailures: number;
  /** The attempt was a smart-card sign-in. */
  isSmartCard?: boolean;
}

export interface LoginErrorResult {
  message: DisplayMessage;
  /** Show the no-access screen instead of the form. */
  showNoAccess?: boolean;
}

/** The message of a failed sign-in (spec 000 section 8, login errors). */
export function loginErrorMessage(thrown: unknown, context: LoginErrorContext): LoginErrorResult {
  const error = thrown instanceof SignInError ? thrown.code : thrown;
  if (typeof error === "string") {
    if (error === AUTHORIZATION_ERROR)
      return { message: { key: LOGIN_ERROR_KEYS.authorization }, showNoAccess: context.isSmartCard === true };
    if (/html/i.test(error) || /<[a-z!/]/i.test(error)) return { message: { key: LOGIN_ERROR_KEYS.failed } };
    if (error.trim() !== "") return { message: { text: error } };
    return { message: { key: LOGIN_ERROR_KEYS.failedRetry } };
  }
  if (error instanceof KeyAgreementError) return { message: { key: LOGIN_ERROR_KEYS.handshakeRetry } };
  if (!(error instanceof ApiError)) return { message: { key: LOGIN_ERROR_KEYS.failedRetry } };
  if (error.errorKey === CLIENT_REFERENCE_ERROR_KEY) return { message: { key: CLIENT_REFERENCE_ERROR_KEY } };
  switch (error.status) {
    case 401:
      return {
        message: {
          key:
            context.previousFailures === 0
              ? LOGIN_ERROR_KEYS.authentication
              : LOGIN_ERROR_KEYS.authenticationRetry,
        },
      };
    case 404:
      return { message: { key: error.errorKey ?? LOGIN_ERROR_KEYS.failedRetry } };
    case 0:
    case 500:
      return { message: { key: LOGIN_ERROR_KEYS.failedRetry } };
    default:
      return {
        message: {
          key: LOGIN_ERROR_KEYS.failure,
          values: { status: error.statusText.trim() || String(error.status) },
        },
      };
  }
}
