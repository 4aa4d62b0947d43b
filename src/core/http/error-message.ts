import { KeyAgreementError } from "../crypto/key-agreement-error";
import { hasDisplayMessage, markerKey, type DisplayMessage } from "../i18n/display-message";
import { ApiError } from "./api-error";
import { catalogueKey } from "./error-catalogue";
import { isNotOfferedByPod } from "./not-offered";

/** The generic fallback message (spec 000 section 8). */
export const GENERIC_ERROR_KEY = "UNABLE_PROCESS_REQUEST";

function mentionsAdministratorPrivilege(error: ApiError): boolean {
  const body = error.body;
  const privilege =
    typeof body === "object" && body !== null
      ? ((body as Record<string, unknown>).privilege ?? (body as Record<string, unknown>).missing_privilege)
      : undefined;
  if (privilege === "ADMINISTRATOR") return true;
  // ADMINISTRATOR_VIEW and INVENTORY_ADMINISTRATOR are other privileges: match the name on its own only.
  return /(^|[^A-Z_])ADMINISTRATOR([^A-Z_]|$)/.test(error.errorMessage ?? "");
}

export interface ApiErrorMessageOptions {
  /**
   * Keep the server's own message (behind "Details") when nothing else applies (default). Global settings
   * show only marker messages and otherwise the generic error (spec 000 section 8).
   */
  serverText?: boolean;
  /**
   * A screen's own message key for a failed call (the licence errors of spec 000 section 8), or undefined
   * for the rules below; markers, the permission pair and connection failures still come first.
   */
  ownKey?: (error: ApiError) => string | undefined;
}

/**
 * What to show for a failed call (spec 000 section 8): a failed key agreement, a {# key #} marker's
 * translation, the permission messages, the domain access message, the connection messages, a screen's own
 * message, the catalogue's text for the error's code or vCenter message, or the generic fallback. The main
 * text is always the console's own, in the administrator's language: the server's sentence (English on
 * most pods) is kept as `details`, shown behind "Details". HTML bodies are never shown.
 */
export function apiErrorMessage(error: unknown, options: ApiErrorMessageOptions = {}): DisplayMessage {
  // The encryption could not be set up, so the secret was never sent: the sign-in's own message says so.
  if (error instanceof KeyAgreementError) return { key: "login.error.handshakeRetry" };
  // A screen that already chose the message (a catalogue error with its values) keeps it.
  if (hasDisplayMessage(error)) return error.displayMessage;
  if (!(error instanceof ApiError)) return { key: GENERIC_ERROR_KEY };
  const marked = markerKey(error.errorMessage) ?? (error.isHtml ? undefined : markerKey(error.rawText));
  if (marked) return { key: marked };
  const isForbidden =
    error.status === 403 ||
    error.faultName === "InsufficientPermission" ||
    error.errorKey === "INSUFFICIENT_PERMISSION";
  if (isForbidden)
    return {
      key: mentionsAdministratorPrivilege(error)
        ? "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION"
        : "INSUFFICIENT_PERMISSION",
    };
  if (error.errorKey === "UNABLE_TO_ACCESS_DOMAIN") return { key: "UNABLE_TO_ACCESS_DOMAIN" };
  // An action whose call this pod's API lacks (a later version's call, decision 0015): say so, not "failed".
  if (isNotOfferedByPod(error)) return { key: "ui.error.notOffered" };
  if (error.status === 0) return { key: "ERROR_OCCURRED_RETRY" };
  if (error.status === 500 && !error.errorMessage) return { key: "SERVER_ERROR_OCCURRED_RETRY" };
  const own = options.ownKey?.(error);
  if (own !== undefined) return { key: own };
  if (options.serverText === false) return { key: GENERIC_ERROR_KEY };
  const sentence =
    error.errorMessage && !error.isHtml && !/<[a-z!/]/i.test(error.errorMessage)
      ? error.errorMessage
      : undefined;
  const details = sentence === undefined ? {} : { details: sentence };
  return { key: catalogueKey(error) ?? GENERIC_ERROR_KEY, ...details };
}
