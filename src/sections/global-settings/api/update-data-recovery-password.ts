import { viewApi, withoutErrorBanner } from "../../../core/http/api-clients";

/** The data recovery password as sent: already hashed (and encrypted when a session cipher exists). */
export interface DataRecoveryPasswordUpdate {
  /** Omitted when the password is unchanged (the mask). */
  recoveryPassword?: string;
  recoveryPasswordReminder: string;
}

/**
 * POST globalsettings/update with {dataRecoveryPasswordData}. The answer's body is read: a body naming
 * an error (success false or an error message) is a failed update.
 */
export async function updateDataRecoveryPassword(update: DataRecoveryPasswordUpdate): Promise<void> {
  const response = await withoutErrorBanner(viewApi)
    .post({ dataRecoveryPasswordData: update }, "globalsettings/update")
    .res();
  const text = response.status === 204 ? "" : await response.text();
  if (text.trim() === "") return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof body === "object" && body !== null && "success" in body && body.success === false) {
    const message =
      "message" in body && typeof body.message === "string" ? body.message : "recovery password refused";
    throw new Error(message);
  }
}
