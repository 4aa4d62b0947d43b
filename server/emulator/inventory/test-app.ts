import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createAuditTrail } from "../audit/audit-trail";
import { privilegeScope } from "../auth/privileges";
import {
  FEDERATION_ACCESS_GROUPS,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ACCESS_GROUPS,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../data/access-groups";
import { InventoryStore } from "./inventory-store";
import { type InventoryRoutes, registerInventoryRoutes } from "./register-inventory-routes";
import type { InventoryCaller } from "./route-context";

/** A caller for tests: privileges granted per access group (children inherit; global ones count on Local Root). */
export interface TestCaller {
  username: string;
  privileges: Record<string, readonly string[]>;
}

export const FULL_ADMIN: TestCaller = {
  username: "admin",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: [
      "POOL_VIEW",
      "POOL_MANAGEMENT",
      "POOL_ENABLE",
      "POOL_ENTITLE",
      "POOL_SVI_IMAGE_MANAGEMENT",
      "MACHINE_VIEW",
      "MACHINE_MANAGEMENT",
      "MACHINE_REBOOT",
      "MACHINE_USER_MANAGEMENT",
      "MACHINE_MAINTENANCE",
      "MACHINE_MANAGE_VDI_SESSION",
      "GLOBAL_CONFIG_VIEW",
      "GLOBAL_CONFIG_MANAGEMENT",
      "VC_CONFIG_VIEW",
      "ADMINISTRATOR_VIEW",
    ],
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_VIEW", "FEDERATED_SESSIONS_VIEW"],
  },
};

function parentOf(groupId: string): string | null {
  return (
    [...LOCAL_ACCESS_GROUPS, ...FEDERATION_ACCESS_GROUPS].find((group) => group.id === groupId)?.parentId ??
    null
  );
}

/**
 * Builds an InventoryCaller like the emulator's: folder and federation privileges are inherited by child
 * access groups, global ones hold on Local Root only, and & | expressions combine names.
 */
export function testCaller(spec: TestCaller): InventoryCaller {
  const holds = (name: string, accessGroupId: string | undefined): boolean => {
    if (privilegeScope(name) === "global")
      return spec.privileges[LOCAL_ROOT_ACCESS_GROUP_ID]?.includes(name) ?? false;
    if (accessGroupId === undefined)
      return Object.values(spec.privileges).some((list) => list.includes(name));
    for (let group: string | null = accessGroupId; group !== null; group = parentOf(group)) {
      if (spec.privileges[group]?.includes(name)) return true;
    }
    return false;
  };
  return {
    username: spec.username,
    domain: "EXAMPLE",
    sid: `S-1-5-21-test-${spec.username}`,
    hasPrivilege: (expression, accessGroupId) =>
      expression.split("|").some((term) =>
        term
          .split("&")
          .map((part) => part.trim())
          .every((part) => part !== "" && holds(part, accessGroupId)),
      ),
  };
}

export interface InventoryTestApp {
  store: InventoryStore;
  routes: InventoryRoutes;
  clock: { now: number };
  /** Sends a request as the named caller ("anonymous" = no credentials). */
  request(
    method: string,
    path: string,
    options?: { caller?: TestCaller | "anonymous"; body?: unknown; rawBody?: string; session?: string },
  ): Promise<Response>;
}

/**
 * The inventory routes behind stand-in guards, for contract tests that do not depend on the sign-in
 * flow: the test names the caller in a header; no header means unauthenticated (401).
 */
export function createInventoryTestApp(
  options: { store?: InventoryStore; maxOpenQueriesPerSession?: number; queryIdleTimeoutMs?: number } = {},
): InventoryTestApp {
  const clock = { now: Date.UTC(2026, 10, 22, 9, 0, 0) };
  const store = options.store ?? InventoryStore.create({ scale: "small", now: clock.now });
  const callers = new Map<string, TestCaller>();
  const app = new Hono();
  // The audit trail goes in front of the routes, as in the emulator: changes write their events.
  const audit = createAuditTrail({
    now: () => clock.now,
    callerOf: (c) => {
      const spec = callers.get(c.req.header("X-Test-Caller") ?? "");
      return spec ? testCaller(spec) : undefined;
    },
  });
  audit.attach(store);
  app.use("*", audit.middleware);
  const guard = (): MiddlewareHandler => async (c, next) => {
    const key = c.req.header("X-Test-Caller");
    if (!key || !callers.has(key))
      return c.json(
        { status: 401, errors: [{ error_key: "unauthorized", error_message: "Not signed in" }] },
        401,
      );
    await next();
  };
  const callerOf = (c: Context): InventoryCaller => {
    const spec = callers.get(c.req.header("X-Test-Caller") ?? "");
    if (!spec) throw new Error("guard let an unknown caller through");
    return testCaller(spec);
  };
  const routes = registerInventoryRoutes(app, {
    store,
    restGuard: guard,
    viewGuard: guard,
    getCaller: callerOf,
    now: () => clock.now,
    sessionKeyOf: (c) => c.req.header("X-Test-Session") ?? c.req.header("X-Test-Caller") ?? "",
    maxOpenQueriesPerSession: options.maxOpenQueriesPerSession,
    queryIdleTimeoutMs: options.queryIdleTimeoutMs,
  });
  return {
    store,
    routes,
    clock,
    async request(method, path, requestOptions = {}) {
      const headers: Record<string, string> = {};
      const caller = requestOptions.caller ?? FULL_ADMIN;
      if (caller !== "anonymous") {
        callers.set(caller.username, caller);
        headers["X-Test-Caller"] = caller.username;
      }
      if (requestOptions.session) headers["X-Test-Session"] = requestOptions.session;
      let body: string | undefined = requestOptions.rawBody;
      if (requestOptions.body !== undefined) body = JSON.stringify(requestOptions.body);
      if (body !== undefined) headers["Content-Type"] = "application/json";
      return app.fetch(new Request(`http://emulator.test${path}`, { method, headers, body }));
    },
  };
}
