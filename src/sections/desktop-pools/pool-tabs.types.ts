/** Spec 001 §3 task status (the emulator adds it to DesktopPoolTaskInfo). */
export const TASK_STATUSES = ["RUNNING", "WAITING", "COMPLETED", "FAILED", "PAUSED", "CANCELLED"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A desktop pool task (OpenAPI DesktopPoolTaskInfo, plus status and counts). */
export interface PoolTask {
  id: string;
  operation: "PUSH_IMAGE" | "ARCHIVE" | "TAGGING";
  description?: string;
  schedule_time?: number;
  status?: TaskStatus;
  total_vmtask_count?: number;
  completed_vmtask_count?: number;
  remaining_vmtask_count?: number;
  halted_vmtask_count?: number;
  error_vmtask_count?: number;
  cancelled_vmtask_count?: number;
}

/** An application installed on a pool's machines (OpenAPI InstalledApplicationInfo). */
export interface InstalledApplication {
  name: string;
  executable_path?: string;
  version?: string;
  publisher?: string;
}

/** An application pool published from a desktop pool. */
export interface PublishedApplicationPool {
  id: string;
  name: string;
  display_name?: string;
  enabled: boolean;
  executable_path?: string;
  access_group_id?: string;
}

/** The policies a pool carries, in display order. */
export const POLICY_NAMES = [
  "MULTIMEDIA_REDIRECTION",
  "USB_ACCESS",
  "REMOTE_MODE",
  "PCOIP_HARDWARE_ACCELERATION",
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
/** Spec 001 §3 permission modes. */
export const POLICY_MODES = ["ALLOW", "DENY", "INHERIT"] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

/** One of a pool's policies: the mode set on the pool and the mode in force. */
export interface PoolPolicy {
  name: PolicyName;
  mode: PolicyMode;
  effective_mode: Exclude<PolicyMode, "INHERIT">;
}

/** A user's overrides of a pool's policies. */
export interface PolicyOverride {
  ad_user_or_group_id: string;
  policies: { name: PolicyName; mode: Exclude<PolicyMode, "INHERIT"> }[];
}
