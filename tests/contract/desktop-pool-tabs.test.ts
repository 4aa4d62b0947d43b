import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { DesktopPoolRecord } from "../../server/emulator/data/inventory-types";
import { taskStatusOf } from "../../src/sections/desktop-pools/pool-tabs.types";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The desktop pool page's task calls (OpenAPI 2212). The public API has no pool policy call, so neither
// has the emulator (api-profile.test.ts checks it answers the servlet's 404).

const POOL_ADMIN: TestCaller = {
  username: "pool-admin",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "POOL_SVI_IMAGE_MANAGEMENT"],
  },
};
const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};
const SALES_INVENTORY: TestCaller = {
  username: "inventory",
  privileges: {
    [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "POOL_SVI_IMAGE_MANAGEMENT"],
  },
};
const MINUTE = 60_000;

/** DesktopPoolTaskInfo as answered. */
interface TaskInfo {
  id: string;
  operation: "PUSH_IMAGE" | "ARCHIVE" | "TAGGING";
  description: string;
  schedule_time: number;
  remaining_vmtask_count: number;
  halted_vmtask_count: number;
  error_vmtask_count: number;
  cancelled_vmtask_count: number;
}

/** A task with the status the console derives from its counts (DesktopPoolTaskInfo has none). */
type Task = TaskInfo & { status: string };

function setUp() {
  const emulator = createInventoryTestApp();
  const automated = (test: (pool: DesktopPoolRecord) => boolean) => {
    const pool = emulator.store.desktopPools.all.find((entry) => entry.type === "AUTOMATED" && test(entry));
    if (!pool) throw new Error("the seed has no such automated pool");
    return pool;
  };
  const salesPool = automated((pool) => pool.access_group_id === SALES_ACCESS_GROUP_ID);
  const otherPool = automated((pool) => pool.access_group_id !== SALES_ACCESS_GROUP_ID);
  const get = async <T>(path: string, caller: TestCaller = POOL_ADMIN): Promise<T> => {
    const response = await emulator.request("GET", path, { caller });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const withStatus = (task: TaskInfo): Task => ({ ...task, status: taskStatusOf(task, emulator.clock.now) });
  const tasksOf = async (poolId: string) =>
    (await get<TaskInfo[]>(`/rest/inventory/v1/desktop-pools/${poolId}/tasks`)).map(withStatus);
  const taskOf = async (poolId: string, taskId: string) =>
    withStatus(await get<TaskInfo>(`/rest/inventory/v1/desktop-pools/${poolId}/tasks/${taskId}`));
  const act = (poolId: string, taskId: string, action: string, caller = POOL_ADMIN, body?: unknown) =>
    emulator.request("POST", `/rest/inventory/v1/desktop-pools/${poolId}/tasks/${taskId}/action/${action}`, {
      caller,
      ...(body === undefined ? {} : { body }),
    });
  return { emulator, salesPool, otherPool, get, tasksOf, taskOf, act };
}

async function errorKey(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { error_key: string }[] };
  return body.errors?.[0]?.error_key;
}

describe("desktop pool tasks", () => {
  it("lists DesktopPoolTaskInfo whose counts tell the status, and a waiting task starts and runs as time passes", async () => {
    const { emulator, otherPool, tasksOf, taskOf, get } = setUp();
    const answered = await get<Record<string, unknown>[]>(
      `/rest/inventory/v1/desktop-pools/${otherPool.id}/tasks`,
    );
    for (const task of answered)
      for (const undocumented of ["status", "total_vmtask_count", "completed_vmtask_count"])
        expect(task).not.toHaveProperty(undocumented);
    const tasks = await tasksOf(otherPool.id);
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    for (const task of tasks) {
      expect(["PUSH_IMAGE", "ARCHIVE", "TAGGING"]).toContain(task.operation);
      expect(["RUNNING", "WAITING", "COMPLETED", "FAILED", "PAUSED", "CANCELLED"]).toContain(task.status);
      expect(typeof task.schedule_time).toBe("number");
    }
    const waiting = tasks.find((task) => task.status === "WAITING");
    const running = tasks.find((task) => task.status === "RUNNING");
    expect(waiting && running).toBeTruthy();
    const before = running?.remaining_vmtask_count ?? 0;
    emulator.clock.now = (waiting?.schedule_time ?? 0) + MINUTE;
    const later = await tasksOf(otherPool.id);
    expect(later.find((task) => task.id === waiting?.id)?.status).toBe("RUNNING");
    const progressed = later.find((task) => task.id === running?.id);
    expect(progressed?.remaining_vmtask_count).toBeLessThan(before);
    emulator.clock.now += 24 * 60 * MINUTE;
    const done = await taskOf(otherPool.id, running?.id ?? "");
    expect(done).toMatchObject({ status: "COMPLETED", remaining_vmtask_count: 0, halted_vmtask_count: 0 });
  });

  it("pauses, resumes and cancels, refusing transitions the state forbids with a 400 and an error key", async () => {
    const { emulator, otherPool, tasksOf, act } = setUp();
    const running = (await tasksOf(otherPool.id)).find((task) => task.status === "RUNNING");
    const id = running?.id ?? "";
    expect((await act(otherPool.id, id, "pause")).status).toBe(204);
    const paused = (await tasksOf(otherPool.id)).find((task) => task.id === id);
    expect(paused).toMatchObject({ status: "PAUSED", remaining_vmtask_count: 0 });
    expect(paused?.halted_vmtask_count).toBeGreaterThan(0);
    // A paused task does not progress.
    emulator.clock.now += 60 * MINUTE;
    expect((await tasksOf(otherPool.id)).find((task) => task.id === id)?.halted_vmtask_count).toBe(
      paused?.halted_vmtask_count,
    );
    const refused = await act(otherPool.id, id, "pause");
    expect(refused.status).toBe(400);
    expect(await errorKey(refused)).toBe("inventory.desktop.pool.task.invalid.state");
    expect((await act(otherPool.id, id, "resume", POOL_ADMIN, { retry_failed_vms: false })).status).toBe(204);
    expect((await tasksOf(otherPool.id)).find((task) => task.id === id)?.status).toBe("RUNNING");
    expect((await act(otherPool.id, id, "cancel")).status).toBe(204);
    const cancelled = (await tasksOf(otherPool.id)).find((task) => task.id === id);
    expect(cancelled?.status).toBe("CANCELLED");
    expect(cancelled?.cancelled_vmtask_count).toBeGreaterThan(0);
    for (const action of ["pause", "resume", "cancel"])
      expect((await act(otherPool.id, id, action)).status).toBe(400);
    const completed = (await tasksOf(otherPool.id)).find((task) => task.status === "COMPLETED");
    expect((await act(otherPool.id, completed?.id ?? "", "cancel")).status).toBe(400);
  });

  it("resumes a failed task only when retrying its failed machines", async () => {
    const { emulator, tasksOf, act } = setUp();
    for (const pool of emulator.store.desktopPools.all.filter((entry) => entry.type === "AUTOMATED")) {
      const failed = (await tasksOf(pool.id)).find((task) => task.status === "FAILED");
      if (!failed) continue;
      expect(failed.error_vmtask_count).toBeGreaterThan(0);
      expect((await act(pool.id, failed.id, "resume")).status).toBe(400);
      expect((await act(pool.id, failed.id, "resume", POOL_ADMIN, { retry_failed_vms: "yes" })).status).toBe(
        400,
      );
      expect((await act(pool.id, failed.id, "resume", POOL_ADMIN, { retry_failed_vms: true })).status).toBe(
        204,
      );
      const resumed = (await tasksOf(pool.id)).find((task) => task.id === failed.id);
      expect(resumed).toMatchObject({ status: "RUNNING", error_vmtask_count: 0 });
      return;
    }
    throw new Error("no seeded pool has a failed task");
  });

  it("checks POOL_SVI_IMAGE_MANAGEMENT on the pool's group and answers 404 for unknown ids", async () => {
    const { salesPool, otherPool, tasksOf, act } = setUp();
    const otherTask = (await tasksOf(otherPool.id)).find((task) => task.status === "RUNNING")?.id ?? "";
    const salesTask = (await tasksOf(salesPool.id)).find((task) => task.status === "RUNNING")?.id ?? "";
    expect((await act(otherPool.id, otherTask, "pause", READONLY)).status).toBe(403);
    expect((await act(otherPool.id, otherTask, "pause", SALES_INVENTORY)).status).toBe(403);
    expect((await act(salesPool.id, salesTask, "pause", SALES_INVENTORY)).status).toBe(204);
    expect((await act(otherPool.id, "no-such-task", "pause")).status).toBe(404);
    expect((await act("no-such-pool", otherTask, "pause")).status).toBe(404);
    const invalid = await act(otherPool.id, otherTask, "resume", POOL_ADMIN, [1]);
    expect(invalid.status).toBe(400);
  });
});
