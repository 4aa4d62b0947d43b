import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import type { QueryFilter } from "../../core/query/query.model";
import { getAllSessions } from "./api/get-all-sessions";
import { getSessionsPage } from "./api/get-sessions-page";
import {
  idCount,
  idFilterChunks,
  IDS_PER_REQUEST,
  isSessionNameFilter,
  resolveSessionName,
  rowHasName,
  sessionHasIds,
  type ResolvedName,
} from "./session-name-filters";
import { withResolvedNames, type ResolveNamesOptions } from "./session-names";
import type { Session, SessionRow } from "./sessions.types";

/**
 * Sessions with the names of their user, machine (or RDS host) and pool (or farm) in place of ids, looked
 * up in bounded requests. Lenient by default (the page view shows ids it could not resolve); the export
 * asks for strict.
 */
export function withNames(
  sessions: readonly Session[],
  options: ResolveNamesOptions = { mode: "lenient" },
): Promise<SessionRow[]> {
  return withResolvedNames(sessions, options);
}

type IdName = Extract<ResolvedName, { kind: "ids" }>;

/** A sortable value of a session field: numbers as numbers, anything else as its text. */
function sortValue(row: SessionRow, field: string): number | string | undefined {
  const value = (row as unknown as Record<string, unknown>)[field];
  if (typeof value === "number" || typeof value === "string") return value;
  return value === undefined || value === null ? undefined : JSON.stringify(value);
}

/** The grid's sort applied in the browser to rows read whole (missing values last). */
function sortRows(rows: SessionRow[], sort: GridState["sort"]): SessionRow[] {
  if (!sort) return rows;
  const order = sort.reverse ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [left, right] = [sortValue(a, sort.by), sortValue(b, sort.by)];
    if (left === right) return 0;
    if (left === undefined) return 1;
    if (right === undefined) return -1;
    const compared =
      typeof left === "number" && typeof right === "number"
        ? left - right
        : String(left).localeCompare(String(right), undefined, { numeric: true });
    return compared * order;
  });
}

/**
 * Serves the sessions grid: pages with names, the whole filtered result (export, actions on all pages),
 * and an optional fixed scope (one pool's sessions). The user, machine and pool columns filter by name:
 * the typed name is looked up first (a directory user as administrators type it, machines, RDS hosts,
 * pools and farms by name) and the pod is asked for the sessions of those ids; when the ids do not fit in
 * one request, or another name is also typed, every matching session is read and paged here.
 */
export class SessionSource {
  readonly #scope: GridFilter[];
  readonly #resolved = new Map<string, Promise<ResolvedName>>();

  constructor(desktopPoolId?: string) {
    this.#scope = desktopPoolId
      ? [{ field: "desktop_pool_id", kind: "STRING", value: desktopPoolId, operator: "Equals" }]
      : [];
  }

  #scoped(state: GridState): GridState {
    return {
      ...state,
      filters: [...state.filters.filter((filter) => !isSessionNameFilter(filter)), ...this.#scope],
    };
  }

  /** A typed name's ids, looked up once per source (a failed lookup is asked again next time). */
  #resolve(filter: GridFilter & { kind: "STRING" }, signal?: AbortSignal): Promise<ResolvedName> {
    const field = filter.field as ResolvedName["field"];
    const key = `${field}\n${filter.value.trim().toLowerCase()}`;
    let resolved = this.#resolved.get(key);
    if (!resolved) {
      resolved = resolveSessionName(field, filter.value, signal);
      this.#resolved.set(key, resolved);
      resolved.catch(() => this.#resolved.delete(key));
    }
    return resolved;
  }

  async #names(state: GridState, signal?: AbortSignal): Promise<ResolvedName[]> {
    return Promise.all(
      state.filters.filter(isSessionNameFilter).map((filter) => this.#resolve(filter, signal)),
    );
  }

  /**
   * Every session of the grid's other filters that matches the typed names: the name with the fewest ids
   * goes to the pod (a request per chunk of ids), the others are matched here, by id or by shown name.
   */
  async #collect(
    state: GridState,
    names: readonly ResolvedName[],
    options: ResolveNamesOptions,
  ): Promise<SessionRow[]> {
    const byIds = names
      .filter((name): name is IdName => name.kind === "ids")
      .sort((a, b) => idCount(a) - idCount(b));
    const [sent, ...matched] = byIds;
    const requests: QueryFilter[][] = sent ? idFilterChunks(sent).map((chunk) => [chunk]) : [[]];
    const sessions = new Map<string, Session>();
    for (const fixed of requests)
      for (const session of await getAllSessions(this.#scoped(state), fixed))
        sessions.set(session.id, session);
    const candidates = [...sessions.values()].filter((session) =>
      matched.every((name) => sessionHasIds(session, name)),
    );
    const rows = await withNames(candidates, options);
    const byName = names.filter((name) => name.kind === "byName");
    return sortRows(
      rows.filter((row) => byName.every((name) => rowHasName(row, name))),
      state.sort,
    );
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<SessionRow>> => {
    const lenient: ResolveNamesOptions = { mode: "lenient", ...(signal ? { signal } : {}) };
    const names = await this.#names(state, signal);
    if (names.some((name) => name.kind === "ids" && idCount(name) === 0))
      return { rows: [], hasMore: false, total: 0 };
    const [only] = names;
    if (
      names.length === 0 ||
      (names.length === 1 && only?.kind === "ids" && idCount(only) <= IDS_PER_REQUEST)
    ) {
      const fixed = only?.kind === "ids" ? idFilterChunks(only) : [];
      const page = await getSessionsPage(this.#scoped(state), signal, fixed);
      return { ...page, rows: await withNames(page.rows, lenient) };
    }
    // Every match was read to apply the names, so the grid can say how many there are.
    const rows = await this.#collect(state, names, lenient);
    const start = (state.page.current - 1) * state.page.size;
    return {
      rows: rows.slice(start, start + state.page.size),
      hasMore: rows.length > start + state.page.size,
      total: rows.length,
    };
  };

  /**
   * Every matching session with every name resolved, for export: progress is reported while the names
   * are looked up, and it rejects (NameResolutionError) rather than hand over ids where names belong.
   */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<SessionRow[]> => {
    const strict: ResolveNamesOptions = { ...options, mode: "strict" };
    const names = await this.#names(state, options.signal);
    if (names.length === 0) return withNames(await getAllSessions(this.#scoped(state)), strict);
    if (names.some((name) => name.kind === "ids" && idCount(name) === 0)) return [];
    return this.#collect(state, names, strict);
  };
}
