import type { Context, Env } from "hono";
import type { DesktopPoolRecord } from "../data/inventory-types";
import { PolicyInputError, PolicyStore, parsePolicyList } from "../policies/policy-model";
import { readJsonBody, restError, restForbidden, restNotFound } from "./http-responses";
import { PoolTaskStore, TaskStateError, type TaskSeedPool } from "./pool-task-store";
import { type RouteKit, denyUnlessAny } from "./route-context";

const POOL = "/rest/inventory/v1/desktop-pools/:id";
const TASK_MANAGE = "POOL_SVI_IMAGE_MANAGEMENT";
const POLICY_MANAGE = "POOL_MANAGEMENT";

/** The one policy store (global and per pool), and a pool's policies seeded on first use. */
export interface PoolPolicies {
  store: PolicyStore;
  of: (pool: DesktopPoolRecord) => PolicyStore;
}

/**
 * Registers the desktop pool page's tab calls: tasks (OpenAPI) and the emulator's own policy and policy
 * override calls (the public API has none; docs/emulator.md). Installed applications are the application
 * routes'.
 */
export function registerRestPoolTabRoutes(kit: RouteKit): PoolPolicies {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const tasks = new PoolTaskStore(() => deps.now());
  const policies = new PolicyStore();
  const seededPolicies = new Set<string>();

  /** The pool of the path when the caller holds the privilege on its group; a 404 or 403 otherwise. */
  function poolFor(c: Context<Env>, privilege: string): DesktopPoolRecord | Response {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const pool = store.desktopPools.get(id);
    if (!pool) {
      tasks.dropPool(id);
      policies.dropPool(id);
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

  /** Seeds a few pools with their own modes and an override, so the tabs show something on first use. */
  function policiesOf(pool: DesktopPoolRecord) {
    if (!seededPolicies.has(pool.id)) {
      seededPolicies.add(pool.id);
      const index = store.desktopPools.all.indexOf(pool);
      if (index % 3 === 0) policies.setPool(pool.id, [{ name: "USB_ACCESS", mode: "DENY" }]);
      const entitled = store.entitlements.all.find(
        (entry) => entry.resource_id === pool.id && !store.adUsersOrGroups.get(entry.user_or_group_id)?.group,
      );
      if (index % 2 === 0 && entitled)
        policies.setOverride(pool.id, entitled.user_or_group_id, [{ name: "USB_ACCESS", mode: "ALLOW" }]);
    }
    return policies;
  }

  app.get(`${POOL}/policies`, guard, (c) => {
    const pool = poolFor(c, "POOL_VIEW");
    return pool instanceof Response ? pool : c.json(policiesOf(pool).poolPolicies(pool.id));
  });

  app.put(`${POOL}/policies`, guard, async (c) => {
    const pool = poolFor(c, POLICY_MANAGE);
    if (pool instanceof Response) return pool;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    try {
      policiesOf(pool).setPool(pool.id, parsePolicyList(body.value, true));
    } catch (error) {
      if (error instanceof PolicyInputError) return restError(c, 400, error.errorKey, error.message);
      throw error;
    }
    kit.changed();
    return c.json(policies.poolPolicies(pool.id));
  });

  app.get(`${POOL}/policy-overrides`, guard, (c) => {
    const pool = poolFor(c, "POOL_VIEW");
    return pool instanceof Response ? pool : c.json(policiesOf(pool).poolOverrides(pool.id));
  });

  app.put(`${POOL}/policy-overrides/:userId`, guard, async (c) => {
    const pool = poolFor(c, POLICY_MANAGE);
    if (pool instanceof Response) return pool;
    const userId = c.req.param("userId");
    const user = store.adUsersOrGroups.get(userId);
    if (!user) return restNotFound(c, "external.ad.user", userId);
    if (user.group)
      return restError(c, 400, "policy.override.user.is.group", `${user.name} is a group, not a user`);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    try {
      const changes = parsePolicyList((body.value as { policies?: unknown } | undefined)?.policies, true);
      const override = policiesOf(pool).setOverride(pool.id, userId, changes);
      kit.changed();
      return c.json(override);
    } catch (error) {
      if (error instanceof PolicyInputError) return restError(c, 400, error.errorKey, error.message);
      throw error;
    }
  });

  app.delete(`${POOL}/policy-overrides/:userId`, guard, (c) => {
    const pool = poolFor(c, POLICY_MANAGE);
    if (pool instanceof Response) return pool;
    const userId = c.req.param("userId");
    if (!policiesOf(pool).removeOverride(pool.id, userId)) return restNotFound(c, "policy.override", userId);
    kit.changed();
    return c.body(null, 204);
  });
  return { store: policies, of: policiesOf };
}
