import type { Context, Env } from "hono";
import { readJsonBody, viewFault } from "../inventory/http-responses";
import type { InventoryStore } from "../inventory/inventory-store";
import { ListParameterError, compare, compileFilter, valueAt } from "../inventory/rest-list";
import { type InventoryCaller, type RouteKit, holdsAny } from "../inventory/route-context";
import { QUERY_ENTITIES, type QueryEntity, type ViewRow } from "./query-entities";
import {
  type IdSelection,
  MAX_QUERY_PAGE_SIZE,
  QueryCursors,
  type RowSelection,
  TooManyQueriesError,
  idsOf,
  rowsOf,
} from "./query-cursors";
import { type QuerySnapshot, QuerySnapshots } from "./query-snapshots";

const BASE = "/view-vlsi/rest/v1/queryservice";

type Fault = { fault: string; message: string };
/** A query's answer before paging: a selection over the entity's shared rows, and the page size. */
type Evaluated = {
  selection: RowSelection;
  pageSize: number;
  snapshot: QuerySnapshot;
  /** Builds the entity's rows as this caller sees them (again, once the inventory changed). */
  build: () => ViewRow[];
  /** For an unfiltered selection, the key its id list is shared under in the snapshot. */
  shareKey: string | undefined;
};

function optionalInteger(value: unknown, name: string, minimum: number): number | undefined | Fault {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < minimum) {
    return { fault: "InvalidArgument", message: `${name} must be an integer of at least ${minimum}` };
  }
  return value;
}

function isFault(value: unknown): value is Fault {
  return typeof value === "object" && value !== null && "fault" in value;
}

/** The entity of a request's type name; own entries only, so "__proto__" or "toString" name nothing. */
function queryEntity(name: unknown): QueryEntity | undefined {
  return typeof name === "string" && Object.hasOwn(QUERY_ENTITIES, name) ? QUERY_ENTITIES[name] : undefined;
}

/** Positions of the rows that pass the filter, in order; undefined when every row passes. */
function filteredOrder(rows: readonly ViewRow[], filter: ((row: ViewRow) => boolean) | undefined) {
  if (!filter) return undefined;
  const positions: number[] = [];
  rows.forEach((row, position) => {
    if (filter(row)) positions.push(position);
  });
  return positions;
}

/**
 * The rows of an entity as a caller sees them, built on demand. Made in a scope of its own: a closure made
 * inside evaluateQuery would share its context, which holds the snapshot's rows, and keep them alive for as
 * long as a cursor holds the builder.
 */
function rowBuilder(entity: QueryEntity, store: InventoryStore, caller: InventoryCaller): () => ViewRow[] {
  return () => entity.rows(store, caller);
}

/**
 * Runs a query body against the store: entity type, filter, sort, offset and limit. The rows come from
 * `snapshots` (shared with other cursors over the same state); the answer selects from them by position.
 */
export function evaluateQuery(
  body: unknown,
  store: InventoryStore,
  caller: InventoryCaller,
  snapshots: QuerySnapshots,
): Evaluated | Fault {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { fault: "InvalidArgument", message: "Not a query" };
  }
  const query = body as Record<string, unknown>;
  const entityType = query.queryEntityType ?? query.entityType;
  const entity = queryEntity(entityType);
  if (!entity) return { fault: "InvalidArgument", message: "Invalid Argument: unknown query entity type" };
  if (entity.privileges.length > 0 && !holdsAny(caller, entity.privileges)) {
    return { fault: "InsufficientPermission", message: `The caller needs ${entity.privileges.join(" or ")}` };
  }
  const isKnownField = (field: string) =>
    field === "id" || entity.roots.some((root) => field === root || field.startsWith(`${root}.`));
  let filter: ((row: ViewRow) => boolean) | undefined;
  if (query.filter !== undefined && query.filter !== null) {
    try {
      filter = compileFilter<ViewRow>(query.filter, {
        fieldKey: "memberName",
        defaultSimpleType: "StartsWith",
        defaultMultiType: "And",
        isKnownField,
      });
    } catch (error) {
      if (error instanceof ListParameterError) return { fault: "InvalidQuery", message: error.message };
      throw error;
    }
  }
  const sortBy = query.sortBy;
  if (sortBy !== undefined && sortBy !== null && (typeof sortBy !== "string" || !isKnownField(sortBy))) {
    return { fault: "InvalidQuery", message: `Cannot sort by ${JSON.stringify(sortBy)}` };
  }
  if (query.sortDescending !== undefined && typeof query.sortDescending !== "boolean") {
    return { fault: "InvalidArgument", message: "sortDescending must be a boolean" };
  }
  const offset = optionalInteger(query.startingOffset, "startingOffset", 0);
  const limit = optionalInteger(query.limit, "limit", 1);
  const maxPageSize = optionalInteger(query.maxPageSize, "maxPageSize", 1);
  if (isFault(offset)) return offset;
  if (isFault(limit)) return limit;
  if (isFault(maxPageSize)) return maxPageSize;

  const build = rowBuilder(entity, store, caller);
  const snapshot = snapshots.acquire(
    `${String(entityType)}\u0000${caller.domain}\\${caller.username}`,
    build,
  );
  const { rows } = snapshot;
  const direction = query.sortDescending === true ? -1 : 1;
  // Array.prototype.sort is stable: equal values keep the snapshot's order.
  const sortPositions = (positions: number[]) =>
    typeof sortBy === "string"
      ? positions.sort((a, b) => direction * compare(valueAt(rows[a], sortBy), valueAt(rows[b], sortBy)))
      : positions;
  let order: Uint32Array | undefined;
  let isShared = false;
  const filtered = filteredOrder(rows, filter);
  if (filtered) {
    order = Uint32Array.from(sortPositions(filtered));
  } else if (typeof sortBy === "string") {
    // An unfiltered sort is the same for every cursor over the snapshot: computed once, shared.
    const sortKey = `${sortBy}\u0000${direction}`;
    order = snapshot.orders.get(sortKey);
    if (!order) {
      order = Uint32Array.from(sortPositions(Array.from(rows.keys())));
      snapshot.orders.set(sortKey, order);
    }
    isShared = true;
  }
  const total = order?.length ?? rows.length;
  const start = Math.min(offset ?? 0, total);
  const length = Math.min(total - start, limit ?? Number.POSITIVE_INFINITY);
  // A filtered cursor keeps only the positions it will page through, 4 bytes each; others share.
  const selection: RowSelection =
    order && !isShared
      ? { rows, order: order.slice(start, start + length), start: 0, length }
      : { rows, ...(order ? { order } : {}), start, length };
  return {
    selection,
    pageSize: Math.min(maxPageSize ?? MAX_QUERY_PAGE_SIZE, MAX_QUERY_PAGE_SIZE),
    snapshot,
    build,
    shareKey: filtered ? undefined : `${String(sortBy)}\u0000${direction}\u0000${start}\u0000${length}`,
  };
}

/** The cursor id of getnext/delete: the id query parameter, a JSON string body or {id}. */
async function cursorId(c: Context): Promise<string | undefined | Fault> {
  const fromQuery = c.req.query("id");
  if (fromQuery) return fromQuery;
  if (c.req.method === "GET") return undefined;
  const body = await readJsonBody(c);
  if (!body.ok) return { fault: "InvalidArgument", message: "The request body is not valid JSON" };
  if (typeof body.value === "string" && body.value !== "") return body.value;
  const id = (body.value as { id?: unknown } | undefined)?.id;
  return typeof id === "string" && id !== "" ? id : undefined;
}

/** Registers the first generation's query service; returns its cursors for inspection. */
export function registerQueryRoutes(
  kit: RouteKit,
  options: { changeCount?: () => number } = {},
): QueryCursors {
  const { app, deps, store } = kit;
  // Rows are shared while nothing changed: the routes' change count, plus the sizes a change without
  // one (an appended audit event) would still move.
  const snapshots = new QuerySnapshots(() =>
    [
      options.changeCount?.() ?? 0,
      store.desktopPools.size,
      store.machines.size,
      store.farms.size,
      store.rdsServers.size,
      store.applicationPools.size,
      store.sessions.size,
      store.globalSessions.size,
      store.entitlements.size,
      store.adUsersOrGroups.size,
      store.auditEvents.length,
      store.auditEvents[0]?.id ?? 0,
    ].join(","),
  );
  const cursors = new QueryCursors({
    now: () => deps.now(),
    maxOpenPerSession: deps.maxOpenQueriesPerSession,
    idleTimeoutMs: deps.queryIdleTimeoutMs,
  });
  deps.onSessionEnd?.((sessionKey) => cursors.deleteAll(sessionKey));
  const guard = deps.viewGuard();
  const sessionKeyOf = (c: Context<Env>) => deps.sessionKeyOf?.(c) ?? c.req.header("Cookie") ?? "";

  const evaluate = async (c: Context<Env>): Promise<Evaluated | Response> => {
    const body = await readJsonBody(c);
    if (!body.ok) return viewFault(c, "InvalidArgument", "The request body is not valid JSON");
    const result = evaluateQuery(body.value, store, deps.getCaller(c), snapshots);
    return isFault(result) ? viewFault(c, result.fault, result.message) : result;
  };

  app.post(`${BASE}/query`, guard, async (c) => {
    const result = await evaluate(c);
    // Without a cursor, one page is all a caller gets; clients use create/getnext for more.
    return result instanceof Response
      ? result
      : c.json({ results: rowsOf(result.selection, 0, result.pageSize) });
  });
  app.post(`${BASE}/getcount`, guard, async (c) => {
    const result = await evaluate(c);
    return result instanceof Response ? result : c.json(result.selection.length);
  });
  app.post(`${BASE}/create`, guard, async (c) => {
    const result = await evaluate(c);
    if (result instanceof Response) return result;
    const { snapshot, build, shareKey } = result;
    const { key } = snapshot;
    // The cursor keeps ids only (an unfiltered one shares its list with its like); each page reads the rows
    // of its ids from the current snapshot.
    let ids = shareKey === undefined ? undefined : snapshot.idLists.get(shareKey);
    if (!ids) {
      ids = Object.freeze(idsOf(result.selection));
      if (shareKey !== undefined) snapshot.idLists.set(shareKey, ids);
    }
    const selection: IdSelection = {
      ids,
      length: result.selection.length,
      // The closures name the key, never the snapshot: a cursor must not keep the rows it started with.
      rowsFor: (pageIds) => snapshots.rowsById(key, build, pageIds),
    };
    try {
      snapshots.retain(snapshot);
      return c.json(
        cursors.create(sessionKeyOf(c), selection, result.pageSize, () => snapshots.release(key)),
      );
    } catch (error) {
      snapshots.release(key);
      if (error instanceof TooManyQueriesError)
        return viewFault(c, "InvalidRequest", error.message, "QUERY_LIMIT_REACHED");
      throw error;
    }
  });
  const getNext = async (c: Context<Env>) => {
    const id = await cursorId(c);
    if (isFault(id)) return viewFault(c, id.fault, id.message);
    if (!id) return viewFault(c, "InvalidArgument", "The query id is missing");
    const page = cursors.next(sessionKeyOf(c), id);
    return page ? c.json(page) : viewFault(c, "EntityNotFound", `No open query with id ${id}`);
  };
  app.get(`${BASE}/getnext`, guard, getNext);
  app.post(`${BASE}/getnext`, guard, getNext);
  const remove = async (c: Context<Env>) => {
    const id = await cursorId(c);
    if (isFault(id)) return viewFault(c, id.fault, id.message);
    if (!id) return viewFault(c, "InvalidArgument", "The query id is missing");
    return cursors.delete(sessionKeyOf(c), id)
      ? c.body(null, 204)
      : viewFault(c, "EntityNotFound", `No open query with id ${id}`);
  };
  app.get(`${BASE}/delete`, guard, remove);
  app.post(`${BASE}/delete`, guard, remove);
  app.post(`${BASE}/deleteall`, guard, (c) => {
    cursors.deleteAll(sessionKeyOf(c));
    return c.body(null, 204);
  });
  return cursors;
}
