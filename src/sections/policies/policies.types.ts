// The global policy shapes (the emulator's own calls: the public REST API has none; docs/emulator.md), the
// same policy model the desktop pool page's policy tabs read.

export const POLICY_NAMES = [
  "MULTIMEDIA_REDIRECTION",
  "USB_ACCESS",
  "REMOTE_MODE",
  "PCOIP_HARDWARE_ACCELERATION",
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
/** Global policies allow or deny; pools and users may inherit or override them. */
export type GlobalMode = "ALLOW" | "DENY";

export interface GlobalPolicy {
  name: PolicyName;
  mode: GlobalMode;
  effective_mode: GlobalMode;
}

/** A pool that departs from the global policies: its own modes and its users' overrides. */
export interface PolicyOverrideSource {
  desktop_pool_id: string;
  desktop_pool_name: string;
  policies: { name: PolicyName; mode: GlobalMode }[];
  user_overrides: {
    ad_user_or_group_id: string;
    name: string;
    policies: { name: PolicyName; mode: GlobalMode }[];
  }[];
}

/** One row of the overrides grid: a pool's own mode, or a user's override on a pool. */
export interface OverrideRow {
  id: string;
  poolId: string;
  poolName: string;
  level: "pool" | "user";
  userName: string;
  policies: string;
}
