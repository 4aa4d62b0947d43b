import type { FieldErrors } from "../../ui/edit-form/use-edit-form";
import type { ShareDomain, UserDiskShare, UserDiskShareRow } from "./user-disk-shares.types";

/** \\server\share[\folder], as the server checks it. */
const UNC_PATH = /^\\\\[^\\/:*?"<>|\s]+\\[^\\/:*?"<>|]+(?:\\[^\\/:*?"<>|]+)*\\?$/;

/** The shares with their accounts as DOMAIN\user and how full they are. */
export function userDiskShareRows(
  shares: readonly UserDiskShare[],
  domains: readonly ShareDomain[],
): UserDiskShareRow[] {
  return shares.map((share) => {
    const domain = domains.find((candidate) => candidate.id === share.ad_domain_id);
    const prefix = domain?.netbios_name ?? domain?.dns_name;
    return {
      ...share,
      account: prefix ? `${prefix}\\${share.username}` : share.username,
      usedPercent: share.capacity_mb > 0 ? Math.round((share.used_mb / share.capacity_mb) * 100) : 0,
    };
  });
}

/** A size in megabytes in the largest unit that keeps it above one (1 887 437 MB → "1.8 TB"). */
export function shareSize(megabytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (megabytes >= 1024 * 1024) return `${format.format(megabytes / (1024 * 1024))} TB`;
  if (megabytes >= 1024) return `${format.format(megabytes / 1024)} GB`;
  return `${format.format(megabytes)} MB`;
}

export interface ShareForm {
  path: string;
  domainId: string;
  username: string;
  password: string;
}

/** A UNC path, a user name and, for a new share, a password; an edit keeps the password unless one is typed. */
export function shareErrors(values: ShareForm, isNew: boolean): FieldErrors<ShareForm> {
  const errors: FieldErrors<ShareForm> = {};
  if (!UNC_PATH.test(values.path.trim())) errors.path = "userDiskShares.validation.path";
  if (values.username.trim() === "" || values.username.length > 64)
    errors.username = "userDiskShares.validation.username";
  if (isNew && values.password === "") errors.password = "userDiskShares.validation.password";
  return errors;
}
