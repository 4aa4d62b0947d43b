import { KeyAgreementError } from "../crypto/key-agreement";
import { ApiError } from "../http/api-error";

/** A message to show for a failed save: a translation key (the UI translates it). */
export interface SaveErrorMessage {
  key: string;
}

const MARKER = /\{#\s*([A-Za-z0-9_.-]+)\s*#\}/;

/** The key inside a {# key #} marker of a server message, if any. */
export function markerKey(message: string | undefined): string | undefined {
  return message === undefined ? undefined : MARKER.exec(message)?.[1];
}

/**
 * What a failed settings save shows: the marker message when the server's message carries one,
 * insufficient permission as such, a failed key agreement as a handshake failure, otherwise the generic error (spec 000 section 8).
 */
export function settingsSaveError(error: unknown): SaveErrorMessage {
  // The encryption could not be set up, so the secret was not sent: the sign-in's own message says so.
  if (error instanceof KeyAgreementError) return { key: "login.error.handshakeRetry" };
  if (error instanceof ApiError) {
    const key = markerKey(error.errorMessage) ?? markerKey(error.rawText);
    if (key) return { key };
    if (error.faultName === "InsufficientPermission" || error.status === 403) {
      return {
        key: /ADMINISTRATOR\b/.test(error.errorMessage ?? "")
          ? "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION"
          : "INSUFFICIENT_PERMISSION",
      };
    }
    if (error.isNetworkError) return { key: "ERROR_OCCURRED_RETRY" };
  }
  return { key: "UNABLE_PROCESS_REQUEST" };
}
