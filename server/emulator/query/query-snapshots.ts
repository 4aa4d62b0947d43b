import type { ViewRow } from "./query-entities";

/** The view rows of one entity type as one caller sees them, built once and shared while cursors hold them. */
export interface QuerySnapshot {
  readonly key: string;
  readonly stamp: string;
  readonly rows: readonly ViewRow[];
  /** Sorted positions of all rows by sort key, computed once and shared by the cursors that ask for it. */
  readonly orders: Map<string, Uint32Array>;
  holders: number;
}

/**
 * Shared, immutable row snapshots for query cursors. Building the rows of a large entity costs
 * megabytes; a cursor that copied them made every open query that expensive. Cursors over the same
 * entity, caller and inventory state (`stamp`) now share one array. A snapshot is kept only while a
 * cursor holds it, so an idle emulator keeps none; a changed inventory gives new cursors a new
 * snapshot, while older cursors keep paging through the state they started with (as a real server's
 * cursor does).
 */
export class QuerySnapshots {
  private readonly live = new Map<string, QuerySnapshot>();

  constructor(private readonly stampOf: () => string) {}

  /** The live snapshot of `key` at the current stamp, or a new one from `build` (not kept until retained). */
  acquire(key: string, build: () => ViewRow[]): QuerySnapshot {
    const stamp = this.stampOf();
    const existing = this.live.get(key);
    if (existing && existing.stamp === stamp) return existing;
    return { key, stamp, rows: Object.freeze(build()), orders: new Map(), holders: 0 };
  }

  /** A cursor starts holding the snapshot: later cursors with the same key and stamp share it. */
  retain(snapshot: QuerySnapshot): void {
    snapshot.holders += 1;
    if (snapshot.holders === 1 && this.live.get(snapshot.key)?.stamp !== snapshot.stamp)
      this.live.set(snapshot.key, snapshot);
  }

  /** A cursor let go of the snapshot; the last one lets it be collected. */
  release(snapshot: QuerySnapshot): void {
    snapshot.holders = Math.max(0, snapshot.holders - 1);
    if (snapshot.holders === 0 && this.live.get(snapshot.key) === snapshot) this.live.delete(snapshot.key);
  }

  /** Snapshots currently shared by cursors (for tests and inspection). */
  get size(): number {
    return this.live.size;
  }
}
