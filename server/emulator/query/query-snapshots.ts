import type { ViewRow } from "./query-entities";

/** The view rows of one entity type as one caller sees them, built once per inventory state and shared. */
export interface QuerySnapshot {
  readonly key: string;
  readonly stamp: string;
  readonly rows: readonly ViewRow[];
  /** Sorted positions of all rows by sort key, computed once and shared by the cursors that ask for it. */
  readonly orders: Map<string, Uint32Array>;
  /** Id lists of unfiltered selections (by order and range), shared by the cursors that page through them. */
  readonly idLists: Map<string, readonly string[]>;
  /** Rows by id, built at the first page a cursor reads from this snapshot. */
  byId?: Map<string, ViewRow>;
}

/**
 * Shared, immutable row snapshots for query cursors. Building the rows of a large entity costs megabytes,
 * so a cursor holds ids, never rows: each page is read from the current snapshot of its entity and caller.
 * Only that current snapshot is kept, and only while a cursor of its key is open, so however often the
 * inventory changes a caller's open cursors cost one snapshot per entity type plus their ids (4 to 8 bytes
 * a row), not a copy of the rows each. A page shows the rows as they are when it is read; a row deleted
 * since the cursor opened is left out of its page.
 */
export class QuerySnapshots {
  private readonly live = new Map<string, QuerySnapshot>();
  private readonly holders = new Map<string, number>();

  constructor(private readonly stampOf: () => string) {}

  /** The snapshot of `key` at the current stamp: the kept one, or a new one from `build` (kept while held). */
  acquire(key: string, build: () => ViewRow[]): QuerySnapshot {
    const stamp = this.stampOf();
    const existing = this.live.get(key);
    if (existing && existing.stamp === stamp) return existing;
    const snapshot: QuerySnapshot = {
      key,
      stamp,
      rows: Object.freeze(build()),
      orders: new Map(),
      idLists: new Map(),
    };
    // The older snapshot is dropped: cursors read their next page from this one.
    if ((this.holders.get(key) ?? 0) > 0) this.live.set(key, snapshot);
    return snapshot;
  }

  /** The row of each id in the current snapshot of `key`, in order; ids no longer there are left out. */
  rowsById(key: string, build: () => ViewRow[], ids: readonly string[]): ViewRow[] {
    const snapshot = this.acquire(key, build);
    snapshot.byId ??= new Map(snapshot.rows.map((row) => [row.id, row]));
    const rows: ViewRow[] = [];
    for (const id of ids) {
      const row = snapshot.byId.get(id);
      if (row) rows.push(row);
    }
    return rows;
  }

  /** A cursor starts reading from the snapshot's key: later cursors and pages share its current snapshot. */
  retain(snapshot: QuerySnapshot): void {
    this.holders.set(snapshot.key, (this.holders.get(snapshot.key) ?? 0) + 1);
    if (this.live.get(snapshot.key)?.stamp !== snapshot.stamp) this.live.set(snapshot.key, snapshot);
  }

  /** A cursor of the key closed; the last one lets its snapshot be collected. */
  release(key: string): void {
    const holders = (this.holders.get(key) ?? 0) - 1;
    if (holders > 0) {
      this.holders.set(key, holders);
      return;
    }
    this.holders.delete(key);
    this.live.delete(key);
  }

  /** Snapshots currently kept for open cursors (for tests and inspection). */
  get size(): number {
    return this.live.size;
  }
}
