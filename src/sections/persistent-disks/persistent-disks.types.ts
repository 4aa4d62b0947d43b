// The persistent-disk shapes the section reads and writes. The public REST API has no persistent-disk
// calls: these are the emulator's, in the OpenAPI's style (docs/emulator.md), with the spec's enums.

/** Spec 001: persistent disk roles. */
export type DiskRole = "PRIMARY" | "SECONDARY" | "UNATTACHED" | "DELETING";
/** Spec 001: disk states. */
export const DISK_STATES = [
  "IN_USE",
  "UNATTACHED",
  "ATTACHING",
  "DETACHING",
  "REPLACING",
  "ARCHIVING",
  "DELETING",
] as const;
export type DiskState = (typeof DISK_STATES)[number];

export interface PersistentDisk {
  id: string;
  name: string;
  virtual_center_id?: string;
  datastore_name?: string;
  datastore_path?: string;
  capacity_mb: number;
  usage_mb?: number;
  access_group_id?: string;
  desktop_pool_id?: string;
  machine_id?: string;
  /** The assigned user of an attached disk, the last user of a detached one. */
  user_id?: string;
  disk_role: DiskRole;
  status: DiskState;
  archived?: boolean;
}

/** A disk with the names of its pool, machine and user in place of ids. */
export interface PersistentDiskRow extends PersistentDisk {
  poolName?: string;
  machineName?: string;
  userName?: string;
}

/** A desktop pool as the import form and the names need it. */
export interface DiskPool {
  id: string;
  name: string;
  user_assignment?: "DEDICATED" | "FLOATING";
  vcenter_id?: string;
  access_group_id?: string;
}

/** What the import call sends. */
export interface DiskImportSpec {
  virtual_center_id: string;
  desktop_pool_id: string;
  datastore_path: string;
  capacity_mb: number;
}
