import type { QueryFilter, QueryWire } from "../query.model";
import type { QueryTransport } from "../query-service";

type Row = Record<string, unknown>;

interface Cursor {
  rows: Row[];
  offset: number;
  pageSize: number;
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

function matches(row: Row, filter: QueryFilter): boolean {
  switch (filter.type) {
    case "And":
      return filter.filters.every((part) => matches(row, part));
    case "Or":
      return filter.filters.some((part) => matches(row, part));
    case "Not":
      return !matches(row, filter.filter);
    default: {
      const actual = text(row[filter.memberName]).toLowerCase();
      const expected = text(filter.value).toLowerCase();
      if (filter.type === "Contains") return actual.includes(expected);
      if (filter.type === "StartsWith") return actual.startsWith(expected);
      if (filter.type === "Equals") return actual === expected;
      if (filter.type === "NotEquals") return actual !== expected;
      const value = row[filter.memberName] as number;
      return value >= (filter.fromValue as number) && value <= (filter.toValue as number);
    }
  }
}

/**
 * An in-memory stand-in for the first-generation query service's cursor protocol (create, getnext,
 * delete, deleteall, query, getcount), for tests and stories that run without the pod emulator.
 * It keeps cursors until deleted, limits them per session like the server, and can fail on demand.
 */
export class FakeQueryServer implements QueryTransport {
  readonly #cursors = new Map<string, Cursor>();
  #nextId = 1;
  /** Rows per entity type. */
  readonly data = new Map<string, readonly object[]>();
  /** Paths ("create", "getnext", ...) that fail on their next call. */
  readonly failNext = new Set<string>();
  /** Every call, in order. */
  readonly calls: string[] = [];
  /** When set, each call waits for this promise before answering. */
  gate: Promise<void> | undefined;
  readonly maxCursors: number;

  constructor(maxCursors = 20) {
    this.maxCursors = maxCursors;
  }

  /** Cursors created and not yet deleted. */
  get openCursorCount(): number {
    return this.#cursors.size;
  }

  async post(path: string, body?: unknown, params?: Record<string, string>): Promise<unknown> {
    return this.#handle(path, body, params);
  }

  async get(path: string, params?: Record<string, string>): Promise<unknown> {
    return this.#handle(path, undefined, params);
  }

  async #handle(path: string, body: unknown, params: Record<string, string> | undefined): Promise<unknown> {
    const operation = path.replace(/^queryservice\//, "");
    this.calls.push(operation);
    if (this.gate) await this.gate;
    if (this.failNext.delete(operation)) throw new Error(`${operation} failed`);
    switch (operation) {
      case "query":
        return this.#select(body as QueryWire).slice(0, (body as QueryWire).limit ?? undefined);
      case "getcount":
        return this.#select(body as QueryWire).length;
      case "create":
        return this.#create(body as QueryWire);
      case "getnext":
        return this.#getNext(params?.id ?? "");
      case "delete":
        if (!this.#cursors.delete(params?.id ?? "")) throw new Error("EntityNotFound");
        return {};
      case "deleteall":
        this.#cursors.clear();
        return {};
      default:
        throw new Error(`unknown operation ${operation}`);
    }
  }

  #select(query: QueryWire): Row[] {
    let rows = [...(this.data.get(query.queryEntityType) ?? [])] as Row[];
    const filter = query.filter;
    if (filter) rows = rows.filter((row) => matches(row, filter));
    const sortBy = query.sortBy;
    if (sortBy) {
      const direction = query.sortDescending ? -1 : 1;
      rows.sort((a, b) => text(a[sortBy]).localeCompare(text(b[sortBy])) * direction);
    }
    return rows.slice(query.startingOffset);
  }

  #create(query: QueryWire) {
    if (this.#cursors.size >= this.maxCursors) throw new Error("too many queries");
    const rows = this.#select(query);
    const id = `q${this.#nextId++}`;
    const cursor: Cursor = { rows, offset: 0, pageSize: query.maxPageSize ?? 1000 };
    this.#cursors.set(id, cursor);
    return this.#page(id, cursor);
  }

  #getNext(id: string) {
    const cursor = this.#cursors.get(id);
    if (!cursor) throw new Error("EntityNotFound");
    return this.#page(id, cursor);
  }

  #page(id: string, cursor: Cursor) {
    const results = cursor.rows.slice(cursor.offset, cursor.offset + cursor.pageSize);
    cursor.offset += results.length;
    return { id, results, remainingCount: cursor.rows.length - cursor.offset };
  }
}
