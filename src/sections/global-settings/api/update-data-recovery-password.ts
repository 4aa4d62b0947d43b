import { restApi, viewApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { hasViewApiSession } from "../../../core/http/api-generation";
import { prepareRecoveryPassword, sealRecoveryPassword } from "../../../core/settings/recovery-password";

/** The data recovery password as sent: already hashed (and encrypted when a session cipher exists). */
export interface DataRecoveryPasswordUpdate {
  /** Omitted when the password is unchanged (the mask). */
  recoveryPassword?: string;
  recoveryPasswordReminder: string;
}

/** The form's values: the password as typed (the mask or empty when unchanged) and the reminder. */
export interface DataRecoveryPasswordForm {
  password: string;
  reminder: string;
}

/** The view API answers 200 with {success: false, message} for a refused password. */
async function throwOnRefusal(response: Response): Promise<void> {
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

/** PUT /rest/config/v1/settings/security: message_security_mode is required, so it is read and sent back. */
async function updateThroughRest(update: DataRecoveryPasswordUpdate): Promise<void> {
  const api = withoutErrorBanner(restApi);
  const current: unknown = await api.get("/config/v1/settings/security").json();
  const mode =
    typeof current === "object" && current !== null && "message_security_mode" in current
      ? current.message_security_mode
      : undefined;
  const sealed =
    update.recoveryPassword === undefined
      ? undefined
      : await sealRecoveryPassword("rest", update.recoveryPassword);
  // REST cannot read the hint back, so an empty reminder leaves the stored one as it is.
  const hint =
    update.recoveryPasswordReminder.trim() === ""
      ? {}
      : { data_recovery_password_hint: update.recoveryPasswordReminder };
  await api
    .put(
      {
        message_security_mode: mode,
        // SecuritySettingsUpdateSpec types the hash as a list of strings and documents no query: the
        // pod decrypts it with a key agreement of this session (the sign-in's, or a later one).
        ...(sealed ? { data_recovery_password_hash: [sealed.value] } : {}),
        ...hint,
      },
      "/config/v1/settings/security",
    )
    .res();
}

/**
 * Sends the data recovery password: POST globalsettings/update with {dataRecoveryPasswordData} when the page
 * has a view session, else PUT /rest/config/v1/settings/security. A bare hash is encrypted first (a new key
 * agreement when this page has none); a failed handshake rejects with KeyAgreementError and nothing is sent.
 */
export async function updateDataRecoveryPassword(update: DataRecoveryPasswordUpdate): Promise<void> {
  if (!hasViewApiSession()) return updateThroughRest(update);
  const sealed =
    update.recoveryPassword === undefined
      ? undefined
      : await sealRecoveryPassword("view", update.recoveryPassword);
  const response = await withoutErrorBanner(viewApi)
    .post(
      {
        dataRecoveryPasswordData: {
          ...(sealed ? { recoveryPassword: sealed.value } : {}),
          recoveryPasswordReminder: update.recoveryPasswordReminder,
        },
      },
      "globalsettings/update",
    )
    .res();
  await throwOnRefusal(response);
}

/** Hashes, seals and sends the recovery password as typed in the form (the mask or empty: unchanged). */
export async function saveDataRecoveryPassword(form: DataRecoveryPasswordForm): Promise<void> {
  const prepared = await prepareRecoveryPassword(form.password);
  await updateDataRecoveryPassword({
    ...(prepared === null ? {} : { recoveryPassword: prepared }),
    recoveryPasswordReminder: form.reminder,
  });
}
