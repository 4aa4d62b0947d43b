import type { Context, Env } from "hono";
import type { DesktopPoolRecord } from "../data/inventory-types";
import { readJsonBody, restError, restForbidden, restNotFound } from "./http-responses";
import { PoolTaskStore, TaskStateError, type TaskSeedPool } from "./pool-task-store";
import { type RouteKit, denyUnlessAny } from "./route-context";

const POOL = "/rest/inventory/v1/desktop-pools/:id";
const TASK_MANAGE = "POOL_SVI_IMAGE_MANAGEMENT";

/**
 * Registers the desktop pool page's task calls (OpenAPI). Installed applications are the application routes'.
 * The public API has no pool policy call, so the emulator serves none (the Policies tab says "not offered").
 */
export function registerRestPoolTabRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const tasks = new PoolTaskStore(() => deps.now());

  /** The pool of the path when the caller holds the privilege on its group; a 404 or 403 otherwise. */
  function poolFor(c: Context<Env>, privilege: string): DesktopPoolRecord | Response {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const pool = store.desktopPools.get(id);
    if (!pool) {
      tasks.dropPool(id);
      return denyUnlessAny(c, caller, [privilege]) ?? restNotFound(c, "inventory.desktop.pool", id);
    }
    if (!caller.hasPrivilege(privilege, pool.access_group_id)) return restForbidden(c, privilege);
    return pool;
  }

  const seedOf = (pool: DesktopPoolRecord): TaskSeedPool => ({
    id: pool.id,
    name: pool.name,
    type: pool.type,
    source: pool.source,
    machineCount: store.machines.all.filter((machine) => machine.desktop_pool_id === pool.id).length,
  });

  app.get(`${POOL}/tasks`, guard, (c) => {
    const pool = poolFor(c, "POOL_VIEW");
    return pool instanceof Response ? pool : c.json(tasks.list(seedOf(pool)));
  });

  app.get(`${POOL}/tasks/:taskId`, guard, (c) => {
    const pool = poolFor(c, "POOL_VIEW");
    if (pool instanceof Response) return pool;
    const taskId = c.req.param("taskId");
    const task = tasks.get(seedOf(pool), taskId);
    return task ? c.json(task) : restNotFound(c, "inventory.desktop.pool.task", taskId);
  });

  for (const action of ["pause", "resume", "cancel"] as const) {
    app.post(`${POOL}/tasks/:taskId/action/${action}`, guard, async (c) => {
      const pool = poolFor(c, TASK_MANAGE);
      if (pool instanceof Response) return pool;
      const taskId = c.req.param("taskId");
      let retryFailed = false;
      if (action === "resume") {
        const body = await readJsonBody(c);
        if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
        const spec = (body.value ?? {}) as { retry_failed_vms?: unknown };
        if (typeof body.value !== "object" || Array.isArray(body.value))
          return restError(c, 400, "invalid.request.body", "Expected a ResumeTaskSpec object");
        if (spec.retry_failed_vms !== undefined && typeof spec.retry_failed_vms !== "boolean")
          return restError(c, 400, "invalid.request.body", "retry_failed_vms must be a boolean");
        retryFailed = spec.retry_failed_vms === true;
      }
      try {
        const seed = seedOf(pool);
        const found =
          action === "pause"
            ? tasks.pause(seed, taskId)
            : action === "resume"
              ? tasks.resume(seed, taskId, retryFailed)
              : tasks.cancel(seed, taskId);
        if (!found) return restNotFound(c, "inventory.desktop.pool.task", taskId);
      } catch (error) {
        if (error instanceof TaskStateError) return restError(c, 400, error.errorKey, error.message);
        throw error;
      }
      kit.changed();
      return c.body(null, 204);
    });
  }
}
