import type { ViewRow } from "./query-entities";

export const DEFAULT_MAX_OPEN_QUERIES = 5;
export const DEFAULT_QUERY_IDLE_TIMEOUT_MS = 10 * 60_000;
export const MAX_QUERY_PAGE_SIZE = 1000;

/**
 * The rows of one query without copying them: `rows` is a shared array that is never mutated (every
 * cursor over the same entity snapshot points at it), `order` lists positions in it when the query
 * filtered or sorted (4 bytes a row), and `start`/`length` cut out offset and limit.
 */
/** Rows of a snapshot by position: a one-shot query's answer, or the rows a cursor's ids are taken from. */
export interface RowSelection {
  readonly rows: readonly ViewRow[];
  readonly order?: Uint32Array;
  readonly start: number;
  readonly length: number;
}

/** What an open cursor holds: the ids of its rows in order, and how to read the rows of some ids now. */
export interface IdSelection {
  readonly ids: readonly string[];
  readonly length: number;
  rowsFor(ids: readonly string[]): ViewRow[];
}

/** The ids of a selection's rows, in its order: all a cursor keeps of them. */
export function idsOf(selection: RowSelection): string[] {
  return rowsOf(selection, 0, selection.length).map((row) => row.id);
}

/** A selection over every row of `rows`, in their order. */
export function selectAll(rows: readonly ViewRow[]): RowSelection {
  return { rows, start: 0, length: rows.length };
}

/** Rows from..to (exclusive) of a selection, as fresh array (one page, or a one-shot query's answer). */
export function rowsOf(selection: RowSelection, from: number, to: number): ViewRow[] {
  const end = Math.min(to, selection.length);
  const page: ViewRow[] = [];
  for (let index = Math.max(0, from); index < end; index += 1) {
    const position = selection.start + index;
    const row = selection.rows[selection.order ? (selection.order[position] ?? -1) : position];
    if (row) page.push(row);
  }
  return page;
}

interface Cursor {
  id: string;
  sessionKey: string;
  selection: RowSelection | IdSelection;
  offset: number;
  pageSize: number;
  lastUsed: number;
  /** Called once when the cursor is deleted or expires (releases its shared snapshot). */
  onClose: (() => void) | undefined;
}

/** One page of a cursor, in the wire shape of the query service. */
export interface QueryPage {
  id: string;
  results: ViewRow[];
  remainingCount: number;
}

/** Thrown when a session already holds the maximum number of open cursors. */
export class TooManyQueriesError extends Error {}

export interface QueryCursorsOptions {
  now(): number;
  maxOpenPerSession?: number;
  idleTimeoutMs?: number;
}

/**
 * Server-side query cursors, kept per API session like a real Connection Server: a session may hold a
 * few open cursors; a cursor stays open until deleted (also after its last page) or until it has been
 * idle longer than the timeout. A cursor holds a selection over shared rows, never a copy of them.
 */
export class QueryCursors {
  private readonly cursors = new Map<string, Cursor>();
  private readonly maxOpen: number;
  private readonly idleTimeoutMs: number;
  private sequence = 0;

  constructor(private readonly options: QueryCursorsOptions) {
    this.maxOpen = options.maxOpenPerSession ?? DEFAULT_MAX_OPEN_QUERIES;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_QUERY_IDLE_TIMEOUT_MS;
  }

  /** The most cursors one session may hold open. */
  get maxOpenPerSession(): number {
    return this.maxOpen;
  }

  /**
   * Opens a cursor over a selection and returns its first page; throws TooManyQueriesError at the limit
   * (then `onClose` is not kept and never called).
   */
  create(
    sessionKey: string,
    selection: RowSelection | IdSelection | readonly ViewRow[],
    pageSize: number,
    onClose?: () => void,
  ): QueryPage {
    this.expire();
    if (this.openQueryCount(sessionKey) >= this.maxOpen) {
      throw new TooManyQueriesError(
        `A session may hold at most ${this.maxOpen} open queries; delete one first`,
      );
    }
    this.sequence += 1;
    const cursor: Cursor = {
      id: `query-${this.sequence}-${Math.floor(this.options.now() % 1_000_000)}`,
      sessionKey,
      selection: isSelection(selection) ? selection : selectAll(selection),
      offset: 0,
      pageSize: Math.max(1, Math.min(pageSize, MAX_QUERY_PAGE_SIZE)),
      lastUsed: this.options.now(),
      onClose,
    };
    this.cursors.set(cursor.id, cursor);
    return this.page(cursor);
  }

  /** The next page of a session's cursor, or undefined when the id is unknown, expired or not the session's. */
  next(sessionKey: string, id: string): QueryPage | undefined {
    this.expire();
    const cursor = this.cursors.get(id);
    if (!cursor || cursor.sessionKey !== sessionKey) return undefined;
    cursor.lastUsed = this.options.now();
    return this.page(cursor);
  }

  /** Deletes a session's cursor; false when there was none. */
  delete(sessionKey: string, id: string): boolean {
    this.expire();
    const cursor = this.cursors.get(id);
    if (!cursor || cursor.sessionKey !== sessionKey) return false;
    this.close(cursor);
    return true;
  }

  /** Deletes every cursor of a session and returns how many there were. */
  deleteAll(sessionKey: string): number {
    let count = 0;
    for (const cursor of [...this.cursors.values()]) {
      if (cursor.sessionKey === sessionKey) {
        this.close(cursor);
        count += 1;
      }
    }
    return count;
  }

  /** Open cursors of one session, or of all sessions. */
  openQueryCount(sessionKey?: string): number {
    this.expire();
    if (sessionKey === undefined) return this.cursors.size;
    let count = 0;
    for (const cursor of this.cursors.values()) if (cursor.sessionKey === sessionKey) count += 1;
    return count;
  }

  private page(cursor: Cursor): QueryPage {
    const end = Math.min(cursor.offset + cursor.pageSize, cursor.selection.length);
    const { selection } = cursor;
    const results =
      "ids" in selection
        ? selection.rowsFor(selection.ids.slice(cursor.offset, end))
        : rowsOf(selection, cursor.offset, end);
    // Positions read, not rows answered: a row deleted since the cursor opened is skipped, not re-read.
    cursor.offset = end;
    return { id: cursor.id, results, remainingCount: cursor.selection.length - cursor.offset };
  }

  private close(cursor: Cursor): void {
    this.cursors.delete(cursor.id);
    cursor.onClose?.();
  }

  private expire(): void {
    const cutoff = this.options.now() - this.idleTimeoutMs;
    for (const cursor of [...this.cursors.values()]) {
      if (cursor.lastUsed < cutoff) this.close(cursor);
    }
  }
}

function isSelection(
  value: RowSelection | IdSelection | readonly ViewRow[],
): value is RowSelection | IdSelection {
  return !Array.isArray(value);
}
