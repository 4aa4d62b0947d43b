import type { TFunction } from "i18next";
import { ApiError } from "../../core/http/api-error";

/**
 * The text shown for a failed action (spec 000 section 8): insufficient permission as such, otherwise
 * the server's message (admin-readable, shown as text), a lost connection, or the generic fallback.
 */
export function actionErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 403 || error.faultName === "InsufficientPermission") {
      return t(
        /ADMINISTRATOR\b/.test(error.errorMessage ?? "")
          ? "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION"
          : "INSUFFICIENT_PERMISSION",
      );
    }
    if (error.isNetworkError) return t("ERROR_OCCURRED_RETRY");
    if (error.errorMessage && !error.isHtml) return error.errorMessage;
  }
  return t("UNABLE_PROCESS_REQUEST");
}
