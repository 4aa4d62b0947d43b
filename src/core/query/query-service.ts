import { signal, type ReadonlySignal } from "@preact/signals-core";
import { gridStateToQuery, type GridState } from "./grid-state";
import {
  assertQuery,
  multiFilter,
  Query,
  simpleFilter,
  type QueryEntityType,
  type QueryFilter,
  type QueryResult,
} from "./query.model";

/** How the query service reaches the server: the view API client in the console, a fake in tests. */
export interface QueryTransport {
  post(path: string, body?: unknown, params?: Record<string, string>): Promise<unknown>;
  get(path: string, params?: Record<string, string>): Promise<unknown>;
}

/** One page of a server-driven grid; total is unknown when the source only says whether more exist. */
export interface PageResult<Row> {
  rows: Row[];
  total?: number;
  hasMore?: boolean;
}

/** Progress of a fetch over every page. */
export interface FetchAllOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

const BASE = "queryservice/";

function toResult<Row>(body: unknown): QueryResult<Row> {
  const record = (body && typeof body === "object" ? body : {}) as Partial<QueryResult<Row>>;
  const result: QueryResult<Row> = {
    results: Array.isArray(record.results) ? record.results : [],
    remainingCount: typeof record.remainingCount === "number" ? record.remainingCount : 0,
  };
  if (record.id !== undefined && record.id !== null) result.id = String(record.id);
  return result;
}

function abortError(): Error {
  return new DOMException("The operation was aborted.", "AbortError");
}

/**
 * The first-generation query service: plain queries, server-side cursors (create, getnext, delete) and
 * counts. It counts the cursors it opened and deletes each one when done or on any error.
 */
export class QueryService {
  readonly #transport: QueryTransport;
  readonly #openQueryCount = signal(0);

  constructor(transport: QueryTransport) {
    this.#transport = transport;
  }

  /** Cursors created and not yet deleted. */
  get openQueryCount(): ReadonlySignal<number> {
    return this.#openQueryCount;
  }

  /** Runs a query without a cursor and returns its rows. */
  async query<Row>(query: Query): Promise<Row[]> {
    assertQuery(query);
    const body = await this.#transport.post(`${BASE}query`, query.toJSON());
    return Array.isArray(body) ? (body as Row[]) : toResult<Row>(body).results;
  }

  /** Opens a cursor and returns its first page. */
  async create<Row>(query: Query): Promise<QueryResult<Row>> {
    assertQuery(query);
    const result = toResult<Row>(await this.#transport.post(`${BASE}create`, query.toJSON()));
    if (result.id !== undefined) this.#openQueryCount.value += 1;
    return result;
  }

  /** The next page of an open cursor. */
  async getNext<Row>(id: string): Promise<QueryResult<Row>> {
    return toResult<Row>(await this.#transport.post(`${BASE}getnext`, undefined, { id }));
  }

  /**
   * Closes a cursor; does nothing when no cursor is counted as open. Never throws: a cursor the server
   * already dropped is gone either way. `viaGet` is the form used after paging through everything.
   */
  async delete(id: string, viaGet = false): Promise<void> {
    if (this.#openQueryCount.value <= 0) return;
    this.#openQueryCount.value -= 1;
    try {
      if (viaGet) await this.#transport.get(`${BASE}delete`, { id });
      else await this.#transport.post(`${BASE}delete`, undefined, { id });
    } catch (error) {
      console.warn("Could not delete query", id, error);
    }
  }

  /** Closes every cursor of this session. */
  async deleteAll(): Promise<void> {
    this.#openQueryCount.value = 0;
    await this.#transport.post(`${BASE}deleteall`);
  }

  /** How many rows a query matches. */
  async getCount(query: Query): Promise<number> {
    assertQuery(query);
    const body = await this.#transport.post(`${BASE}getcount`, query.toJSON());
    if (typeof body === "number") return body;
    const count = (body as { count?: unknown } | null)?.count;
    return typeof count === "number" ? count : 0;
  }

  /** Every row of a query: create, then getnext while rows remain; the cursor is deleted at the end or on error. */
  async queryAll<Row>(query: Query, options: FetchAllOptions = {}): Promise<Row[]> {
    const first = await this.create<Row>(query);
    const rows = [...first.results];
    let { id, remainingCount } = first;
    try {
      options.onProgress?.(rows.length, rows.length + remainingCount);
      while (remainingCount > 0 && id !== undefined) {
        if (options.signal?.aborted) throw abortError();
        const next = await this.getNext<Row>(id);
        rows.push(...next.results);
        remainingCount = next.results.length === 0 ? 0 : next.remainingCount;
        if (next.id !== undefined) id = next.id;
        options.onProgress?.(rows.length, rows.length + remainingCount);
      }
    } catch (error) {
      if (id !== undefined) await this.delete(id);
      throw error;
    }
    if (id !== undefined) await this.delete(id, true);
    return rows;
  }

  /**
   * The first summary whose member equals a name (and, when given, whose domain member equals a domain):
   * a query limited to one row.
   */
  async findSummaryByName<Row>(
    entityType: QueryEntityType,
    name: { memberName: string; value: string },
    domain?: { memberName: string; value: string },
  ): Promise<Row | undefined> {
    const filters: QueryFilter[] = [simpleFilter(name.memberName, name.value, "Equals")];
    if (domain) filters.push(simpleFilter(domain.memberName, domain.value, "Equals"));
    const filter = filters.length === 1 && filters[0] ? filters[0] : multiFilter(filters);
    const rows = await this.query<Row>(new Query({ entityType, filter, limit: 1 }));
    return rows[0];
  }

  /**
   * One page of a server-driven grid: a cursor positioned at the page, closed straight after reading it
   * (also when the caller has moved on meanwhile), so paging never leaves cursors behind.
   */
  async fetchPage<Row>(
    entityType: QueryEntityType,
    state: GridState,
    fixedFilters: readonly QueryFilter[] = [],
  ): Promise<PageResult<Row>> {
    const query = gridStateToQuery(entityType, state, fixedFilters);
    const result = await this.create<Row>(query);
    if (result.id !== undefined) await this.delete(result.id);
    return {
      rows: result.results,
      total: query.startingOffset + result.results.length + result.remainingCount,
    };
  }

  /** Every row of a grid's current filters and sort, for export. */
  async fetchAll<Row>(
    entityType: QueryEntityType,
    state: GridState,
    options?: FetchAllOptions,
    fixedFilters: readonly QueryFilter[] = [],
  ): Promise<Row[]> {
    const query = gridStateToQuery(entityType, state, fixedFilters).with({
      startingOffset: 0,
      maxPageSize: 1000,
    });
    return this.queryAll<Row>(query, options);
  }
}
