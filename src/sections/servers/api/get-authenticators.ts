import { restApi } from "../../../core/http/api-clients";
import { ApiError } from "../../../core/http/api-error";
import type { AuthenticatorInfo, EnrollmentServerInfo } from "../servers.types";

/** The pod's authenticators; a list the administrator may not read (True SSO needs ADMINISTRATOR_VIEW) is null. */
export interface Authenticators {
  saml: AuthenticatorInfo[] | null;
  radius: AuthenticatorInfo[] | null;
  trueSso: EnrollmentServerInfo[] | null;
}

/** SAML and RADIUS authenticators and True SSO enrollment servers (none of the lists is paged in 2212). */
export async function getAuthenticators(): Promise<Authenticators> {
  const [saml, radius, trueSso] = await Promise.allSettled([
    restApi.get("/config/v1/saml-authenticators").json<AuthenticatorInfo[]>(),
    restApi.get("/config/v1/radius-authenticators").json<AuthenticatorInfo[]>(),
    restApi.get("/config/v1/true-sso-enrollment-servers").json<EnrollmentServerInfo[]>(),
  ]);
  // Only a refusal hides a list; any other failure is the panel's failure.
  const value = <T>(result: PromiseSettledResult<T>): T | null => {
    if (result.status === "fulfilled") return result.value;
    if (result.reason instanceof ApiError && result.reason.status === 403) return null;
    throw result.reason;
  };
  return { saml: value(saml), radius: value(radius), trueSso: value(trueSso) };
}
