import { ApiError } from "./api-error";

/**
 * Whether a failed call means the pod does not have the call at all (an older API version, or a call of
 * the catalogue in api-catalogue.ts), not that something went wrong: the servlet's answer for an unknown
 * path is a 404 (405 for an unknown method, 501 where a proxy says so) with no error key, while a missing
 * entity is a 404 that names its error key. The screen then says the feature is not available on this pod.
 */
export function isNotOfferedByPod(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status !== 404 && error.status !== 405 && error.status !== 501) return false;
  // The servlet's own answer names no key and carries no message; an application's 404 says something.
  return error.errorKey === undefined && error.faultName === undefined && error.errorMessage === undefined;
}
