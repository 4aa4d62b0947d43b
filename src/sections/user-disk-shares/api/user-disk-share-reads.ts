import { restApi } from "../../../core/http/api-clients";
import { userDiskShareRows } from "../user-disk-shares.model";
import type { ShareDomain, UserDiskShare, UserDiskShareRow } from "../user-disk-shares.types";

/** The directory domains a share's account can come from (no privilege needed, no passwords in them). */
export function getShareDomains(): Promise<ShareDomain[]> {
  return restApi.get("/external/v1/ad-domains").json<ShareDomain[]>();
}

/** The shares with their accounts' domains. */
export async function getUserDiskShareRows(): Promise<{ rows: UserDiskShareRow[]; domains: ShareDomain[] }> {
  const [shares, domains] = await Promise.all([
    restApi.get("/config/v1/user-disk-shares").json<UserDiskShare[]>(),
    getShareDomains(),
  ]);
  return { rows: userDiskShareRows(shares, domains), domains };
}
