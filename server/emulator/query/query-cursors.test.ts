import { describe, expect, it } from "vitest";
import { QueryCursors, TooManyQueriesError } from "./query-cursors";

const rows = Array.from({ length: 7 }, (_, index) => ({ id: `row-${index}` }));

function cursors(options: { maxOpenPerSession?: number; idleTimeoutMs?: number } = {}) {
  const clock = { now: 1_000 };
  return { clock, cursors: new QueryCursors({ now: () => clock.now, ...options }) };
}

describe("QueryCursors", () => {
  it("pages rows and keeps the cursor open after the last page until deleted", () => {
    const { cursors: store } = cursors();
    const first = store.create("s1", rows, 3);
    expect(first.results.map((row) => row.id)).toEqual(["row-0", "row-1", "row-2"]);
    expect(first.remainingCount).toBe(4);
    expect(store.next("s1", first.id)?.remainingCount).toBe(1);
    const last = store.next("s1", first.id);
    expect(last?.results.map((row) => row.id)).toEqual(["row-6"]);
    expect(last?.remainingCount).toBe(0);
    expect(store.next("s1", first.id)?.results).toEqual([]);
    expect(store.openQueryCount("s1")).toBe(1);
    expect(store.delete("s1", first.id)).toBe(true);
    expect(store.delete("s1", first.id)).toBe(false);
    expect(store.openQueryCount()).toBe(0);
  });

  it("limits open cursors per session, not across sessions", () => {
    const { cursors: store } = cursors({ maxOpenPerSession: 2 });
    store.create("s1", rows, 1);
    store.create("s1", rows, 1);
    expect(() => store.create("s1", rows, 1)).toThrow(TooManyQueriesError);
    expect(() => store.create("s2", rows, 1)).not.toThrow();
    expect(store.deleteAll("s1")).toBe(2);
    expect(store.openQueryCount()).toBe(1);
  });

  it("hides a cursor from other sessions", () => {
    const { cursors: store } = cursors();
    const page = store.create("s1", rows, 2);
    expect(store.next("s2", page.id)).toBeUndefined();
    expect(store.delete("s2", page.id)).toBe(false);
    expect(store.openQueryCount("s1")).toBe(1);
  });

  it("expires cursors idle for longer than the timeout, counting from the last use", () => {
    const { clock, cursors: store } = cursors({ idleTimeoutMs: 100 });
    const page = store.create("s1", rows, 2);
    clock.now += 80;
    expect(store.next("s1", page.id)).toBeDefined();
    clock.now += 80;
    expect(store.openQueryCount()).toBe(1);
    clock.now += 21;
    expect(store.openQueryCount()).toBe(0);
    expect(store.next("s1", page.id)).toBeUndefined();
  });

  it("clamps page sizes to 1..1000", () => {
    const { cursors: store } = cursors();
    const many = Array.from({ length: 1500 }, (_, index) => ({ id: String(index) }));
    expect(store.create("s1", many, 5000).results).toHaveLength(1000);
    expect(store.create("s1", many, 0).results).toHaveLength(1);
  });
});
