/*
 * Desktop pool tasks (push image, archive, tagging) that progress with the emulator's clock and obey
 * pause, resume and cancel. The OpenAPI's DesktopPoolTaskInfo has counts but no status: the emulator keeps
 * the status (spec 001 §3) to simulate, and answers only the documented counts, from which a console derives
 * it (remaining: waiting or running; halted: paused, or failed when machines erred; cancelled).
 */

export const TASK_STATUSES = ["RUNNING", "WAITING", "COMPLETED", "FAILED", "PAUSED", "CANCELLED"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskOperation = "PUSH_IMAGE" | "ARCHIVE" | "TAGGING";

/** A task as the REST API answers it. */
export interface DesktopPoolTaskInfo {
  id: string;
  operation: TaskOperation;
  description: string;
  schedule_time: number;
  remaining_vmtask_count: number;
  halted_vmtask_count: number;
  error_vmtask_count: number;
  cancelled_vmtask_count: number;
}

/** The simulation state of one task. */
interface TaskState {
  id: string;
  operation: TaskOperation;
  description: string;
  scheduleTime: number;
  total: number;
  msPerMachine: number;
  /** A machine that fails and stops the task when reached (stop on error); none for a clean run. */
  failAt?: number;
  status: TaskStatus;
  /** Machines done when `since` began; progress runs from there while RUNNING. */
  done: number;
  since: number;
  errors: number;
  cancelled: number;
}

/** A refused transition (pause a completed task...): a 400 with this error key. */
export class TaskStateError extends Error {
  readonly errorKey = "inventory.desktop.pool.task.invalid.state";
}

/** The pool facts a task list is seeded from. */
export interface TaskSeedPool {
  id: string;
  name: string;
  type: string;
  source: string;
  machineCount: number;
}

const MINUTE = 60_000;

/** A small deterministic hash of a string (seeding per pool). */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Every pool's tasks, seeded on first use from the pool and the clock, then advanced on each read. */
export class PoolTaskStore {
  private readonly tasks = new Map<string, TaskState[]>();

  constructor(private readonly now: () => number) {}

  /** A pool's tasks, newest schedule first. */
  list(pool: TaskSeedPool): DesktopPoolTaskInfo[] {
    return this.statesOf(pool).map((task) => this.view(task));
  }

  get(pool: TaskSeedPool, taskId: string): DesktopPoolTaskInfo | undefined {
    const task = this.statesOf(pool).find((entry) => entry.id === taskId);
    return task && this.view(task);
  }

  /** Pauses a waiting or running task; false for an unknown id; TaskStateError in any other state. */
  pause(pool: TaskSeedPool, taskId: string): boolean {
    return this.change(pool, taskId, ["RUNNING", "WAITING"], (task) => {
      task.status = "PAUSED";
    });
  }

  /** Resumes a paused task (or a failed one when `retryFailed`, which retries its failed machines). */
  resume(pool: TaskSeedPool, taskId: string, retryFailed: boolean): boolean {
    return this.change(pool, taskId, retryFailed ? ["PAUSED", "FAILED"] : ["PAUSED"], (task, now) => {
      if (retryFailed) {
        task.errors = 0;
        delete task.failAt;
      }
      task.status = now >= task.scheduleTime ? "RUNNING" : "WAITING";
      task.since = Math.max(now, task.scheduleTime);
    });
  }

  /** Cancels a task that has not finished: the machines not yet done are cancelled. */
  cancel(pool: TaskSeedPool, taskId: string): boolean {
    return this.change(pool, taskId, ["RUNNING", "WAITING", "PAUSED"], (task) => {
      task.cancelled = task.total - task.done - task.errors;
      task.status = "CANCELLED";
    });
  }

  /** Forgets a deleted pool's tasks. */
  dropPool(poolId: string): void {
    this.tasks.delete(poolId);
  }

  private change(
    pool: TaskSeedPool,
    taskId: string,
    from: readonly TaskStatus[],
    apply: (task: TaskState, now: number) => void,
  ): boolean {
    const task = this.statesOf(pool).find((entry) => entry.id === taskId);
    if (!task) return false;
    if (!from.includes(task.status))
      throw new TaskStateError(`The task is ${task.status}; expected ${from.join(" or ")}`);
    apply(task, this.now());
    return true;
  }

  private statesOf(pool: TaskSeedPool): TaskState[] {
    let states = this.tasks.get(pool.id);
    if (!states) {
      states = seedTasks(pool, this.now());
      this.tasks.set(pool.id, states);
    }
    const now = this.now();
    for (const task of states) advance(task, now);
    return states;
  }

  private view(task: TaskState): DesktopPoolTaskInfo {
    const open = task.total - task.done - task.errors - task.cancelled;
    return {
      id: task.id,
      operation: task.operation,
      description: task.description,
      schedule_time: task.scheduleTime,
      remaining_vmtask_count: task.status === "RUNNING" || task.status === "WAITING" ? open : 0,
      halted_vmtask_count: task.status === "PAUSED" || task.status === "FAILED" ? open : 0,
      error_vmtask_count: task.errors,
      cancelled_vmtask_count: task.cancelled,
    };
  }
}

/** Moves a task forward to `now`: waiting tasks start at their time, running ones finish or fail. */
function advance(task: TaskState, now: number): void {
  if (task.status === "WAITING" && now >= task.scheduleTime) {
    task.status = "RUNNING";
    task.since = task.scheduleTime;
  }
  if (task.status !== "RUNNING") return;
  const reached = task.done + Math.floor(Math.max(0, now - task.since) / task.msPerMachine);
  const stop = task.failAt ?? task.total;
  if (reached < stop) {
    task.since += (reached - task.done) * task.msPerMachine;
    task.done = reached;
    return;
  }
  task.done = stop;
  if (task.failAt !== undefined) {
    task.errors = 1;
    task.status = "FAILED";
  } else task.status = "COMPLETED";
}

/** Tasks of a pool: automated pools have a push image running, one waiting, and finished ones. */
function seedTasks(pool: TaskSeedPool, now: number): TaskState[] {
  if (pool.type !== "AUTOMATED") return [];
  const hash = hashOf(pool.id);
  const total = Math.max(4, Math.min(pool.machineCount, 40));
  const id = (index: number) =>
    `${pool.id.slice(0, 8)}-task-${index}-${(hash + index).toString(16).padStart(8, "0").slice(-8)}`;
  const image = `/Datacenter/vm/Images/${pool.name}-gold - Snapshot${(hash % 7) + 2}`;
  const task = (
    index: number,
    operation: TaskOperation,
    description: string,
    scheduleTime: number,
    status: TaskStatus,
    extra: Partial<TaskState> = {},
  ): TaskState => ({
    id: id(index),
    operation,
    description,
    scheduleTime,
    total,
    msPerMachine: MINUTE,
    status,
    done: 0,
    since: scheduleTime,
    errors: 0,
    cancelled: 0,
    ...extra,
  });
  const tasks = [
    task(1, "PUSH_IMAGE", `Changing ${total} machine(s) to image ${image}.`, now - 2 * MINUTE, "WAITING"),
    task(
      2,
      "PUSH_IMAGE",
      `Changing ${total} machine(s) to image ${image}, after users log off.`,
      now + 60 * MINUTE,
      "WAITING",
    ),
    task(3, "TAGGING", `Tagging ${total} machine(s) of ${pool.name}.`, now - 26 * 60 * MINUTE, "COMPLETED", {
      done: total,
    }),
  ];
  if (hash % 3 === 0)
    tasks.push(
      task(4, "ARCHIVE", `Archiving the disks of ${pool.name}.`, now - 5 * 60 * MINUTE, "FAILED", {
        done: Math.floor(total / 2),
        errors: 1,
        failAt: Math.floor(total / 2),
      }),
    );
  return tasks.sort((a, b) => b.scheduleTime - a.scheduleTime);
}
