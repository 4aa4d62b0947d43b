import type { Context, Env, Hono, MiddlewareHandler } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { InventoryStore } from "./inventory-store";
import { restError, restForbidden } from "./http-responses";
import { ListParameterError } from "./rest-list";

/** The signed-in caller as the emulator's guards describe it. */
export interface InventoryCaller {
  username: string;
  domain: string;
  sid?: string;
  /** Folder privileges: with an access group id, on that group (children inherit); without, on any group. */
  hasPrivilege(name: string, accessGroupId?: string): boolean;
}

/** What the emulator core hands to the inventory routes. */
export interface InventoryRouteDeps<E extends Env = Env> {
  store: InventoryStore;
  /** 401 without a valid bearer token; with a privilege, 403 when the caller lacks it. */
  restGuard: (privilege?: string) => MiddlewareHandler<E>;
  /** 401 without a session cookie or on CSRF mismatch; with a privilege, 403 when the caller lacks it. */
  viewGuard: (privilege?: string) => MiddlewareHandler<E>;
  getCaller: (c: Context<E>) => InventoryCaller;
  now(): number;
  /** Called after every mutation, so a data file can be rewritten. */
  markChanged?: () => void;
  /** Subscribes to session ends (logout, expiry), to drop the session's query cursors. */
  onSessionEnd?: (listener: (sessionKey: string) => void) => void;
  /** The key of the caller's API session for per-session query cursors (default: the Cookie header). */
  sessionKeyOf?: (c: Context<E>) => string;
  /** Open query cursors allowed per session (default 5). */
  maxOpenQueriesPerSession?: number;
  /** Cursors untouched for this long are discarded (default 10 minutes). */
  queryIdleTimeoutMs?: number;
  /** An injected refusal of one item of a bulk action (the emulator's faults, for tests). */
  itemFault?: (id: string) => string | undefined;
  /** Whether `id` names a local access group: where a pool or farm may move (any id when absent). */
  isLocalAccessGroup?: (id: string) => boolean;
  /** Smart-card sign-in of administrators ("OFF" when absent): what each connection server reports. */
  adminSmartCardMode?: () => string;
}

/** Route registration helpers shared by the inventory route modules. */
export interface RouteKit {
  app: Hono;
  deps: InventoryRouteDeps;
  store: InventoryStore;
  changed(): void;
}

/** Runs a handler, turning invalid list parameters into a 400 REST error. */
export async function withListErrors(
  c: Context,
  handler: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof ListParameterError) return restError(c, 400, error.errorKey, error.message);
    throw error;
  }
}

/**
 * A per-request scope test: does the caller hold any of `privileges` on an access group. Results are
 * cached per group, so scoping 100,000 records costs one privilege lookup per group.
 */
export function accessScope(
  caller: InventoryCaller,
  privileges: readonly string[],
): (accessGroupId: string) => boolean {
  const cache = new Map<string, boolean>();
  return (accessGroupId) => {
    let allowed = cache.get(accessGroupId);
    if (allowed === undefined) {
      allowed = privileges.some((privilege) => caller.hasPrivilege(privilege, accessGroupId));
      cache.set(accessGroupId, allowed);
    }
    return allowed;
  };
}

/** True when the caller holds any of the privileges somewhere (or on one access group, when given). */
export function holdsAny(
  caller: InventoryCaller,
  privileges: readonly string[],
  accessGroupId?: string,
): boolean {
  return privileges.some((privilege) => caller.hasPrivilege(privilege, accessGroupId));
}

/** A 403 unless the caller holds any of the privileges somewhere (or on one access group, when given). */
export function denyUnlessAny(
  c: Context,
  caller: InventoryCaller,
  privileges: readonly string[],
  accessGroupId?: string,
): Response | null {
  return holdsAny(caller, privileges, accessGroupId) ? null : restForbidden(c, privileges.join(" or "));
}

/**
 * A 403 unless the caller holds any of the privileges on the local root access group: the check of a write
 * on a pod-wide object (a connection server's certificate, a vCenter's datastores), which has no access
 * group of its own. A folder privilege held on a child group (an Inventory Administrator of Sales) does not
 * reach it, as the read of the same object (a global privilege, root only) does not.
 */
export function denyUnlessPodWide(
  c: Context,
  caller: InventoryCaller,
  privileges: readonly string[],
): Response | null {
  return denyUnlessAny(c, caller, privileges, LOCAL_ROOT_ACCESS_GROUP_ID);
}
