// The SMB shares that hold user disks. The public REST API has no call for them: these are the emulator's
// own calls in the OpenAPI's style (docs/emulator.md).

/** A share as the server answers it: never with the account's password. */
export interface UserDiskShare {
  id: string;
  /** UNC path, \\server\share[\folder]. */
  path: string;
  ad_domain_id: string;
  username: string;
  capacity_mb: number;
  used_mb: number;
}

/** A directory domain the share's account can belong to. */
export interface ShareDomain {
  id: string;
  dns_name: string;
  netbios_name?: string;
}

/** A share with its account written as administrators read it (EXAMPLE\svc-udisk). */
export type UserDiskShareRow = UserDiskShare & { account: string; usedPercent: number };

/** What adding or editing a share sends; the password only when one was typed (write-only). */
export interface UserDiskShareSpec {
  path: string;
  ad_domain_id: string;
  username: string;
  password?: string;
}
