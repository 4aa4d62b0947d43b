import type { StatusValue } from "../../ui/status-icon/status-icon";
import type { Certificate, CertificateState } from "./certificates.types";

export const STATE_STATUS: Record<CertificateState, StatusValue> = {
  EXPIRED: "ERROR",
  INVALID: "ERROR",
  ABOUT_TO_EXPIRED: "WARN",
  NOT_STARTED: "WARN",
  NOT_SET: "UNKNOWN",
  VALID: "OK",
};

/** What expires first on top; certificates not set at the end. */
export function byExpiry(certificates: readonly Certificate[]): Certificate[] {
  return [...certificates].sort(
    (a, b) =>
      (a.valid_until ?? Number.POSITIVE_INFINITY) - (b.valid_until ?? Number.POSITIVE_INFINITY) ||
      a.owner_name.localeCompare(b.owner_name),
  );
}

/** A date in the administrator's locale (day precision). */
export function formatDate(ms: number | undefined, locale: string): string {
  return ms === undefined ? "" : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(ms);
}
