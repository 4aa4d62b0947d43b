import { sendApiRequest } from "../http/api-fetch";

/** The customer experience program's login type of this console (spec 000 §9). */
export const CEIP_LOGIN_TYPE = "LEO";

const REST_PATH = "/rest/config/v1/ceip/action/set-login-type";
const VIEW_PATH = "/view-vlsi/rest/v1/ceip/setlogintype";

/**
 * Tells the customer experience program how the administrator signed in (spec 000 §7), through the REST
 * API when it is on, else the view API. Fire and forget: it never delays the landing page, and a failure
 * is only logged. It goes through the raw sender, not the shared clients, so its failure can neither
 * raise an error banner nor end the session that has just begun.
 */
export function reportCeipLoginType(isRestApiOn: boolean): void {
  const path = isRestApiOn ? REST_PATH : VIEW_PATH;
  sendApiRequest(path, { method: "POST", body: JSON.stringify({ type: CEIP_LOGIN_TYPE }) }).then(
    (response) => {
      if (!response.ok) console.warn("Could not set the CEIP login type", response.status);
    },
    (error: unknown) => console.warn("Could not set the CEIP login type", error),
  );
}
