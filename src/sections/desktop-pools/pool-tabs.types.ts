/** Spec 001 §3 task status; DesktopPoolTaskInfo has none, the console derives it from the counts (taskStatusOf). */
export const TASK_STATUSES = ["RUNNING", "WAITING", "COMPLETED", "FAILED", "PAUSED", "CANCELLED"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * A task's status from DesktopPoolTaskInfo's counts: machines still to do mean waiting (scheduled later) or
 * running; halted ones mean paused, or failed when some machines erred; then cancelled, failed, completed.
 */
export function taskStatusOf(task: PoolTask, now: number): TaskStatus {
  const errors = task.error_vmtask_count ?? 0;
  if ((task.remaining_vmtask_count ?? 0) > 0)
    return task.schedule_time !== undefined && task.schedule_time > now ? "WAITING" : "RUNNING";
  if ((task.halted_vmtask_count ?? 0) > 0) return errors > 0 ? "FAILED" : "PAUSED";
  if ((task.cancelled_vmtask_count ?? 0) > 0) return "CANCELLED";
  return errors > 0 ? "FAILED" : "COMPLETED";
}

/** A desktop pool task (OpenAPI DesktopPoolTaskInfo). */
export interface PoolTask {
  id: string;
  operation: "PUSH_IMAGE" | "ARCHIVE" | "TAGGING";
  description?: string;
  schedule_time?: number;
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
