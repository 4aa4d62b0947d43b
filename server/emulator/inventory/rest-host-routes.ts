import type { Context, Env } from "hono";
import type { MachineRecord, RdsServerRecord } from "../data/inventory-types";
import {
  bulkResult,
  readJsonBody,
  restError,
  restForbidden,
  restNotFound,
  stringList,
} from "./http-responses";
import { type RouteKit, accessScope, denyUnlessAny } from "./route-context";

const RDS_MANAGE = ["MACHINE_MANAGEMENT", "POOL_MANAGEMENT", "GLOBAL_CONFIG_MANAGEMENT"];
const MAX_SESSION_TYPES = new Set(["UNLIMITED", "LIMITED", "UNCONFIGURED"]);

/** Registers user assignment on machines and the RDS host update and delete calls. */
export function registerRestHostRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  /** Looks up the machine and checks MACHINE_USER_MANAGEMENT on its access group. */
  async function machineUsers(
    c: Context<Env>,
    apply: (
      machine: MachineRecord,
      userId: string,
    ) => { status: number; key: string; message: string } | null,
  ): Promise<Response> {
    const caller = deps.getCaller(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const userIds = stringList(body.value);
    if (!userIds) return restError(c, 400, "invalid.request.body", "Expected a list of user SIDs");
    const id = c.req.param("id") ?? "";
    const machine = store.machines.get(id);
    if (!machine)
      return (
        denyUnlessAny(c, caller, ["MACHINE_USER_MANAGEMENT"]) ?? restNotFound(c, "inventory.machine", id)
      );
    if (!caller.hasPrivilege("MACHINE_USER_MANAGEMENT", machine.access_group_id)) {
      return restForbidden(c, "MACHINE_USER_MANAGEMENT");
    }
    const now = deps.now();
    let changed = false;
    const results = userIds.map((userId) => {
      const user = store.adUsersOrGroups.get(userId);
      if (!user) {
        return bulkResult(userId, now, {
          status: 404,
          key: "external.ad.user.not.found",
          message: `No user ${userId}`,
        });
      }
      if (user.group) {
        return bulkResult(userId, now, {
          status: 400,
          key: "inventory.machine.user.is.group",
          message: `${user.name} is a group`,
        });
      }
      const problem = apply(machine, userId);
      if (problem) return bulkResult(userId, now, problem);
      changed = true;
      return bulkResult(userId, now);
    });
    if (changed) kit.changed();
    return c.json(results);
  }

  app.post("/rest/inventory/v1/machines/:id/action/assign-users", guard, (c) =>
    machineUsers(c, (machine, userId) => {
      const pool = store.desktopPools.get(machine.desktop_pool_id);
      if (pool?.user_assignment !== "DEDICATED") {
        return {
          status: 400,
          key: "inventory.machine.pool.floating",
          message: `Machine ${machine.name} is in a floating pool`,
        };
      }
      if (machine.user_ids.includes(userId)) {
        return {
          status: 400,
          key: "inventory.machine.user.already.assigned",
          message: `${userId} is already assigned`,
        };
      }
      if (machine.user_ids.length > 0 && !pool.allow_multiple_user_assignments) {
        return {
          status: 400,
          key: "inventory.machine.already.assigned",
          message: `Machine ${machine.name} already has a user`,
        };
      }
      machine.user_ids.push(userId);
      return null;
    }),
  );
  app.post("/rest/inventory/v1/machines/:id/action/unassign-users", guard, (c) =>
    machineUsers(c, (machine, userId) => {
      if (!machine.user_ids.includes(userId)) {
        return {
          status: 400,
          key: "inventory.machine.user.not.assigned",
          message: `${userId} is not assigned`,
        };
      }
      machine.user_ids = machine.user_ids.filter((assigned) => assigned !== userId);
      return null;
    }),
  );

  /** The RDS host of the path, or the error response for a missing host or a caller out of scope. */
  const rdsServer = (c: Context<Env>): RdsServerRecord | Response => {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const server = store.rdsServers.get(id);
    if (!server) return denyUnlessAny(c, caller, RDS_MANAGE) ?? restNotFound(c, "inventory.rds.server", id);
    return accessScope(caller, RDS_MANAGE)(server.access_group_id)
      ? server
      : restForbidden(c, RDS_MANAGE.join(" or "));
  };

  app.put("/rest/inventory/v1/rds-servers/:id", guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const server = rdsServer(c);
    if (server instanceof Response) return server;
    const spec = body.value as {
      enabled?: unknown;
      max_sessions_type_configured?: unknown;
      max_sessions_count_configured?: unknown;
    } | null;
    if (typeof spec?.enabled !== "boolean")
      return restError(c, 400, "invalid.request.body", "enabled must be a boolean");
    const type = spec.max_sessions_type_configured;
    if (typeof type !== "string" || !MAX_SESSION_TYPES.has(type)) {
      return restError(
        c,
        400,
        "invalid.request.body",
        "max_sessions_type_configured must be UNLIMITED, LIMITED or UNCONFIGURED",
      );
    }
    const count = spec.max_sessions_count_configured;
    if (type === "LIMITED" && (typeof count !== "number" || !Number.isInteger(count) || count < 1)) {
      return restError(
        c,
        400,
        "invalid.request.body",
        "max_sessions_count_configured must be a positive integer when LIMITED",
      );
    }
    server.enabled = spec.enabled;
    if (!spec.enabled && server.state === "AVAILABLE") server.state = "DISABLED";
    if (spec.enabled && server.state === "DISABLED") server.state = "AVAILABLE";
    server.max_sessions_type_configured = type as RdsServerRecord["max_sessions_type_configured"];
    if (typeof count === "number") server.max_sessions_count = count;
    kit.changed();
    return c.body(null, 204);
  });
  app.delete("/rest/inventory/v1/rds-servers/:id", guard, (c) => {
    const server = rdsServer(c);
    if (server instanceof Response) return server;
    if (server.session_count > 0) {
      return restError(c, 409, "inventory.rds.server.in.use", `RDS host ${server.name} has sessions`);
    }
    store.rdsServers.remove(server.id);
    kit.changed();
    return c.body(null, 204);
  });
}
