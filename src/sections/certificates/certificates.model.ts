import { formatDate } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { StatusValue } from "../../ui/status-icon/status-icon";
import type { CertificateInfo, CertificateRow, CertificateState } from "./certificates.types";

const DAY_MS = 86_400_000;
/** Fewer days left than this is "about to expire" (spec 001 §3's warning). */
export const ABOUT_TO_EXPIRE_DAYS = 30;

export const STATE_STATUS: Record<CertificateState, StatusValue> = {
  EXPIRED: "ERROR",
  INVALID: "ERROR",
  ABOUT_TO_EXPIRED: "WARN",
  NOT_STARTED: "WARN",
  VALID: "OK",
};

/** The OpenAPI's certificate time "yyyyMMddHHmmss" (read as UTC); undefined when it is not one. */
export function certificateTime(text: string | undefined): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? "");
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

/** Spec 001 §3's state of a certificate at `now`: not yet valid, expired, invalid, about to expire or valid. */
export function certificateState(info: CertificateInfo, now: number): CertificateState {
  const from = certificateTime(info.valid_from);
  const until = certificateTime(info.valid_until);
  if (from !== undefined && from > now) return "NOT_STARTED";
  if (until !== undefined && until <= now) return "EXPIRED";
  if (info.is_valid === false) return "INVALID";
  if (until !== undefined && until - now < ABOUT_TO_EXPIRE_DAYS * DAY_MS) return "ABOUT_TO_EXPIRED";
  return "VALID";
}

/**
 * The grid's rows, the certificate in use first, then what expires first. CertificateInfo has no id: the
 * serial number (with its place in the list, for two certificates with one serial) stands for it.
 */
export function certificateRows(infos: readonly CertificateInfo[], now: number): CertificateRow[] {
  return infos
    .map((info, index) => {
      const validUntil = certificateTime(info.valid_until);
      return {
        ...info,
        id: `${info.serial_number ?? "certificate"}-${index}`,
        state: certificateState(info, now),
        ...(validUntil === undefined
          ? {}
          : { validUntil, daysLeft: Math.max(0, Math.floor((validUntil - now) / DAY_MS)) }),
      };
    })
    .sort(
      (a, b) =>
        Number(b.in_use === true) - Number(a.in_use === true) ||
        (a.validUntil ?? Number.POSITIVE_INFINITY) - (b.validUntil ?? Number.POSITIVE_INFINITY),
    );
}

/** A certificate's date in the spec's format for the administrator's locale (spec 000 §9); empty without one. */
export function formatCertificateDate(ms: number | undefined, locale: Locale): string {
  return ms === undefined ? "" : formatDate(ms, locale);
}
